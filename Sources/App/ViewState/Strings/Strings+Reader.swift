import Foundation

/// The reader and its pictures.
extension Strings {
    // MARK: Reader

    /// `Narration: ready (3:07) · Pictures: 4 pictures`, with the glyph set's separator.
    public static func readerStatus(narration: String, pictures: String, separator: String) -> String {
        "\(narrationLabel): \(narration)\(separator)\(illustrationsLabel): \(pictures)"
    }
    public static let loadingStory = "Loading the story..."
    public static let emptyStory = "This story has no text yet."
    /// The reader's search line starts with the key that opened it.
    public static let searchPrompt = "/"
    /// `Match 2 of 5`.
    public static func matchPosition(_ index: Int, of count: Int) -> String { "Match \(index) of \(count)" }
    /// The query is the user's own: quoted as typed, so they can see what to change.
    public static func noMatch(_ query: String) -> String { "No match for '\(query)'." }
    public static let searchContinuedFromTop = "from the top"
    public static let searchContinuedFromBottom = "from the bottom"

    // MARK: Pictures

    public static func pictureCaption(_ index: Int, of count: Int) -> String { "Picture \(index) of \(count)" }
    public static let picturePending = "waiting to be drawn (press i)"
    public static let picturePainting = "being drawn..."
    public static let pictureFailed = "could not be drawn (press i to retry)"
    public static let pictureLoading = "loading..."
    public static func pictureUnavailable(_ reason: String) -> String { "cannot be shown: \(reason)" }
    public static let noPictures = "This story has no pictures yet: press i to draw them."
    public static let noPictureToOpen = "There is no drawn picture to open here."
    public static func pictureOpened(_ path: String) -> String { "Opened the picture in the image viewer (\(path))." }
    public static func noDisplay(_ path: String) -> String {
        "No display to open pictures on (no DISPLAY or WAYLAND_DISPLAY); the picture is saved at \(path)"
    }
    public static func viewerMissing(_ path: String) -> String {
        "No image viewer found (xdg-open is not installed); the picture is saved at \(path)"
    }
    public static func pictureOpenFailed(_ reason: String) -> String { "The picture could not be opened: \(reason)" }
    public static let avatarLabel = "Avatar"
    public static let avatarNone = "none yet (press a)"
    public static let avatarMaking = "being drawn..."
    public static let avatarReady = "ready"
    public static func avatarMade(_ name: String) -> String { "\(name)'s avatar is ready." }
    public static func avatarFailed(_ reason: String) -> String { "The avatar could not be made: \(reason)" }
}
