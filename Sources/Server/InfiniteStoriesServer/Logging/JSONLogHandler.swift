import Foundation
import Logging

/// Writes each log event as one JSON object on its own line (`--log-format json`), for log
/// collectors (journald's JSON, Loki, Elasticsearch) that would otherwise parse free text.
///
/// swift-log ships only a text handler and the mirror has no JSON one, so this is ours: the
/// fields are `timestamp` (ISO 8601 in UTC, milliseconds), `level`, `label`, `message`, `source`
/// and `metadata` (nested as the logger gave it). What is logged is what the text handler logs:
/// the request log never holds a token or a password.
public struct JSONLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    public var metadataProvider: Logger.MetadataProvider?
    let label: String
    let write: @Sendable (String) -> Void

    /// A handler writing to standard error, the server's log stream.
    public static func standardError(label: String) -> JSONLogHandler {
        JSONLogHandler(label: label) { line in
            Self.lock.withLock { FileHandle.standardError.write(Data(line.utf8)) }
        }
    }

    /// One line at a time from every logger of the process.
    private static let lock = NSLock()

    public init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        var object: [String: Any] = [
            "timestamp": Self.timestamp(Date()), "level": event.level.rawValue, "label": label,
            "message": event.message.description, "source": event.source,
        ]
        if !merged.isEmpty { object["metadata"] = merged.mapValues(Self.json) }
        if let error = event.error { object["error"] = String(describing: error) }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return }
        write(String(decoding: data, as: UTF8.self) + "\n")
    }

    /// A metadata value as JSON: strings, arrays and objects as they are; the rest as text.
    static func json(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let item): item.description
        case .array(let items): items.map(json)
        case .dictionary(let items): items.mapValues(json)
        }
    }

    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }
}
