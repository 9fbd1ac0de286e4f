import Foundation
import InfiniteStoriesModels

/// Listening reports that could not be sent yet (offline, server down), kept in a small file
/// beside the session (0600) and sent again later, as upstream keeps them: the newest 50 at most,
/// none older than seven days.
public struct ListeningReportQueue: Sendable, Equatable {
    public static let capacity = 50
    public static let maximumAge: TimeInterval = 7 * 24 * 3600

    /// A report and when it was first queued.
    public struct Entry: Codable, Sendable, Equatable {
        public var report: ListeningSessionReport
        public var queuedAt: Date

        public init(report: ListeningSessionReport, queuedAt: Date) {
            self.report = report
            self.queuedAt = queuedAt
        }
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Adds `report`, dropping the oldest past the capacity and anything past the age limit.
    public mutating func add(_ report: ListeningSessionReport, at now: Date) {
        entries.append(Entry(report: report, queuedAt: now))
        prune(at: now)
    }

    /// Drops what is too old or beyond the capacity (the oldest go first).
    public mutating func prune(at now: Date) {
        entries.removeAll { now.timeIntervalSince($0.queuedAt) > Self.maximumAge }
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Takes the oldest entry off the queue.
    public mutating func removeFirst() { if !entries.isEmpty { entries.removeFirst() } }

    // MARK: The file

    /// Reads the queue at `url`; a missing, unreadable or malformed file is an empty queue (a
    /// lost report is better than an app that will not start).
    public static func read(from url: URL, now: Date) -> ListeningReportQueue {
        guard let data = try? AtomicFile.read(atPath: url.path, limit: 1 << 20),
              let entries = try? JSONDecoder.wire().decode([Entry].self, from: data) else { return ListeningReportQueue() }
        var queue = ListeningReportQueue(entries: entries)
        queue.prune(at: now)
        return queue
    }

    /// Adds `report` to the queue kept at `url` (read, add, write): for a report that cannot be
    /// sent now, or one made when the app quits.
    public static func append(_ report: ListeningSessionReport, toFileAt url: URL, now: Date) {
        var queue = read(from: url, now: now)
        queue.add(report, at: now)
        try? queue.write(to: url)
    }

    /// Writes the queue to `url` (0600), or removes the file when the queue is empty.
    public func write(to url: URL) throws {
        guard !entries.isEmpty else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        try AtomicFile.write(try JSONEncoder.wire().encode(entries), to: url, permissions: 0o600)
    }
}
