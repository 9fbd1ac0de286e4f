import Foundation
import SpeechSynthesis
@testable import AudioPlayback
import Synchronization
import Testing

/// The real engine (libmpv) on a real narration MP3 made by the offline narrator (espeak-ng and
/// lame), with mpv's `pcm` output (decodes to a WAV file) or `null` output (plays in real time to
/// nowhere) instead of a sound card.
@Suite("Audio engine", .serialized)
struct AudioEngineTests {
    /// A narration of about 12 seconds, made once per run (awaited: a semaphore in a static
    /// initialiser can block both of a 2-core machine's pool threads when suites run together).
    static func narration() async throws -> (path: String, duration: Double) {
        try await NarrationFile.shared.made()
    }

    @Test func decodesTheWholeNarration() async throws {
        let narration = try await Self.narration()
        #expect(narration.duration > 5, "the narrator made a narration")
        let wav = FileManager.default.temporaryDirectory.appendingPathComponent("decoded-\(UUID().uuidString).wav").path

        defer { try? FileManager.default.removeItem(atPath: wav) }
        let engine = try AudioEngine(options: .init(audioOutput: "pcm", pcmFile: wav))
        let events = EventRecorder(engine.events)
        engine.play(file: narration.path)
        let started = await events.first { if case .started = $0 { true } else { false } }
        guard case .started(let duration) = started else {
            Issue.record("never started: \(events.all)")
            return
        }
        #expect(abs((duration ?? 0) - narration.duration) < 0.5, "mpv reads the length the narrator measured")
        #expect(await events.first { $0 == .finished } != nil, "\(events.all)")
        engine.close()
        await events.waitForEnd()
        // The WAV holds the decoded narration: about its length of 16-bit samples, and not silence.
        let wave = try #require(Wave(try Data(contentsOf: URL(fileURLWithPath: wav))))
        #expect(wave.bitsPerSample == 16)
        let samples = wave.samples
        let (rate, channels) = (wave.sampleRate, wave.channels)
        let seconds = Double(samples.count) / Double(rate) / Double(channels)
        #expect(abs(seconds - narration.duration) < 0.5, "decoded \(seconds) s of \(narration.duration) s")
        let loud = samples.filter { abs(Int($0)) > 1000 }.count
        #expect(loud > samples.count / 20, "speech, not silence: \(loud) of \(samples.count) samples")
    }

    /// The sleep timer's fade: a lower volume is quieter samples (mpv's curve is cubic: 50%
    /// is an eighth of the amplitude), reported as a volume event; the next file plays at full
    /// volume again.
    @Test func aLowerVolumeDecodesQuieterAndIsReported() async throws {
        let narration = try await Self.narration()
        func decode(volume: Double) async throws -> (peak: Int, events: [PlaybackEvent]) {
            let wav = FileManager.default.temporaryDirectory.appendingPathComponent("volume-\(UUID().uuidString).wav").path
            defer { try? FileManager.default.removeItem(atPath: wav) }
            let engine = try AudioEngine(options: .init(audioOutput: "pcm", pcmFile: wav))
            let events = EventRecorder(engine.events)
            engine.play(file: narration.path, volume: volume)
            #expect(await events.first { $0 == .finished } != nil, "\(events.all)")
            engine.close()
            await events.waitForEnd()
            let wave = try #require(Wave(try Data(contentsOf: URL(fileURLWithPath: wav))))
            let sorted = wave.samples.map { abs(Int($0)) }.sorted()
            // A high percentile, not the single loudest sample: steadier than a maximum.
            return (sorted[sorted.count * 99 / 100], events.all)
        }
        let full = try await decode(volume: 100)
        let half = try await decode(volume: 50)
        #expect(full.peak > 3_000, "speech at full volume: \(full.peak)")
        let ratio = Double(half.peak) / Double(full.peak)
        #expect(ratio > 0.08 && ratio < 0.2, "50% is about an eighth of the amplitude: \(ratio)")
        #expect(half.events.contains(.volume(50)), "\(half.events.prefix(10))")

        // setVolume while playing is reported too.
        let engine = try AudioEngine(options: .init(audioOutput: "null"))
        let events = EventRecorder(engine.events)
        engine.play(file: narration.path)
        _ = await events.first { if case .position = $0 { true } else { false } }
        engine.setVolume(40)
        #expect(await events.first { $0 == .volume(40) } != nil, "\(events.all)")
        engine.close()
        await events.waitForEnd()
    }

