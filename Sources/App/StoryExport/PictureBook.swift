import Foundation

/// A story as a book to keep: its text in scenes, a picture for each scene that has one, and
/// the narration with where each scene starts in it. What `EPUBPackage` and `ChapteredMP3`
/// are made from; it knows nothing of the server's wire types.
public struct PictureBook: Sendable, Equatable {
    public struct Scene: Sendable, Equatable {
        /// The scene's text; paragraphs apart by a blank line.
        public var text: String
        /// A PNG, when the scene was illustrated.
        public var picture: Data?
        /// Where the scene starts in the narration, in seconds, when known.
        public var start: Double?

        public init(text: String, picture: Data? = nil, start: Double? = nil) {
            self.text = text
            self.picture = picture
            self.start = start
        }
    }

    public struct Narration: Sendable, Equatable {
        /// An MP3.
        public var audio: Data
        /// Seconds.
        public var duration: Double

        public init(audio: Data, duration: Double) {
            self.audio = audio
            self.duration = duration
        }
    }

    public var title: String
    /// BCP 47 (`en`, `fr`, ...).
    public var language: String
    public var author: String
    /// Stable for one story, so a book exported again replaces the first in a reader's library.
    public var identifier: String
    public var modified: Date
    public var scenes: [Scene]
    public var narration: Narration?

    public init(title: String, language: String, author: String, identifier: String, modified: Date,
                scenes: [Scene], narration: Narration?) {
        self.title = title
        self.language = language
        self.author = author
        self.identifier = identifier
        self.modified = modified
        self.scenes = scenes
        self.narration = narration
    }

    /// The scenes' paragraphs, each with its clip of the narration (start, end in seconds):
    /// a scene runs from its start to the next scene's (or the narration's end), and its
    /// paragraphs share that time by their length in characters. Scenes without a start share
    /// the time left by length the same way. Nil clips without a narration.
    public func timedParagraphs() -> [[(text: String, clip: ClosedRange<Double>?)]] {
        let paragraphs = scenes.map { scene in
            scene.text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }
        }
        guard let narration, narration.duration > 0 else {
            return paragraphs.map { $0.map { ($0, nil) } }
        }
        // Scene bounds: the known starts, kept in order and within the narration; the others
        // placed by the length of the text before them.
        let lengths = paragraphs.map { $0.reduce(0) { $0 + $1.count } }
        let total = max(1, lengths.reduce(0, +))
        func sceneStarts(usingKnown: Bool) -> [Double] {
            var starts: [Double] = []
            var before = 0
            for (index, scene) in scenes.enumerated() {
                let estimate = narration.duration * Double(before) / Double(total)
                var start = index == 0 ? 0 : (usingKnown ? scene.start ?? estimate : estimate)
                start = min(max(start, starts.last ?? 0), narration.duration)
                starts.append(start)
                before += lengths[index]
            }
            return starts
        }
        // The server's scene times are estimates from the text; against the narration as it
        // was recorded they can run past its end (a last scene of no time at all). When a scene
        // would get less than a quarter of its share by length, every scene is placed by length.
        var starts = sceneStarts(usingKnown: true)
        let squeezed = starts.indices.contains { index in
            let end = index + 1 < starts.count ? starts[index + 1] : narration.duration
            return end - starts[index] < 0.25 * narration.duration * Double(max(1, lengths[index])) / Double(total)
        }
        if squeezed { starts = sceneStarts(usingKnown: false) }
        var result: [[(text: String, clip: ClosedRange<Double>?)]] = []
        for (index, texts) in paragraphs.enumerated() {
            let start = starts[index]
            let end = index + 1 < starts.count ? starts[index + 1] : narration.duration
            let length = max(1, lengths[index])
            var at = start
            var scene: [(text: String, clip: ClosedRange<Double>?)] = []
            for (offset, text) in texts.enumerated() {
                let next = offset == texts.count - 1 ? end : at + (end - start) * Double(text.count) / Double(length)
                scene.append((text, at...max(at, next)))
                at = next
            }
            result.append(scene)
        }
        return result
    }
}
