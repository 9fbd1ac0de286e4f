import Foundation
import StoryWriting

/// A story's paragraphs (split on blank lines) and their word counts.
struct StoryParagraphs: Sendable {
    let texts: [String]
    let words: [Int]

    init(_ content: String) {
        texts = content.components(separatedBy: "\n\n").filter { !$0.trimmingWhitespace.isEmpty }
        words = texts.map(WordCounter.count)
    }
}
