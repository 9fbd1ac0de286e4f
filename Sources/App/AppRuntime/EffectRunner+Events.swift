import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

/// The events section's work: the user's events and the assistant's suggestions.
extension EffectRunner {
    func runEventsEffect(_ effect: EventsEffect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        guard let repository = services.customEvents else {
            // An app without the repository (older tests) answers as a server without the routes would.
            post(.events(Self.unavailable(effect)))
            return
        }
        switch effect {
        case .load(let offset, let requestID):
            start(key: "custom-events-list") {
                do {
                    let page = try await repository.list(category: nil, favoritesOnly: false, limit: Effect.pageSize,
                                                         offset: offset)
                    post(.events(.loaded(page, offset: offset, requestID: requestID)))
                } catch {
                    post(.events(.loadFailed(ClientError(error), requestID: requestID)))
                }
            }
        case .create(let input):
            start {
                do { post(.events(.saved(try await repository.create(input), created: true))) }
                catch { post(.events(.saveFailed(ClientError(error)))) }
            }
        case .update(let id, let input):
            start {
                do { post(.events(.saved(try await repository.update(id: id, with: input), created: false))) }
                catch { post(.events(.saveFailed(ClientError(error)))) }
            }
        case .delete(let id):
            start {
                do {
                    try await repository.delete(id: id)
                    post(.events(.deleted(id: id)))
                } catch {
                    post(.events(.deleteFailed(id: id, ClientError(error))))
                }
            }
        case .setFavorite(let id, let isFavorite):
            start {
                do {
                    let event = try await repository.update(id: id, with: CustomEventInput(isFavorite: isFavorite))
                    post(.events(.favoriteChanged(event)))
                } catch {
                    post(.events(.favoriteChangeFailed(id: id, ClientError(error))))
                }
            }
        case .enhance(let id):
            start {
                do { post(.events(.enhanced(try await repository.enhance(id: id)))) }
                catch { post(.events(.enhanceFailed(id: id, ClientError(error)))) }
            }
        case .suggestTitle(let description, let language):
            start(key: "suggest-title") {
                guard let assistant = services.assistant else { return post(.events(.suggestionFailed(.notFound))) }
                do {
                    let titles = try await assistant.suggestTitles(description: description, language: language)
                    post(.events(.titlesSuggested(titles, source: description)))
                } catch {
                    post(.events(.suggestionFailed(ClientError(error))))
                }
            }
        case .suggestKeywords(let event, let description):
            start(key: "suggest-keywords") {
                guard let assistant = services.assistant else { return post(.events(.suggestionFailed(.notFound))) }
                do { post(.events(.keywordsSuggested(try await assistant.suggestKeywords(event: event, description: description)))) }
                catch { post(.events(.suggestionFailed(ClientError(error)))) }
            }
        }
    }

    private static func unavailable(_ effect: EventsEffect) -> EventsAction {
        switch effect {
        case .load(_, let requestID): .loadFailed(.notFound, requestID: requestID)
        case .create, .update: .saveFailed(.notFound)
        case .delete(let id): .deleteFailed(id: id, .notFound)
        case .setFavorite(let id, _): .favoriteChangeFailed(id: id, .notFound)
        case .enhance(let id): .enhanceFailed(id: id, .notFound)
        case .suggestTitle, .suggestKeywords: .suggestionFailed(.notFound)
        }
    }
}
