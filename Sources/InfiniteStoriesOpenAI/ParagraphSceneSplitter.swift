import Foundation
import InfiniteStoriesGenerators

/// The offline way of cutting a story into illustrated scenes, for when the model's scenes are
/// unusable: runs of whole paragraphs as even in words as possible, 3 scenes for a minute up to 8
/// for fifteen.
///
/// It mirrors `InfiniteStoriesGenerators.SceneSplitter` (internal to that module) so a story
/// written by a model gets the same scenes the offline writer would give the same text.
enum ParagraphSceneSplitter {
    static func sceneCount(forWords words: Int) -> Int { min(max(3 + (words - 150) / 250, 3), 8) }

    static func groups(wordsPerParagraph: [Int], count wanted: Int) -> [Range<Int>] {
        let count = min(wanted, wordsPerParagraph.count)
        guard count > 0 else { return [] }
        let total = wordsPerParagraph.reduce(0, +)
        var groups: [Range<Int>] = []
        var start = 0
        var cumulative = 0
        for group in 0..<count {
            let remainingGroups = count - group - 1
            if remainingGroups == 0 {
                groups.append(start..<wordsPerParagraph.count)
                break
            }
            let goal = Double(total) * Double(group + 1) / Double(count)
            var end = start + 1
            cumulative += wordsPerParagraph[start]
            while end < wordsPerParagraph.count - remainingGroups {
                let next = cumulative + wordsPerParagraph[end]
                if abs(Double(next) - goal) < abs(Double(cumulative) - goal) {
                    cumulative = next
                    end += 1
                } else {
                    break
                }
            }
            groups.append(start..<end)
            start = end
        }
        return groups
    }

    /// Scenes for `content` with a plain prompt built from each scene's first sentence.
    static func scenes(for content: String, heroName: String) -> [GeneratedScene] {
        let paragraphs = StoryParagraphs(content)
        let groups = groups(wordsPerParagraph: paragraphs.words,
                            count: sceneCount(forWords: paragraphs.words.reduce(0, +)))
        return groups.enumerated().map { index, group in
            let segment = paragraphs.texts[group].joined(separator: "\n\n")
            let opening = PromptData.clean(firstSentence(of: segment), maxCharacters: 240) ?? "a quiet moment"
            return GeneratedScene(
                displayOrder: index + 1, textSegment: segment,
                imagePrompt: "Soft watercolour children's book illustration of \(heroName): \(opening)",
                timestamp: SpokenWords.seconds(forWords: paragraphs.words[..<group.lowerBound].reduce(0, +)))
        }
    }

    private static func firstSentence(of text: String) -> String {
        guard let end = text.firstIndex(where: { ".!?".contains($0) }) else { return text }
        return String(text[...end])
    }
}
