import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `GET /api/v1/story-languages`: the languages the configured story writer writes, so clients
/// offer only those (anything else is refused with 422, `WrittenLanguages`).
///
/// Public, like `/api/v1/health` and `/api/auth/methods`: it describes the server, not an
/// account, so a client can ask once per server whoever is signed in (or before anyone is), and
/// an expired session cannot make it fall back to offering languages the server refuses.
struct StoryLanguageRoutes: Sendable {
    let written: WrittenLanguages

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/story-languages")
        let answer = StoryLanguageList(languages: written.ordered.map(StoryLanguageList.Entry.init))
        router.get("/api/v1/story-languages") { _, _ in JSONResponse.envelope(answer) }
    }
}
