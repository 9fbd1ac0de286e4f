import InfiniteStoriesModels
import ViewState

/// Words for a story's statuses, shared by the detail pane and the reader.
enum StatusText {
    static func text(_ status: GenerationStatus) -> String {
        switch status {
        case .processing: Strings.textWriting
        case .completed: Strings.textDone
        case .failed: Strings.textFailed
        case .unknown: Strings.unknownStatus
        }
    }

    static func narration(_ status: AudioStatus, duration: Double?) -> String {
        switch status {
        case .pending: Strings.audioNone
        case .processing: Strings.audioProcessing
        case .completed: Strings.audioReady(duration: duration)
        case .failed: Strings.audioFailed
        case .unknown: Strings.unknownStatus
        }
    }

    static func pictures(_ status: IllustrationStatus, count: Int) -> String {
        switch status {
        case .none: Strings.illustrationsNone
        case .pending: Strings.illustrationsNone
        case .processing: Strings.illustrationsProcessing
        case .completed: Strings.illustrationsReady(count)
        case .partial: Strings.illustrationsPartial
        case .failed: Strings.illustrationsFailed
        case .unknown: Strings.unknownStatus
        }
    }
}
