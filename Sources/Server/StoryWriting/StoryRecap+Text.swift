import Foundation
import InfiniteStoriesModels

extension StoryRecap {
    /// Characters of the story's beginning and ending kept in a summary read from the text.
    static let excerptLength = 360

    /// The summary of a story known only by its text (a model's): how it began, and how it
    /// ended, the last paragraph before the goodnight (the story's own last paragraph is
    /// usually the child falling asleep, which says nothing of what happened).
    public init(text: String) {
        let paragraphs = text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        let beginning = paragraphs.first.map { Self.excerpt($0) }
        let end = paragraphs.count > 2 ? paragraphs[paragraphs.count - 2] : paragraphs.last
        self.init(beginning: beginning, ending: end.map { Self.excerpt($0) } ?? "")
    }

    /// The first sentences of `paragraph` up to `excerptLength` characters (at least one).
    static func excerpt(_ paragraph: String) -> String {
        var kept = ""
        for sentence in SentenceSplitter.sentences(paragraph) {
            if !kept.isEmpty && kept.count + sentence.count + 1 > excerptLength { break }
            kept += kept.isEmpty ? sentence : " " + sentence
        }
        return kept.count > excerptLength * 2 ? String(kept.prefix(excerptLength)) + "…" : kept
    }
}

extension StoryRecap {
    /// The summary of a story whose text a parent edited: read again from the new text,
    /// keeping the companion, place and thing the writer named while the text still names them.
    public static func edited(_ old: StoryRecap?, content: String) -> StoryRecap {
        var recap = StoryRecap(text: content)
        func kept(_ phrase: String?) -> String? { phrase.flatMap { content.contains($0) ? $0 : nil } }
        recap.companion = kept(old?.companion)
        recap.place = kept(old?.place)
        recap.found = kept(old?.found)
        return recap
    }
}
