import InfiniteStoriesModels

/// The signed-in user's heroes; what the view-state layer uses.
public protocol HeroRepository: Sendable {
    /// One page, newest first; `limit` is clamped by the server to 1...100.
    func list(limit: Int, offset: Int) async throws -> HeroPage
    func get(id: String) async throws -> Hero
    func create(_ input: HeroInput) async throws -> Hero
    /// Changes the fields set in `input`; fields in `input.cleared` are cleared.
    func update(id: String, with input: HeroInput) async throws -> Hero
    func delete(id: String) async throws
    /// Asks for a new avatar, in the background when the server can (`Prefer: respond-async`);
    /// safe to retry (it carries an `Idempotency-Key`).
    func generateAvatar(id: String, prompt: String?) async throws -> AvatarGeneration
}
