import Foundation

/// Where each kind of media lives in the store. Every file of a story is under its folder and
/// every file of a hero under its own, so deleting the folder deletes all of it. File names carry
/// a random part: a new picture or recording gets a new URL, so caches keyed by URL refresh.
enum MediaPaths {
    static func storyFolder(_ storyID: String) -> String { "stories/\(storyID)" }
    static func heroFolder(_ heroID: String) -> String { "heroes/\(heroID)" }

    static func audio(storyID: String, voice: String, fileExtension: String) -> String {
        "\(storyFolder(storyID))/audio-\(voice)-\(token()).\(fileExtension)"
    }

    static func scene(storyID: String, displayOrder: Int) -> String {
        "\(storyFolder(storyID))/scene-\(displayOrder)-\(token()).png"
    }

    static func avatar(heroID: String) -> String {
        "\(heroFolder(heroID))/avatar-\(token()).png"
    }

    private static func token() -> Substring { IdentifierGenerator.make().prefix(8) }
}
