import Foundation

/// Finds the programs the offline speech provider runs.
///
/// Lookup happens at every narration rather than once at start-up so installing espeak-ng or lame
/// on a running server makes narration work without a restart.
enum ExecutableLocator {
    /// The path of an executable regular file for `command`, or nil.
    ///
    /// A command containing a slash is taken as a path as-is; a bare name is searched for in
    /// `searchPath` (a `PATH`-style list; the process's own `PATH` when nil), like a shell would.
    static func locate(_ command: String, searchPath: String? = nil) -> String? {
        guard !command.isEmpty else { return nil }
        if command.contains("/") {
            return isExecutableFile(command) ? command : nil
        }
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(command).path
            if isExecutableFile(candidate) {
                return candidate
            }
        }
        return nil
    }

    /// True for an executable regular file; a directory has its execute bit set too, but running
    /// one would only fail later with a less useful message.
    static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
              !isDirectory.boolValue else { return false }
        return FileManager.default.isExecutableFile(atPath: path)
    }
}
