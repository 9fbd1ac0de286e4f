import Foundation
import Hummingbird
import InfiniteStoriesModels
import SharedUtilities

/// `GET|PATCH /api/v1/user/profile` (UPSTREAM.md §3.11): upstream's user row with `_count`, plus
/// the preferences every device shares (preferred language, default voice, default story length,
/// time zone). Upstream's PATCH applies only a truthy `name` and drops everything else silently;
/// here every field is checked and a bad one is 400 with its details.
struct ProfileRoutes: Sendable {
    let profiles: any ProfileStore
    let jobs: any JobStore
    /// A preferred language must be one the story writer writes (422 otherwise): the app starts
    /// every new story from it.
    let written: WrittenLanguages

    static let userNotFound = APIError(status: .notFound, code: "NotFound", message: "User not found")

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/user/profile")
        table.add(.patch, "/api/v1/user/profile")

        group.get("user/profile") { _, context in
            let user = try context.requireUser()
            guard let profile = try await profiles.profile(userID: user.userID) else { throw Self.userNotFound }
            return JSONResponse.envelope(try await wire(profile))
        }
        group.patch("user/profile") { request, context in
            let user = try context.requireUser()
            let changes = try Self.changes(from: try await RequestBody.object(request), written: written)
            guard let profile = try await profiles.updateProfile(userID: user.userID, changes: changes, now: Date.storageNow)
            else { throw Self.userNotFound }
            return JSONResponse.envelope(try await wire(profile), message: "Profile updated successfully")
        }
    }

    /// Reads a PATCH body: `name` 1 to 200 characters (not null); preferences are a language name
    /// or code, one of the voices, whole minutes within `UserProfile.storyLengths`, an IANA time
    /// zone, or null for the default again. Unknown keys are ignored, as upstream. A well-formed
    /// language the story writer does not write is 422 (checked after every 400).
    static func changes(from body: [String: JSONValue], written: WrittenLanguages) throws -> ProfileChanges {
        var reader = FieldReader(body)
        var changes = ProfileChanges()
        if reader.isNull("name") { reader.fail("name", "cannot be null") }
        changes.name = reader.string("name", length: 1...200)
        var language: StoryLanguage?
        if reader.isNull("preferredLanguage") {
            changes.preferredLanguage = .some(nil)
        } else if let text = reader.string("preferredLanguage", length: 1...50) {
            language = StoryLanguage(wire: text)
            if let language { changes.preferredLanguage = language.rawValue } else {
                reader.fail("preferredLanguage", StoryValidator.languageMessage)
            }
        }
        if reader.isNull("defaultVoice") {
            changes.defaultVoice = .some(nil)
        } else if let text = reader.string("defaultVoice", length: 1...50) {
            let voice = text.lowercased()
            if Catalog.voices.contains(voice) { changes.defaultVoice = voice } else {
                reader.fail("defaultVoice", "must be one of \(Catalog.voices.joined(separator: ", "))")
            }
        }
        if reader.isNull("defaultStoryLength") {
            changes.defaultStoryLength = .some(nil)
        } else if let minutes = reader.integer("defaultStoryLength", range: UserProfile.storyLengths) {
            changes.defaultStoryLength = minutes
        }
        if reader.isNull("timeZone") {
            changes.timeZone = .some(nil)
        } else if let name = reader.string("timeZone", length: 1...TimeZoneName.maximumLength) {
            if TimeZoneName.zone(name) != nil { changes.timeZone = name } else {
                reader.fail("timeZone", "must be a valid IANA time zone identifier (e.g. \"Europe/Paris\")")
            }
        }
        try reader.check()
        if let language { try written.check(language, field: "preferredLanguage") }
        return changes
    }

    private func wire(_ profile: ProfileRecord) async throws -> UserProfile {
        let counts = try await jobs.generationCounts(userID: profile.user.id)
        return UserProfile(
            id: profile.user.id, email: profile.user.email, name: profile.user.name, createdAt: profile.user.createdAt,
            updatedAt: profile.user.updatedAt, totalStoriesGenerated: counts.stories, totalAudioGenerated: counts.narrations,
            totalIllustrationsGenerated: counts.illustrations, lastStoryGeneratedAt: counts.lastStoryAt,
            preferredLanguage: profile.preferredLanguage ?? StoryLanguage.english.rawValue,
            defaultVoice: profile.defaultVoice ?? Catalog.defaultVoice,
            defaultStoryLength: profile.defaultStoryLength ?? UserProfile.defaultStoryLength,
            timeZone: profile.timeZone ?? "UTC",
            count: .init(heroes: profile.heroCount, customEvents: profile.customEventCount, stories: profile.storyCount))
    }
}
