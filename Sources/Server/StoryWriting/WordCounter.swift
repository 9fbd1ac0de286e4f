/// Counts words the way narration time is estimated: whitespace-separated tokens that hold at
/// least one letter or digit, so French « » and ! or a lone dash do not count as words.
public enum WordCounter {
    public static func count(_ text: String) -> Int {
        var count = 0
        var inWord = false
        var hasLetter = false
        // Unicode scalars are enough to tell spaces from letters, and much cheaper than characters.
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if inWord && hasLetter { count += 1 }
                inWord = false
                hasLetter = false
            } else {
                inWord = true
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { hasLetter = true }
            }
        }
        if inWord && hasLetter { count += 1 }
        return count
    }

    /// Seconds of narration for a number of words at 130 words a minute.
    public static func seconds(forWords words: Int) -> Double { Double(words) / 130 * 60 }
}
