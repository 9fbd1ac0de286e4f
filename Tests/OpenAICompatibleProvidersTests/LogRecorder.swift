import Logging
import Synchronization

/// A log handler that keeps every message with its metadata, so a test can see what an
/// operator would read in the log.
final class LogRecorder: Sendable {
    struct Entry: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]

        /// The message and its metadata on one line, as a log would show it.
        var line: String { ([message] + metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ") }
    }

    private let entries = Mutex<[Entry]>([])

    var all: [Entry] { entries.withLock { $0 } }

    func contains(_ text: String) -> Bool { all.contains { $0.line.contains(text) } }

    /// A logger writing here (and only here).
    var logger: Logger {
        Logger(label: "test") { _ in Handler(recorder: self) }
    }

    fileprivate func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
                 file: String, function: String, line: UInt) {
            let merged = self.metadata.merging(metadata ?? [:]) { $1 }.mapValues { "\($0)" }
            recorder.append(Entry(level: level, message: message.description, metadata: merged))
        }
    }
}
