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

    /// `folder/base.ext`, or `base (2).ext` and so on: an export never replaces a file. The
    /// name is taken at once (an empty file, created only if none is there), so two exports at
    /// the same moment never pick the same one; the export then renames its file over it.
    public static func reserve(in folder: URL, base: String, extension ext: String) throws -> URL {
        for number in 1...10_000 {
            let name = number == 1 ? "\(base).\(ext)" : "\(base) (\(number)).\(ext)"
            let candidate = folder.appendingPathComponent(name)
            let descriptor = open(candidate.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 {
                close(descriptor)
                return candidate
            }
            guard errno == EEXIST else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: candidate.path]) }
        }
        throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: folder.path])
    }

    /// Writes `data` through a file of its own beside `url`, then renames it over `url` (the
    /// name `reserve` took): the file is whole or not there.
    public static func replace(_ url: URL, with write: (URL) throws -> Void) throws {
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).partial")
        do {
            try write(partial)
            guard rename(partial.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }
}
