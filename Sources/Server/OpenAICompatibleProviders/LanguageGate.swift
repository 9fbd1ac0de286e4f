import StoryWriting
import InfiniteStoriesModels

/// Holds a streamed story's first words back until they show the story is in the language asked
/// for, so a story in the wrong language can be asked again before anyone has seen it.
///
/// Text that reached a client cannot be taken back (the story shown must be the story stored, and
/// a story stream only appends), so the check has to come before the text does. The gate opens as
/// soon as the title and the words read so far are identified as the requested language (for a
/// model that follows the instruction, usually at the title or within the first sentence), and
/// after `window` words of story in any case when they cannot be told apart (the whole story is
/// checked again at its end). Until the window ends, text already let through is still checked:
/// a story that turns out to be in another language stops there instead of running on.
struct LanguageGate: Sendable {
    /// What the reader of the stream should do after a piece was read.
    enum Verdict: Sendable, Equatable {
        /// Keep the text back: it cannot be judged yet.
        case hold
        /// Let everything held, and this piece, through.
        case pass
        /// The text is in this other language: stop the request.
        case wrong(StoryLanguage)
    }

    /// Words of story within which a language that cannot be told still lets the text through.
    static let window = 40

    let expected: StoryLanguage
    private var title = ""
    private var body = ""
    private var isOpen = false
    private var isSettled = false

    init(expected: StoryLanguage) {
        self.expected = expected
    }

    /// The story's title, read before any of its text: wrong on its own when it is clearly in
    /// another language (it is part of the story the parent sees), and evidence for the text.
    mutating func read(title: String) -> Verdict {
        if let found = StoryLanguageIdentifier.identify(title, minimumEvidence: StoryLanguageIdentifier.titleEvidence),
           found != expected {
            isSettled = true
            return .wrong(found)
        }
        self.title = title
        return judge(ending: false)
    }

    /// One piece of story text (possibly empty).
    mutating func read(_ piece: String) -> Verdict {
        guard !isSettled else { return .pass }
        body += piece
        return judge(ending: false)
    }

    /// The stream ended: text still held is judged on what there is.
    mutating func finish() -> Verdict {
        guard !isSettled else { return .pass }
        return judge(ending: true)
    }

    private mutating func judge(ending: Bool) -> Verdict {
        let windowEnded = ending || WordCounter.count(body) >= Self.window
        if windowEnded { isSettled = true }
        switch StoryLanguageIdentifier.identify(title + "\n" + body) {
        case let found? where found != expected:
            isSettled = true
            return .wrong(found)
        case .some:
            isOpen = true
            return .pass
        case nil:
            if windowEnded { isOpen = true }
            return isOpen ? .pass : .hold
        }
    }
}