    @Test func positionAdvancesSeeksAndSpeedTakeEffect() async throws {
        let narration = try await Self.narration()
        let engine = try AudioEngine(options: .init(audioOutput: "null"))
        let events = EventRecorder(engine.events)
        engine.play(file: narration.path)
        #expect(await events.first { if case .position(let at) = $0 { at >= 1 } else { false } } != nil,
                "the position advances: \(events.all)")
        let mark = events.count
        engine.seek(to: 6)
        #expect(await events.first(since: mark) { if case .position(let at) = $0 { at >= 6 } else { false } } != nil,
                "the seek took effect: \(events.all)")
        engine.setSpeed(2)
        #expect(await events.first { $0 == .speed(2) } != nil)
        // At double speed, media time runs faster than the clock.
        let before = try #require(events.latestPosition)
        let clock = ContinuousClock.now
        _ = await events.first { if case .position(let at) = $0 { at >= before + 2 } else { false } }
        let media = (events.latestPosition ?? before) - before
        let wall = Double((ContinuousClock.now - clock).components.seconds) + Double((ContinuousClock.now - clock).components.attoseconds) / 1e18
        #expect(media >= 2 && media > wall * 1.3, "media \(media) s in \(wall) s")
        engine.close()
        await events.waitForEnd()
    }

    @Test func pauseHoldsThePositionAndStartCanResume() async throws {
        let narration = try await Self.narration()
        let engine = try AudioEngine(options: .init(audioOutput: "null"))
        let events = EventRecorder(engine.events)
        engine.play(file: narration.path, from: 4)
        let first = await events.first { if case .position = $0 { true } else { false } }
        guard case .position(let at) = first else {
            Issue.record("no position: \(events.all)")
            return
        }
        // Within a few MP3 frames (26 ms each) of the place asked: a loaded machine's mpv
        // reported its first position a hair before it.
        #expect(at > 3.9 && at < 5, "started where asked: \(at)")
        var mark = events.count
        engine.setPaused(true)
        #expect(await events.first(since: mark) { $0 == .paused(true) } != nil)
        let held = events.latestPosition ?? 0
        try await Task.sleep(for: .milliseconds(1500))
        // mpv may report the position it paused at once more, rounded differently (4.011309 and
        // 4.011309036635493 were seen); 1.5 s of playing would move it by 1.5.
        let latest = events.latestPosition ?? 0
        #expect(abs(latest - held) < 0.05, "no position moves while paused: \(held) then \(latest)")
        mark = events.count
        engine.setPaused(false)
        #expect(await events.first(since: mark) { $0 == .paused(false) } != nil)
        engine.stop()
        #expect(await events.first { $0 == .stopped } != nil, "\(events.all)")
        engine.close()
        await events.waitForEnd()
    }

    @Test func noAudioDeviceIsReportedNotCrashed() async throws {
        let narration = try await Self.narration()
        let engine = try AudioEngine(options: .init(audioOutput: "alsa", audioDevice: "alsa/infinite-stories-no-such-device"))
        let events = EventRecorder(engine.events)
        engine.play(file: narration.path)
        let reported = await events.first { if case .noAudioOutput = $0 { true } else { false } }
        guard case .noAudioOutput(let reason) = reported else {
            Issue.record("not reported: \(events.all)")
            return
        }
        #expect(!reason.isEmpty)
        // The engine still works for the next file.
        engine.play(file: "/nonexistent/story.mp3")
        #expect(await events.first { if case .failed = $0 { true } else { false } } != nil, "\(events.all)")
        engine.close()
        await events.waitForEnd()
    }
}

/// Keeps every event of an engine, for tests to wait on.
final class EventRecorder: Sendable {
    private final class Storage: Sendable {
        let events = Mutex<[PlaybackEvent]>([])
        let ended = Mutex(false)
    }

    private let storage = Storage()
    private let consumer: Task<Void, Never>

    init(_ stream: AsyncStream<PlaybackEvent>) {
        let storage = self.storage
        consumer = Task {
            for await event in stream { storage.events.withLock { $0.append(event) } }
            storage.ended.withLock { $0 = true }
        }
    }

    var all: [PlaybackEvent] { storage.events.withLock { $0 } }

    var latestPosition: Double? {
        all.reversed().lazy.compactMap { if case .position(let at) = $0 { at } else { nil } }.first
    }

    var count: Int { storage.events.withLock { $0.count } }

    /// The first event from the `since`-th on (so far or to come, within `timeout`) that matches.
    func first(since: Int = 0, timeout: Duration = .seconds(20), where matches: (PlaybackEvent) -> Bool) async -> PlaybackEvent? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let found = all.dropFirst(since).first(where: matches) { return found }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    func waitForEnd(timeout: Duration = .seconds(10)) async {
        let deadline = ContinuousClock.now + timeout
        while !storage.ended.withLock({ $0 }), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
    }
}

/// The parts of a WAV file the test reads: format and 16-bit samples of the `data` chunk.
struct Wave {
    let channels: Int
    let sampleRate: Int
    let bitsPerSample: Int
    let samples: [Int16]

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count > 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46] else { return nil }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        var offset = 12
        var format: (channels: Int, rate: Int, bits: Int)?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            if id == "fmt " { format = (u16(body + 2), u32(body + 4), u16(body + 14)) }
            if id == "data", let format {
                let end = min(bytes.count, body + (size == 0 || size == 0xFFFF_FFFF ? bytes.count : size))
                var samples: [Int16] = []
                samples.reserveCapacity((end - body) / 2)
                var index = body
                while index + 1 < end {
                    samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                    index += 2
                }
                (channels, sampleRate, bitsPerSample, self.samples) = (format.channels, format.rate, format.bits, samples)
                return
            }
            offset = body + size + (size & 1)
        }
        return nil
    }
}

/// The test narration's file, made once and shared by the tests that await it.
actor NarrationFile {
    static let shared = NarrationFile()
    private var file: (path: String, duration: Double)?

    func made() async throws -> (path: String, duration: Double) {
        if let file { return file }
        let text = """
            Once upon a time, a brave girl called Mia found a little owl in the garden. \
            The owl could not fly, so Mia made it a nest of soft leaves and sang to it every night. \
            One morning the owl spread its wings and flew up to the moon, and Mia waved goodbye.
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("narration.mp3").path
        let speech = try await EspeakSpeechSynthesizer().synthesize(SpeechRequest(text: text))
        _ = FileManager.default.createFile(atPath: path, contents: speech.data)
        file = (path, speech.duration)
        return (path, speech.duration)
    }
}
