import InfiniteStoriesModels

/// The signed-in user's own story events; what the view-state layer uses.
public protocol CustomEventRepository: Sendable {
    /// One page: favourites first, then the most used, then the newest. `category` and
    /// `favoritesOnly` narrow it.
    func list(category: String?, favoritesOnly: Bool, limit: Int, offset: Int) async throws -> CustomEventPage
    func get(id: String) async throws -> CustomStoryEvent
    func create(_ input: CustomEventInput) async throws -> CustomStoryEvent
    /// Changes the fields set in `input`.
    func update(id: String, with input: CustomEventInput) async throws -> CustomStoryEvent
    /// Deletes the event; its stories stay (without their `customEventId`).
    func delete(id: String) async throws
    /// Rewrites the prompt and keywords once through the server's assistant; a second call is
    /// refused (`ClientError.badRequest`, "already been enhanced").
    func enhance(id: String) async throws -> CustomStoryEvent
}
