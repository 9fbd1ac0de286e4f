import TerminalUI

/// One occurrence of a search query in wrapped text, as the cells to highlight.
///
/// Wrapped lines of one paragraph are searched as the paragraph (joined with a space, which is
/// what the wrap took out), so "moon dust" is found across a line break; a match then has a
/// segment on each line it touches. Scene-break ornaments and blank lines are never searched.
public struct TextMatch: Sendable, Hashable {
    /// The part of a match on one wrapped line.
    public struct Segment: Sendable, Hashable {
        /// The index of the wrapped line.
        public var line: Int
        /// Characters (grapheme clusters) of the line before the segment.
        public var start: Int
        /// Characters in the segment.
        public var length: Int

        public init(line: Int, start: Int, length: Int) {
            self.line = line
            self.start = start
            self.length = length
        }
    }

    /// The match's parts, top to bottom; never empty.
    public var segments: [Segment]

    /// The line the match starts on.
    public var line: Int { segments[0].line }

    /// Every match of `query` in `lines`, in reading order, compared case- and accent-insensitively
    /// (`ListFilter.normalize`); none for an empty query.
    public static func all(of query: String, in lines: [TextReader.Line]) -> [TextMatch] {
        let needle = Array(ListFilter(query: query).normalizedQuery)
        guard !needle.isEmpty else { return [] }
        var matches: [TextMatch] = []
        var index = 0
        while index < lines.count {
            guard isSearchable(lines[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < lines.count, isSearchable(lines[end]) { end += 1 }
            matches += paragraphMatches(of: needle, in: lines, range: index..<end)
            index = end
        }
        return matches
    }

    private static func isSearchable(_ line: TextReader.Line) -> Bool {
        !line.isSceneBreak && !line.text.isEmpty
    }

    /// Matches in one paragraph, `range` of `lines`.
    private static func paragraphMatches(of needle: [Character], in lines: [TextReader.Line],
                                         range: Range<Int>) -> [TextMatch] {
        // The folded paragraph, and for each folded character the line and character it came
        // from (nil for the space standing for a line break).
        var folded: [Character] = []
        var sources: [(line: Int, character: Int)?] = []
        for lineIndex in range {
            if lineIndex > range.lowerBound {
                folded.append(" ")
                sources.append(nil)
            }
            for (offset, character) in lines[lineIndex].text.enumerated() {
                if let ascii = character.asciiValue {
                    // Plain ASCII (most of a story) folds without Foundation: only its case.
                    folded.append(ascii >= 65 && ascii <= 90 ? Character(UnicodeScalar(ascii + 32)) : character)
                    sources.append((lineIndex, offset))
                    continue
                }
                for foldedCharacter in ListFilter.normalize(String(character)) {
                    folded.append(foldedCharacter)
                    sources.append((lineIndex, offset))
                }
            }
        }
        var matches: [TextMatch] = []
        var start = 0
        while start + needle.count <= folded.count {
            guard folded[start] == needle[0], folded[start..<start + needle.count].elementsEqual(needle) else {
                start += 1
                continue
            }
            var segments: [Segment] = []
            for source in sources[start..<start + needle.count].compactMap({ $0 }) {
                if let last = segments.last, last.line == source.line {
                    let end = max(last.start + last.length, source.character + 1)
                    segments[segments.count - 1].length = end - last.start
                } else {
                    segments.append(Segment(line: source.line, start: source.character, length: 1))
                }
            }
            if !segments.isEmpty { matches.append(TextMatch(segments: segments)) }
            start += needle.count
        }
        return matches
    }
}
