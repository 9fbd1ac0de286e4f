import Foundation

/// Where exported books go and what they are called: the folder given (`--export-dir`), else
/// `$XDG_DOCUMENTS_DIR`, else `~/Documents`; a file name from the title, never overwriting
/// another story's book (`The Moon Trip (2).epub`).
public enum ExportFiles {
    public static func folder(given: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let given, !given.isEmpty { return URL(fileURLWithPath: (given as NSString).expandingTildeInPath) }
        if let documents = environment["XDG_DOCUMENTS_DIR"], !documents.isEmpty {
            return URL(fileURLWithPath: (documents as NSString).expandingTildeInPath)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent("Documents")
    }

    /// A file name from `title`: path separators, control characters and leading dots out,
    /// at most 80 characters, "Story" when nothing is left.
    public static func baseName(for title: String) -> String {
        var name = String(title.unicodeScalars.filter { scalar in
            scalar != "/" && scalar != "\\" && scalar != ":" && scalar.value >= 0x20 && scalar.value != 0x7F
        }.map(Character.init))
        name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        while name.hasPrefix(".") { name.removeFirst() }
        if name.count > 80 { name = String(name.prefix(80)).trimmingCharacters(in: .whitespaces) }
        return name.isEmpty ? "Story" : name
    }

    /// `folder/base.ext`, or `base (2).ext` and so on: an export never replaces a file.
    public static func url(in folder: URL, base: String, extension ext: String) -> URL {
        var candidate = folder.appendingPathComponent("\(base).\(ext)")
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("\(base) (\(number)).\(ext)")
            number += 1
        }
        return candidate
    }
}
