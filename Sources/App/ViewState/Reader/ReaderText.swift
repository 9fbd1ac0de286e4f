import Foundation
import InfiniteStoriesModels

/// Builds the reader's text: the story with a scene-break marker where each illustrated scene
/// begins, so the reader sees the same scenes the pictures show.
public enum ReaderText {
    /// The marker `TextReader` draws as a centred ornament.
    public static let sceneBreakMarker = "***"

    /// `content` with a marker paragraph before every scene after the first. Scenes are found by
    /// the start of each illustration's `textSegment`; a segment that cannot be found (edited
    /// text) is skipped. Without illustrations the text is returned as written, its blank-line
    /// paragraphs kept as they are.
    /// `ending` (a series' next part) goes after the story, past a scene break.
    public static func compose(content: String, illustrations: [Illustration], ending: String?) -> String {
        let text = compose(content: content, illustrations: illustrations)
        guard let ending, !text.isEmpty else { return text }
        return text + "\n\n" + sceneBreakMarker + "\n\n" + ending
    }

    public static func compose(content: String, illustrations: [Illustration]) -> String {
        let scenes = illustrations.sorted { $0.displayOrder < $1.displayOrder }
        guard scenes.count > 1 else { return content }
        var result = ""
        var cursor = content.startIndex
        for scene in scenes.dropFirst() {
            let probe = String(scene.textSegment.trimmingCharacters(in: .whitespacesAndNewlines).prefix(48))
            guard !probe.isEmpty, let found = content.range(of: probe, range: cursor..<content.endIndex) else { continue }
            let before = content[cursor..<found.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !before.isEmpty else { continue }
            result += before + "\n\n" + sceneBreakMarker + "\n\n"
            cursor = found.lowerBound
        }
        result += content[cursor...]
        return result
    }
}
