/// Groups a story's paragraphs into illustrated scenes.
///
/// Scenes follow paragraph boundaries so a picture never changes in the middle of a paragraph,
/// and longer stories get more pictures (3 for a minute, up to 8 for fifteen minutes).
public enum SceneSplitter {
    static let sceneCounts = 3...8

    /// How many scenes a story of this many words should have.
    public static func sceneCount(forWords words: Int) -> Int {
        min(max(3 + (words - 150) / 250, sceneCounts.lowerBound), sceneCounts.upperBound)
    }

    /// Consecutive ranges of paragraph indices, as even in words as whole paragraphs allow.
    public static func groups(wordsPerParagraph: [Int], count wanted: Int) -> [Range<Int>] {
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
            // Take more paragraphs while that brings the group closer to its share and leaves
            // at least one paragraph for each group still to come.
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
}
