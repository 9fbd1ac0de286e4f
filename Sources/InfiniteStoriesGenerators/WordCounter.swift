/// Counts words the way narration time is estimated: whitespace-separated tokens that hold at
/// least one letter or digit, so French « » and ! or a lone dash do not count as words.
enum WordCounter {
    static func count(_ text: String) -> Int {
        var count = 0
        var inWord = false
        var hasLetter = false
        for character in text {
            if character.isWhitespace {
                if inWord && hasLetter { count += 1 }
                inWord = false
                hasLetter = false
            } else {
                inWord = true
                if character.isLetter || character.isNumber { hasLetter = true }
            }
        }
        if inWord && hasLetter { count += 1 }
        return count
    }

    /// Seconds of narration for a number of words at 130 words a minute.
    static func seconds(forWords words: Int) -> Double { Double(words) / 130 * 60 }
}
