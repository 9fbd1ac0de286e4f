import Foundation

/// Upstream's `stories/extract-scenes` done without a model: the story's paragraphs grouped into
/// scenes the way our own stories are (`SceneSplitter`), each with a mood read from its words
/// and an importance from its place in the story.
///
/// The caller's text may come from anywhere (another model, a parent), so paragraphs are any
/// run of lines; a story that is one long paragraph is split at sentences instead, so it still
/// gets as many pictures as its length deserves.
public enum OfflineSceneExtractor {
    /// Upstream's scene moods, in the order ties are settled.
    public static let emotions = ["joyful", "peaceful", "exciting", "mysterious", "heartwarming", "adventurous", "contemplative"]

    /// The scenes of `content`, with timestamps spread over `duration` seconds in proportion to
    /// the words before each scene (the narration's real length, when the caller knows it).
    public static func scenes(in content: String, duration: Double, heroName: String, appearance: String? = nil,
                              context: String? = nil) -> [ExtractedScene] {
        let (units, separator) = textUnits(of: content)
        let words = units.map(WordCounter.count)
        let total = max(words.reduce(0, +), 1)
        let groups = SceneSplitter.groups(wordsPerParagraph: words, count: SceneSplitter.sceneCount(forWords: total))
        let sizes = groups.map { words[$0].reduce(0, +) }
        let longestMiddle = sizes.indices.dropFirst().dropLast().max { sizes[$0] < sizes[$1] }
        var before = 0
        return groups.enumerated().map { index, range in
            let segment = units[range].joined(separator: separator)
            let emotion = emotion(of: segment)
            let importance = index == 0 || index == groups.count - 1 ? "key" : index == longestMiddle ? "major" : "minor"
            let scene = ExtractedScene(
                sceneNumber: index + 1, textSegment: segment,
                illustrationPrompt: prompt(for: segment, heroName: heroName, appearance: appearance, context: context,
                                           emotion: emotion),
                timestamp: (duration * Double(before) / Double(total) * 10).rounded() / 10,
                emotion: emotion, importance: importance)
            before += sizes[index]
            return scene
        }
    }

    /// The mood whose words the text uses most; `peaceful` (a bedtime story's default) when none.
    static func emotion(of text: String) -> String {
        let words = StoryAssistant.tokens(of: text).map(StoryAssistant.singular)
        var best = (name: "peaceful", score: 0)
        for name in emotions {
            let vocabulary = emotionWords[name, default: []]
            let score = words.reduce(0) { $0 + (vocabulary.contains($1) ? 1 : 0) }
            if score > best.score { best = (name, score) }
        }
        return best.name
    }

    private static let emotionWords: [String: Set<String>] = [
        "joyful": ["laugh", "laughed", "laughing", "happy", "smile", "smiled", "giggle", "giggled", "joy", "cheer",
                   "cheered", "danced", "dance", "delight", "delighted", "fun", "sang", "sing", "hooray", "party"],
        "peaceful": ["quiet", "quietly", "calm", "soft", "softly", "gentle", "gently", "sleep", "asleep", "sleepy",
                     "dream", "rest", "still", "yawn", "yawned", "cosy", "cozy", "blanket", "pillow", "hush", "whisper"],
        "exciting": ["suddenly", "fast", "race", "raced", "rush", "rushed", "zoom", "whoosh", "leap", "leaped",
                     "jumped", "jump", "shout", "shouted", "burst", "wow", "quick", "quickly", "hurry"],
        "mysterious": ["mystery", "mysterious", "secret", "strange", "shadow", "hidden", "whispering", "glow", "glowed",
                       "glowing", "fog", "mist", "wonder", "wondered", "curious", "puzzle", "riddle", "dark", "unknown"],
        "heartwarming": ["hug", "hugged", "love", "loved", "friend", "together", "kind", "kindness", "thank", "thanked",
                         "care", "cared", "warm", "heart", "family", "share", "shared", "helped", "grateful"],
        "adventurous": ["adventure", "explore", "explored", "journey", "climb", "climbed", "path", "map", "forest",
                        "mountain", "brave", "bravely", "courage", "quest", "sail", "sailed", "set", "discover", "cave"],
        "contemplative": ["think", "thought", "wondering", "remember", "remembered", "learn", "learned", "understood",
                          "realise", "realised", "realize", "realized", "wise", "lesson", "ponder", "reflect", "quietly"],
    ]

    /// Paragraphs (runs of non-empty lines), or sentences when there are too few paragraphs for
    /// the pictures the story's length deserves; with the separator that rebuilds the text.
    private static func textUnits(of content: String) -> (units: [String], separator: String) {
        let paragraphs = content.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let wanted = SceneSplitter.sceneCount(forWords: WordCounter.count(content))
        guard paragraphs.count < wanted else { return (paragraphs, "\n\n") }
        var sentences: [String] = []
        var current = ""
        for character in paragraphs.joined(separator: " ") {
            current.append(character)
            if ".!?…".contains(character) {
                sentences.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { sentences.append(rest) }
        return sentences.count > paragraphs.count ? (sentences.filter { !$0.isEmpty }, " ") : (paragraphs, "\n\n")
    }

    /// The hero (and their look), what happens first in the scene, the story's context and the
    /// mood, in a picture-book style.
    private static func prompt(for segment: String, heroName: String, appearance: String?, context: String?,
                               emotion: String) -> String {
        let moment = segment.split(whereSeparator: \.isWhitespace).prefix(30).joined(separator: " ")
        var parts = [heroName]
        if let appearance, !appearance.isEmpty { parts[0] += " (\(appearance))" }
        parts.append(moment)
        if let context, !context.isEmpty { parts.append("story: \(context)") }
        parts.append("\(emotion) mood, soft watercolour children's book illustration")
        return parts.joined(separator: "; ")
    }
}
