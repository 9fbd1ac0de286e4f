import CMpv
import Foundation

/// Turns libmpv's events into `PlaybackEvent`s on a thread of its own, and destroys the mpv
/// handle when mpv shuts down (the one place that may: no other thread waits on it then).
final class EventLoop: @unchecked Sendable {
    private let library: MpvLibrary
    private let handle: MpvLibrary.Handle
    private let continuation: AsyncStream<PlaybackEvent>.Continuation
    /// The whole second last reported, so the position is sent once a second of media.
    private var reportedSecond = -1
    /// Set by a load; the first playback start after it checks that there is an audio device.
    private var checksOutput = false
    /// The first playback start found no audio output open yet. On a loaded machine mpv can
    /// start playback before its audio output is up (even `ao=null`), so that alone proves
    /// nothing: the output is missing only when the file ends, mpv says so, or a second of
    /// media has played with none.
    private var awaitsOutput = false
    /// The latest warning about the audio device before one was up: the reason shown when there
    /// is none.
    private var outputProblem: String?
    /// This file's audio output has been seen up. Warnings after that (an underrun on a loaded
    /// machine, even with `ao=null`) are not a missing device, and must not turn the file's end
    /// into "No sound".
    private var outputUp = false
    /// Whether this file's missing audio device was reported already.
    private var reportedNoOutput = false

    init(library: MpvLibrary, handle: MpvLibrary.Handle, continuation: AsyncStream<PlaybackEvent>.Continuation) {
        self.library = library
        self.handle = handle
        self.continuation = continuation
    }

    func run() {
        while let event = library.waitEvent(handle, -1)?.pointee {
            if event.event_id == MPV_EVENT_SHUTDOWN { break }
            handle(event)
        }
        library.terminateDestroy(handle)
        continuation.finish()
    }

    private func handle(_ event: mpv_event) {
        switch event.event_id {
        case MPV_EVENT_START_FILE:
            checksOutput = true
            awaitsOutput = false
            outputUp = false
            outputProblem = nil
            reportedNoOutput = false
            reportedSecond = -1
        case MPV_EVENT_AUDIO_RECONFIG:
            if string("current-ao") != nil {
                awaitsOutput = false
                outputUp = true
            }
        case MPV_EVENT_FILE_LOADED:
            continuation.yield(.started(duration: double("duration")))
        case MPV_EVENT_PLAYBACK_RESTART:
            if checksOutput {
                checksOutput = false
                awaitsOutput = string("current-ao") == nil
                outputUp = !awaitsOutput
                if awaitsOutput, outputProblem != nil { reportNoOutput() }
            }
            // After a start or a seek: the new position at once.
            if let position = double("time-pos") {
                reportedSecond = Int(position)
                continuation.yield(.position(position))
            }
        case MPV_EVENT_PROPERTY_CHANGE:
            guard let property = event.data?.assumingMemoryBound(to: mpv_event_property.self).pointee,
                  let id = AudioEngine.Property(rawValue: event.reply_userdata), let data = property.data else { return }
            switch (id, property.format) {
            case (.position, MPV_FORMAT_DOUBLE):
                let position = data.assumingMemoryBound(to: Double.self).pointee
                let second = Int(position)
                if awaitsOutput, position >= 1 {
                    awaitsOutput = string("current-ao") == nil
                    outputUp = !awaitsOutput
                    if awaitsOutput { reportNoOutput() }
                }
                if second != reportedSecond {
                    reportedSecond = second
                    continuation.yield(.position(position))
                }
            case (.pause, MPV_FORMAT_FLAG):
                let paused = data.assumingMemoryBound(to: Int32.self).pointee != 0
                continuation.yield(.paused(paused))
                if let position = double("time-pos") { continuation.yield(.position(position)) }
            case (.speed, MPV_FORMAT_DOUBLE):
                continuation.yield(.speed(data.assumingMemoryBound(to: Double.self).pointee))
            case (.volume, MPV_FORMAT_DOUBLE):
                continuation.yield(.volume(data.assumingMemoryBound(to: Double.self).pointee))
            default:
                break
            }
        case MPV_EVENT_END_FILE:
            guard let end = event.data?.assumingMemoryBound(to: mpv_event_end_file.self).pointee else { return }
            if outputProblem != nil || reportedNoOutput || awaitsOutput {
                // With no device mpv drops the audio track and the file "ends" at once.
                reportNoOutput()
                return
            }
            switch end.reason {
            case MPV_END_FILE_REASON_EOF: continuation.yield(.finished)
            case MPV_END_FILE_REASON_ERROR: continuation.yield(.failed(library.describe(end.error)))
            default: continuation.yield(.stopped)
            }
        case MPV_EVENT_LOG_MESSAGE:
            guard let message = event.data?.assumingMemoryBound(to: mpv_event_log_message.self).pointee,
                  let prefix = message.prefix.map({ String(cString: $0) }), let text = message.text.map({ String(cString: $0) })
            else { return }
            if !outputUp, prefix.hasPrefix("ao") || text.localizedCaseInsensitiveContains("audio device") {
                outputProblem = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if awaitsOutput { reportNoOutput() }
            }
        default:
            break
        }
    }

    private func reportNoOutput() {
        guard !reportedNoOutput else { return }
        reportedNoOutput = true
        continuation.yield(.noAudioOutput(outputProblem ?? "no audio device could be opened"))
    }

    private func string(_ name: String) -> String? {
        guard let pointer = library.getPropertyString(handle, name) else { return nil }
        defer { library.free(pointer) }
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }

    private func double(_ name: String) -> Double? { string(name).flatMap(Double.init) }
}
