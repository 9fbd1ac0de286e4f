import Foundation
import AudioPlayback
import ViewState
import AppRuntime

/// The app's narration player: `AudioPlayback.AudioEngine` (libmpv) behind the view state's
/// `AudioPlaying`, started on the first play so libmpv never costs the app's start-up.
///
/// It tags each engine event with the story it is about and reports `.stopped` itself, at the
/// moment a story is stopped or replaced; the engine's own end-of-file events for a replaced
/// file are dropped. Positions reach the app at most about once a second of wall time (at 2x the
/// engine reports twice a second), plus at once after a jump (a seek), so the mini player's
/// clock redraws at most once a second.
///
/// `@unchecked Sendable`: the mutable state is guarded by `lock`.
final class EnginePlayer: AudioPlaying, @unchecked Sendable {
    let events: AsyncStream<PlayerEvent>
    private let continuation: AsyncStream<PlayerEvent>.Continuation
    private let options: AudioEngine.Options
    private let lock = NSLock()
    private var engine: AudioEngine?
    private var engineFailure: PlaybackError?
    /// The story the engine plays (nil: none).
    private var current: String?
    /// A file was asked for and the engine has not said it started yet: its end-of-file events
    /// are the replaced file's.
    private var awaitingStart = false
    private var lastPosition: (seconds: Double, at: ContinuousClock.Instant)?
    /// A position held back (less than a second after the last one), sent when the second is up.
    private var heldPosition: (story: String, seconds: Double)?
    private var heldPositionTask: Task<Void, Never>?
    private var speed = 1.0

    init(options: AudioEngine.Options = AudioEngine.Options()) {
        self.options = options
        (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(256))
    }

    deinit {
        engine?.close()
        continuation.finish()
    }

    func play(storyID: String, file: URL, from start: Double, speed: Double) {
        let (engine, previous) = lock.withLock { () -> (AudioEngine?, String?) in
            let previous = current
            current = storyID
            awaitingStart = true
            lastPosition = nil
            self.speed = speed
            return (startEngineIfNeeded(), previous)
        }
        if let previous { emit(previous, .stopped) }
        guard let engine else {
            let reason = lock.withLock { () -> String in
                current = nil
                return engineFailure?.description ?? "the audio engine could not start"
            }
            emit(storyID, .noAudioOutput(reason))
            return
        }
        engine.play(file: file.path, from: start, speed: speed, volume: 100)
    }

    func setVolume(_ percent: Double) { lock.withLock { engine }?.setVolume(percent) }

    func setPaused(_ paused: Bool) { lock.withLock { engine }?.setPaused(paused) }

    func seek(to seconds: Double) {
        let engine = lock.withLock { () -> AudioEngine? in
            lastPosition = nil
            heldPositionTask?.cancel()
            heldPosition = nil
            return self.engine
        }
        engine?.seek(to: seconds)
    }

    func setSpeed(_ speed: Double) {
        let engine = lock.withLock { () -> AudioEngine? in
            self.speed = speed
            return self.engine
        }
        engine?.setSpeed(speed)
    }

    func stop() {
        let (engine, previous) = lock.withLock { () -> (AudioEngine?, String?) in
            defer {
                current = nil
                awaitingStart = false
            }
            return (self.engine, current)
        }
        engine?.stop()
        if let previous { emit(previous, .stopped) }
    }

    /// Runs under `lock`.
    private func startEngineIfNeeded() -> AudioEngine? {
        if let engine { return engine }
        if engineFailure != nil { return nil }
        do {
            let engine = try AudioEngine(options: options)
            self.engine = engine
            Task.detached { [weak self] in
                for await event in engine.events { self?.forward(event) }
            }
            return engine
        } catch {
            engineFailure = error
            return nil
        }
    }

    private func forward(_ event: PlaybackEvent) {
        let now = ContinuousClock.now
        let (story, kind) = lock.withLock { () -> (String?, PlayerEvent.Kind?) in
            guard let story = current else { return (nil, nil) }
            switch event {
            case .started(let duration):
                awaitingStart = false
                return (story, .started(duration: duration))
            case .position(let seconds):
                guard !awaitingStart else { return (nil, nil) }
                if let last = lastPosition {
                    let elapsed = now - last.at
                    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    let expected = last.seconds + wall * speed
                    // A second of wall time since the last one, or a jump (seek): let it through;
                    // otherwise hold it and send it when the second is up.
                    if wall < 0.95, abs(seconds - expected) <= 1.5 {
                        hold(story: story, seconds: seconds, after: .seconds(1) - elapsed)
                        return (nil, nil)
                    }
                }
                heldPositionTask?.cancel()
                heldPosition = nil
                lastPosition = (seconds, now)
                return (story, .position(seconds))
            case .paused(let paused):
                lastPosition = nil
                heldPositionTask?.cancel()
                heldPosition = nil
                return (story, .paused(paused))
            case .speed(let value):
                return (story, .speed(value))
            case .volume(let value):
                return (story, .volume(value))
            case .finished:
                guard !awaitingStart else { return (nil, nil) }
                current = nil
                return (story, .finished)
            case .stopped:
                // Stops are reported by `stop()` and `play(...)` themselves.
                return (nil, nil)
            case .failed(let reason):
                current = nil
                awaitingStart = false
                return (story, .failed(reason))
            case .noAudioOutput(let reason):
                current = nil
                awaitingStart = false
                return (story, .noAudioOutput(reason))
            }
        }
        guard let story, let kind else { return }
        if case .noAudioOutput = kind { lock.withLock { engine }?.stop() }
        emit(story, kind)
    }

    /// Runs under `lock`.
    private func hold(story: String, seconds: Double, after delay: Duration) {
        let hadOne = heldPosition != nil
        heldPosition = (story, seconds)
        guard !hadOne else { return }
        heldPositionTask = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            self?.releaseHeldPosition()
        }
    }

    private func releaseHeldPosition() {
        let held = lock.withLock { () -> (String, Double)? in
            defer { heldPosition = nil }
            guard let held = heldPosition, held.story == current, !awaitingStart else { return nil }
            lastPosition = (held.seconds, ContinuousClock.now)
            return (held.story, held.seconds)
        }
        if let (story, seconds) = held { emit(story, .position(seconds)) }
    }

    private func emit(_ story: String, _ kind: PlayerEvent.Kind) {
        continuation.yield(PlayerEvent(storyID: story, kind, at: Date()))
    }
}
