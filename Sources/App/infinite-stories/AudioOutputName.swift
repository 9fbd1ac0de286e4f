import ViewState

/// The audio outputs `--audio-output` accepts: mpv's outputs that play sound on Linux, and
/// `null`, which plays in real time to no device. mpv's file writers (`pcm`, `lavc`) are refused:
/// they would drop `audiodump.wav` into whatever folder the app was started from. A comma list
/// tries each in turn, as mpv does; `name:options` keeps mpv's own suboption syntax.
enum AudioOutputName {
    static let known: [(name: String, summary: String)] = [
        ("pipewire", Strings.audioOutputPipewire), ("pulse", Strings.audioOutputPulse), ("alsa", Strings.audioOutputAlsa),
        ("jack", Strings.audioOutputJack), ("sdl", Strings.audioOutputSDL), ("oss", Strings.audioOutputOSS),
        ("openal", Strings.audioOutputOpenAL), ("sndio", Strings.audioOutputSndio), ("null", Strings.audioOutputNull),
    ]
    static let fileWriters: Set<String> = ["pcm", "lavc"]

    /// Why `value` cannot be used, or nil when every output it names is known.
    static func problem(with value: String) -> String? {
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part.prefix { $0 != ":" }).lowercased()
            if fileWriters.contains(name) { return Strings.audioOutputWritesFiles(name) }
            if !known.contains(where: { $0.name == name }) { return Strings.unknownAudioOutput(name.isEmpty ? value : name) }
        }
        return nil
    }

    /// `--audio-output help`: the outputs, one a line.
    static var listing: String {
        Strings.audioOutputsHeader + "\n" + known.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n") + "\n"
    }
}
