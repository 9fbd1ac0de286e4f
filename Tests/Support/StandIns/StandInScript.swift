import Foundation
import SharedUtilities

/// A `/bin/sh` script standing in for an engine that misbehaves (espeak-ng failing, killed,
/// silent), which the real engines cannot be made to do on demand.
///
/// The script is written by a child process (`/bin/sh -c 'cat > …'`, the text on its standard
/// input through `ChildProcess.capture`), never opened for writing in the test process. A test
/// process runs many tests at once: if one of them forked while
/// another held the script open for writing, the fork's copy of that descriptor would make the
/// script's own `exec` fail with ETXTBSY ("Text file busy") until the fork exec'd. That is how
/// `SpeechFailureTests.successCleansUpToo` failed in CI once.
public enum StandInScript {
    /// Writes `body` as an executable script named `name` in `folder` and answers its path.
    public static func write(_ body: String, named name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        // The text reaches `sh` on its standard input; only `sh` ever opens the script.
        let written = try ChildProcess.capture("/bin/sh", ["-c", #"cat > "$1" && chmod 755 "$1""#, "sh", path],
                                               input: Data("#!/bin/sh\n\(body)\n".utf8))
        guard written.status == 0 else {
            throw ChildProcess.Failure(description: "cannot write the stand-in \(path): \(written.errors)")
        }
        return path
    }
}
