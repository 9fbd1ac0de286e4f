import Foundation
import StoryWriting

/// The offline way of cutting a story into illustrated scenes, for when the model's scenes are
/// unusable: runs of whole paragraphs as even in words as possible, 3 scenes for a minute up to 8
/// for fifteen.
///
/// The grouping is the offline writer's own (`StoryWriting.SceneSplitter`), so a
/// story written by a model gets the same scenes the offline writer would give the same text;
/// only the picture prompts are made here.
public enum ParagraphSceneSplitter {
    /// Scenes for `content` with a plain prompt built from each scene's first sentence.
    public static func scenes(for content: String, heroName: String) -> [GeneratedScene] {
        let paragraphs = StoryParagraphs(content)
        let groups = SceneSplitter.groups(wordsPerParagraph: paragraphs.words,
                                          count: SceneSplitter.sceneCount(forWords: paragraphs.words.reduce(0, +)))
        return groups.enumerated().map { index, group in
            let segment = paragraphs.texts[group].joined(separator: "\n\n")
            let opening = PromptData.clean(firstSentence(of: segment), maxCharacters: 240) ?? "a quiet moment"
            return GeneratedScene(
                displayOrder: index + 1, textSegment: segment,
                imagePrompt: "Soft watercolour children's book illustration of \(heroName): \(opening)",
                timestamp: WordCounter.seconds(forWords: paragraphs.words[..<group.lowerBound].reduce(0, +)))
        }
    }

    private static func firstSentence(of text: String) -> String {
        guard let end = text.firstIndex(where: { ".!?".contains($0) }) else { return text }
        return String(text[...end])
    }
}
