import Foundation
import Testing
import TerminalUI

/// Compares a rendered screen with a recorded golden file under `__Snapshots__`.
///
/// A file holds what a person sees: the text, the role of every cell, and how the cells look
/// on the tier being checked (attributes on monochrome, the role's colours on 256 colours).
/// Set `RECORD_SNAPSHOTS=1` to (re)write the files; a missing file fails the test so that an
/// unrecorded screen is never silently accepted.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// The text of a snapshot of `buffer` as seen on `tier`.
    static func describe(_ buffer: ScreenBuffer, tier: ColorTier, theme: Theme = .standard) -> String {
        var text = "size \(buffer.width)x\(buffer.height), tier \(tier.rawValue), cursor \(cursorText(buffer))\n"
        text += "--- text\n" + buffer.lines().map { "|\($0)|" }.joined(separator: "\n") + "\n"
        text += "--- roles (" + Role.allCases.map { "\($0.maskLetter)=\($0.rawValue)" }.joined(separator: " ") + ")\n"
        text += buffer.roleMask().map { "|\($0)|" }.joined(separator: "\n") + "\n"
        switch tier {
        case .monochrome:
            text += "--- attributes (. none, b bold, u underline, r reverse, d dim, digits: several, see legend)\n"
            text += attributeMask(buffer, theme: theme).map { "|\($0)|" }.joined(separator: "\n") + "\n"
        case .ansi16, .ansi256:
            let used = Set(buffer.roleMask().joined())
            let legend = Role.allCases.filter { used.contains($0.maskLetter) }.map { role in
                let look = theme.appearance(ofRole: role, tier: tier)
                return "\(role.maskLetter) \(role.rawValue): fg \(look.foreground) bg \(look.background) attrs \(attributeName(look.attributes))"
            }
            text += "--- colours\n" + legend.joined(separator: "\n") + "\n"
        }
        return text
    }

    static func cursorText(_ buffer: ScreenBuffer) -> String {
        buffer.cursorPosition.map { "\($0.x),\($0.y)" } ?? "hidden"
    }

    /// One letter per cell for the monochrome look: what tells meanings apart without colour.
    static func attributeMask(_ buffer: ScreenBuffer, theme: Theme) -> [String] {
        (0..<buffer.height).map { row in
            String(buffer.cells(inRow: row).map { cell in
                letter(theme.appearance(for: cell.style, tier: .monochrome).attributes)
            })
        }
    }

    static func letter(_ attributes: TextAttributes) -> Character {
        switch attributes {
        case []: "."
        case [.bold]: "b"
        case [.underline]: "u"
        case [.reverse]: "r"
        case [.dim]: "d"
        case [.bold, .underline]: "1"
        case [.reverse, .bold]: "2"
        case [.dim, .underline]: "3"
        case [.reverse, .underline]: "4"
        case [.dim, .bold]: "5"
        default: "*"
        }
    }

    static func attributeName(_ attributes: TextAttributes) -> String {
        var names: [String] = []
        if attributes.contains(.bold) { names.append("bold") }
        if attributes.contains(.underline) { names.append("underline") }
        if attributes.contains(.reverse) { names.append("reverse") }
        if attributes.contains(.dim) { names.append("dim") }
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }

    /// Checks `actual` against the file `name`.txt, or records it.
    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name + ".txt")
        if isRecording {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No snapshot \(name).txt; run with RECORD_SNAPSHOTS=1 and review it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.components(separatedBy: "\n")
            let actualLines = actual.components(separatedBy: "\n")
            var report: [String] = []
            for index in 0..<max(expectedLines.count, actualLines.count) {
                let old = index < expectedLines.count ? expectedLines[index] : "<none>"
                let new = index < actualLines.count ? actualLines[index] : "<none>"
                if old != new { report.append("line \(index + 1):\n- \(old)\n+ \(new)") }
                if report.count >= 8 { break }
            }
            let message = "Snapshot \(name) differs:\n" + report.joined(separator: "\n")
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
