import InfiniteStoriesModels

/// Reads the small text format the story content is written in.
///
/// The content is prose in five languages; keeping it as plain lines (rather than Swift literals
/// of nested structs) keeps it readable for writers and cheap for the compiler. Format:
///
///     # comment
///     @kind id            starts a block (`@pool name`, `@problem bedtime.moon`, ...)
///     key = value         a plain field of the block
///     list:               the following lines go to this list ("lines" until one is named)
///     - sentence          a sentence pattern for every age
///     + sentence          a richer pattern, preferred for children of six and up
enum ContentParser {
    static func parse(_ source: String, language: StoryLanguage) -> ContentPack {
        var pack = ContentPack(language: language)
        var current: ContentBlock?
        var list = "lines"
        for (number, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if language != .english { line = typographicApostrophes(line) }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("@") {
                if let block = current { pack.add(block) }
                let parts = line.dropFirst().split(separator: " ", maxSplits: 1)
                let kind = parts.first.map(String.init) ?? ""
                let id = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : "main"
                current = ContentBlock(kind: kind, id: id)
                list = "lines"
                continue
            }
            guard current != nil else {
                pack.issues.append("\(language.code) line \(number + 1): text outside a block")
                continue
            }
            if line.hasPrefix("- ") || line.hasPrefix("+ ") {
                let text = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                var pattern = TemplateLine(text, isRich: line.hasPrefix("+"))
                if let block = current {
                    pattern.key = "\(block.kind):\(block.id):\(list):\(block.lines(list).count)"
                }
                current?.lists[list, default: []].append(pattern)
            } else if line.hasSuffix(":"), !line.contains(" ") {
                list = String(line.dropLast())
            } else if let equals = line.range(of: " = ") {
                let key = String(line[..<equals.lowerBound])
                current?.fields[key] = String(line[equals.upperBound...])
            } else {
                pack.issues.append("\(language.code) line \(number + 1): cannot read \"\(line)\"")
            }
        }
        if let block = current { pack.add(block) }
        return pack
    }

    /// The typographic apostrophe everywhere but inside a slot's name (`{N's}` stays a slot).
    static func typographicApostrophes(_ line: String) -> String {
        var result = ""
        var inSlot = false
        for character in line {
            if character == "{" { inSlot = true }
            if character == "}" { inSlot = false }
            result.append(character == "'" && !inSlot ? "’" : character)
        }
        return result
    }
}
