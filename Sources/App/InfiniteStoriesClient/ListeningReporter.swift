import Foundation
import InfiniteStoriesModels

/// Sends finished listens, keeping those that cannot be sent now in the pending file, and sends
/// the pending ones again when asked (at start, when the server answers again).
///
/// A report the server refuses for good (the story was deleted, the report is invalid) is
/// dropped: sending it again would fail again. Anything else that fails (no network, a 5xx, an
/// expired session) stays queued, oldest first.
public actor ListeningReporter {
    private let repository: any ListeningRepository
    private let file: URL
    private let now: @Sendable () -> Date

    public init(repository: any ListeningRepository, file: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.repository = repository
        self.file = file
        self.now = now
    }

    /// Reports a listen at once, or queues it.
    public func submit(_ report: ListeningSessionReport) async {
        var queue = ListeningReportQueue.read(from: file, now: now())
        guard queue.entries.isEmpty else {
            // Keep the order: the pending ones go first.
            queue.add(report, at: now())
            try? queue.write(to: file)
            await flush()
            return
        }
        if await send(report) == .retryLater {
            ListeningReportQueue.append(report, toFileAt: file, now: now())
        }
    }

    /// Sends the pending reports, oldest first, until one cannot be sent; answers how many are left.
    @discardableResult
    public func flush() async -> Int {
        var queue = ListeningReportQueue.read(from: file, now: now())
        while let entry = queue.entries.first {
            if await send(entry.report) == .retryLater { break }
            queue.removeFirst()
        }
        try? queue.write(to: file)
        return queue.entries.count
    }

    /// The reports waiting to be sent.
    public func pending() -> [ListeningReportQueue.Entry] { ListeningReportQueue.read(from: file, now: now()).entries }

    private enum Outcome { case done, retryLater }

    private func send(_ report: ListeningSessionReport) async -> Outcome {
        do {
            _ = try await repository.report(report)
            return .done
        } catch let error as ClientError {
            switch error {
            case .notFound, .invalidInput, .rejected: return .done
            default: return .retryLater
            }
        } catch {
            return .retryLater
        }
    }
}
