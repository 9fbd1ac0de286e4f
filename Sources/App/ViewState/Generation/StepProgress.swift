import InfiniteStoriesClient
import InfiniteStoriesModels

/// One step of a story's generation (writing, narration or illustrations) as the panel shows it.
public struct StepProgress: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Not asked for yet.
        case waiting
        case running
        case done
        case failed(String)
    }

    public var status: Status = .waiting
    /// 0...100 when the server said how far it is.
    public var percent: Int?
    /// Illustrations drawn and to draw.
    public var completed: Int?
    public var total: Int?

    public init(status: Status = .waiting, percent: Int? = nil, completed: Int? = nil, total: Int? = nil) {
        self.status = status
        self.percent = percent
        self.completed = completed
        self.total = total
    }

    /// The bar's fraction when known: from counts, else from the percentage.
    public var fraction: Double? {
        if status == .done { return 1 }
        if let completed, let total, total > 0 { return Double(completed) / Double(total) }
        return percent.map { Double(min(max($0, 0), 100)) / 100 }
    }

    public var isFinished: Bool {
        switch status {
        case .done, .failed: true
        case .waiting, .running: false
        }
    }

    public var isFailed: Bool {
        if case .failed = status { return true }
        return false
    }
}

/// Reading the illustrations' state from the server's answer.
extension StepProgress {
    /// Takes the illustrations' state from a status answer.
    mutating func adopt(_ progress: IllustrationProgress) {
        completed = progress.completed
        total = progress.total
        percent = min(max(progress.progress, 0), 100)
        switch progress.status {
        case .completed: status = .done
        case .partial, .failed: status = .failed(ClientMessages.illustrationsFailed)
        case .none: status = progress.total == 0 ? .done : .running
        case .pending, .processing, .unknown: status = .running
        }
    }
}
