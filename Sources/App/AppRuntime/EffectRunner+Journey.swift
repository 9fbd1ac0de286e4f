import InfiniteStoriesClient
import ViewState
import InfiniteStoriesModels

/// The reading journey's loads.
extension EffectRunner {
    /// The five answers asked for at once and posted together; one failure fails the load (the
    /// screen keeps the last complete data). Keyed, so a refresh replaces a load under way.
    func runJourneyEffect(requestID: Int, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        start(key: "journey") {
            guard let journey = services.journey else {
                post(.journey(.loadFailed(.invalidResponse, requestID: requestID)))
                return
            }
            do {
                async let summary = journey.summary()
                async let activity = journey.activity(range: "year")
                async let heroes = journey.heroes()
                async let milestones = journey.milestones()
                async let insights = journey.insights()
                let data = try await JourneyData(summary: summary, activity: activity, heroes: heroes,
                                                 milestones: milestones, insights: insights)
                post(.journey(.loaded(data, requestID: requestID)))
            } catch {
                if !Task.isCancelled { post(.journey(.loadFailed(ClientError(error), requestID: requestID))) }
            }
        }
    }
}
