import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Tonight's queue's work: the repository's calls, and the pause between two stories.
extension EffectRunner {
    func runQueueEffect(_ effect: QueueEffect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        if case .pauseBeforeNext(let storyID, let seconds) = effect {
            // One wake-up, while a queue plays; a stop lets it post into a queue that moved on
            // (the reducer ignores a pause it is not waiting for).
            start(key: "queue-pause") {
                try? await Task.sleep(for: .seconds(seconds))
                if !Task.isCancelled { post(.queue(.pauseOver(storyID: storyID))) }
            }
            return
        }
        guard let queue = services.queue else {
            post(.queue(.loadFailed(.invalidResponse)))
            return
        }
        switch effect {
        case .load:
            start(key: "queue-load") {
                do {
                    let page = try await queue.list(limit: Self.queuePage, offset: 0)
                    if !Task.isCancelled { post(.queue(.loaded(page))) }
                } catch {
                    if !Task.isCancelled { post(.queue(.loadFailed(ClientError(error)))) }
                }
            }
        case .add(let storyID):
            start {
                do { post(.queue(.added(try await queue.add(storyID: storyID)))) }
                catch { post(.queue(.addFailed(storyID: storyID, ClientError(error)))) }
            }
        case .remove(let storyID):
            start {
                do {
                    try await queue.remove(storyID: storyID)
                    post(.queue(.removed(storyID: storyID)))
                } catch {
                    post(.queue(.changeFailed(ClientError(error))))
                }
            }
        case .reorder(let storyIDs):
            // The latest order wins: an older one still on its way is cancelled.
            start(key: "queue-order") {
                do {
                    let page = try await queue.reorder(storyIDs: storyIDs)
                    if !Task.isCancelled { post(.queue(.reordered(page))) }
                } catch {
                    if !Task.isCancelled { post(.queue(.changeFailed(ClientError(error)))) }
                }
            }
        case .pauseBeforeNext:
            break
        }
    }

    /// The whole queue in one page (the server keeps at most 50).
    static let queuePage = 100
}
