/// How the app plays and keeps media: from the command line, passed down to the launch.
struct MediaSettings: Sendable, Equatable {
    /// mpv's audio output; nil lets mpv choose the system's.
    var audioOutput: String?
    /// The media cache's bound in bytes.
    var cacheBytes: Int = 200 << 20
    /// `--export-dir`: where `X` writes exported stories; nil is the documents folder.
    var exportDirectory: String?
}
