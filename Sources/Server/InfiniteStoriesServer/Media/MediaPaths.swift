import Foundation

/// Where each kind of media lives in the store. Every file of a story is under its folder and
/// every file of a hero under its own, so deleting the folder deletes all of it. File names carry
/// a part of the id of the job that made them: a new picture or recording (a new job) gets a new
/// URL, so caches keyed by URL refresh, while the same job run again (another instance taking
/// over after a crash) writes the same key, so a takeover leaves no orphan file behind.
enum MediaPaths {
    static func storyFolder(_ storyID: String) -> String { "stories/\(storyID)" }
    static func heroFolder(_ heroID: String) -> String { "heroes/\(heroID)" }

    static func audio(storyID: String, voice: String, jobID: String, fileExtension: String) -> String {
        "\(storyFolder(storyID))/audio-\(voice)-\(token(jobID)).\(fileExtension)"
    }

    static func scene(storyID: String, displayOrder: Int, jobID: String) -> String {
        "\(storyFolder(storyID))/scene-\(displayOrder)-\(token(jobID)).png"
    }

    static func avatar(heroID: String, jobID: String) -> String {
        "\(heroFolder(heroID))/avatar-\(token(jobID)).png"
    }

    /// A relative path inside the media root: no leading slash, no `.` or `..` segment. Both stores
    /// refuse anything else, so a stored path can never reach the database file or another prefix.
    static func isValid(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }

    /// Job ids are random (base32, 26 characters); ten of them tell a story's jobs apart.
    private static func token(_ jobID: String) -> Substring { jobID.prefix(10) }
}
