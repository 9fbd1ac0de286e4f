import InfiniteStoriesModels

extension AppState {
    /// `story` as the app knows it: the listed summary, brought up to what the story's live
    /// progress has since said (a narration announced ready while the refresh that would bring
    /// the summary failed). Only a summary still waiting or working is brought forward: a
    /// finished one (ready or failed) is the server's word, newer than any progress seen here.
    public func storyAsKnown(_ story: StorySummary) -> StorySummary {
        guard let generation = generation(for: story.id) else { return story }
        var known = story
        switch generation.writing.status {
        case .done where story.generationStatus == .processing: known.generationStatus = .completed
        case .failed where story.generationStatus == .processing: known.generationStatus = .failed
        default: break
        }
        switch generation.narration.status {
        case .done where story.audioStatus == .pending || story.audioStatus == .processing: known.audioStatus = .completed
        case .failed where story.audioStatus == .pending || story.audioStatus == .processing: known.audioStatus = .failed
        case .running where story.audioStatus == .pending: known.audioStatus = .processing
        default: break
        }
        switch generation.illustrations.status {
        case .done where story.illustrationStatus == .none || story.illustrationStatus == .pending
            || story.illustrationStatus == .processing:
            known.illustrationStatus = .completed
            known.illustrationCount = max(story.illustrationCount, generation.illustrations.total ?? generation.illustrations.completed ?? 0)
        case .failed where story.illustrationStatus == .none || story.illustrationStatus == .pending
            || story.illustrationStatus == .processing:
            known.illustrationStatus = .failed
        case .running where story.illustrationStatus == .none || story.illustrationStatus == .pending:
            known.illustrationStatus = .processing
        default: break
        }
        return known
    }

    /// Whether what the detail shows may be out of date: the server does not answer now.
    public var detailMayBeStale: Bool {
        switch connection {
        case .offline, .degraded: true
        case .online, .checking, .starting: false
        }
    }
}
