import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `GET /api/v1/voices`: the narration voices and how each sounds with the speech provider this
/// server uses (espeak-ng offline, OpenAI's voices when that provider is on), so the app's voice
/// pickers describe what will be heard.
///
/// Public, like `/api/v1/story-languages`: it describes the server, not an account.
struct VoiceRoutes: Sendable {
    let voices: VoiceList

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/voices")
        let answer = voices
        router.get("/api/v1/voices") { _, _ in JSONResponse.envelope(answer) }
    }
}
