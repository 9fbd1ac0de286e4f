import CMpv
import Foundation

/// Narration playback on libmpv, in-process: play, pause, seek, speed, position, end.
///
/// One engine plays one file at a time. Commands return at once (mpv runs them on its own
/// threads); what happens arrives on `events`, from a thread of the engine's own that blocks in
/// `mpv_wait_event`, so nothing polls and an idle engine never wakes the app. libmpv's client API
/// may be called from any thread, which is what makes the class safe to share.
///
/// mpv never writes to the terminal here (`terminal=no`), shows no window (`vo=null`) and loads
/// no configuration, scripts or hooks of the user's: it only decodes audio.
public final class AudioEngine: @unchecked Sendable {
    /// Where the sound goes.
    public struct Options: Sendable, Equatable {
        /// mpv's `ao`: nil lets mpv pick the system's (PipeWire, PulseAudio, ALSA); `null` plays
        /// in real time to nowhere; `pcm` decodes to `pcmFile` as fast as it can (tests).
        public var audioOutput: String?
        /// With `audioOutput == "pcm"`: the WAV file decoded audio is written to (16-bit PCM).
        public var pcmFile: String?
        /// mpv's `audio-device`; nil is the output's default device.
        public var audioDevice: String?

        public init(audioOutput: String? = nil, pcmFile: String? = nil, audioDevice: String? = nil) {
            self.audioOutput = audioOutput
            self.pcmFile = pcmFile
            self.audioDevice = audioDevice
        }
    }

    public let events: AsyncStream<PlaybackEvent>
    private let continuation: AsyncStream<PlaybackEvent>.Continuation
    private let library: MpvLibrary
    private let handle: MpvLibrary.Handle
    private let closed = LockedFlag()

    /// Starts libmpv (loading it on first use).
    public init(options: Options = Options()) throws(PlaybackError) {
        library = try MpvLibrary.shared()
        guard let handle = library.create() else { throw .engineFailed("mpv_create failed") }
        self.handle = handle
        (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(256))
        var settings: [(String, String)] = [
            ("terminal", "no"), ("config", "no"), ("load-scripts", "no"), ("ytdl", "no"), ("osc", "no"),
            ("vo", "null"), ("vid", "no"), ("audio-display", "no"), ("idle", "yes"), ("keep-open", "no"),
            ("input-default-bindings", "no"), ("input-vo-keyboard", "no"), ("audio-client-name", "infinite-stories"),
        ]
        if let output = options.audioOutput { settings.append(("ao", output)) }
        if let device = options.audioDevice { settings.append(("audio-device", device)) }
        if let file = options.pcmFile {
            settings.append(("ao-pcm-file", file))
            settings.append(("ao-pcm-waveheader", "yes"))
            settings.append(("audio-format", "s16"))  // plain 16-bit PCM, readable by any tool
        }
        for (name, value) in settings {
            let code = library.setOptionString(handle, name, value)
            guard code >= 0 else {
                library.terminateDestroy(handle)
                throw .engineFailed("\(name)=\(value): \(library.describe(code))")
            }
        }
        let started = library.initialize(handle)
        guard started >= 0 else {
            library.terminateDestroy(handle)
            throw .engineFailed(library.describe(started))
        }
        _ = library.requestLogMessages(handle, "warn")
        for (id, name, format) in Self.observed {
            _ = library.observeProperty(handle, id, name, format)
        }
        let loop = EventLoop(library: library, handle: handle, continuation: continuation)
        let thread = Thread { loop.run() }
        thread.name = "mpv events"
        thread.start()
    }

    deinit { close() }

    /// Plays `file` (a path or URL) from `start` seconds, replacing whatever was playing.
    public func play(file: String, from start: Double = 0, speed: Double = 1, paused: Bool = false, volume: Double = 100) {
        // Options set as properties apply to the next file loaded; all five are set every time.
        _ = library.setPropertyString(handle, "start", String(format: "%.3f", max(0, start)))
        _ = library.setPropertyString(handle, "speed", String(format: "%.2f", speed))
        setVolume(volume)
        _ = library.setPropertyString(handle, "pause", paused ? "yes" : "no")
        run(["loadfile", file, "replace"])
    }

    public func setPaused(_ paused: Bool) { _ = library.setPropertyString(handle, "pause", paused ? "yes" : "no") }

    /// Seeks to `seconds` from the start (mpv clamps past the end to the end).
    public func seek(to seconds: Double) { run(["seek", String(format: "%.3f", max(0, seconds)), "absolute"]) }

    /// mpv's software volume in percent (0...100; mpv's curve is cubic, so equal steps sound
    /// like an even fade).
    public func setVolume(_ percent: Double) {
        _ = library.setPropertyString(handle, "volume", String(format: "%.1f", min(100, max(0, percent))))
    }

    public func setSpeed(_ speed: Double) { _ = library.setPropertyString(handle, "speed", String(format: "%.2f", speed)) }

    /// Stops playing; the engine stays ready for the next file.
    public func stop() { run(["stop"]) }

    /// Shuts the engine down; `events` ends once it has.
    public func close() {
        guard closed.set() else { return }
        run(["quit"])
    }

    private func run(_ arguments: [String]) {
        var pointers = arguments.map { UnsafePointer(strdup($0)) }
        pointers.append(nil)
        defer { pointers.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            _ = library.command(handle, buffer.baseAddress)
        }
    }

    /// Properties reported to the event loop, by reply id.
    static let observed: [(UInt64, String, mpv_format)] = [
        (Property.position.rawValue, "time-pos", MPV_FORMAT_DOUBLE),
        (Property.pause.rawValue, "pause", MPV_FORMAT_FLAG),
        (Property.speed.rawValue, "speed", MPV_FORMAT_DOUBLE),
        (Property.volume.rawValue, "volume", MPV_FORMAT_DOUBLE),
    ]

    enum Property: UInt64 {
        case position = 1, pause, speed, volume
    }
}

/// A flag that can be set once, from any thread.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    /// True the first time only.
    func set() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if isSet { return false }
        isSet = true
        return true
    }
}
