/// Word counts and narration time, the same way the offline writer measures them
/// (`InfiniteStoriesGenerators.WordCounter`, which is internal to that module): whitespace
/// tokens holding a letter or digit, at 130 spoken words a minute.
enum SpokenWords {
    static func count(_ text: String) -> Int {
        var count = 0
        var inWord = false
        var hasLetter = false
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

    static func seconds(forWords words: Int) -> Double { Double(words) / 130 * 60 }
}
