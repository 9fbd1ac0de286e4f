import Foundation

/// When the narration stops by itself at bedtime: at the end of the story, after some minutes
/// of listening, or never (`T` steps through them; the config file's `sleep_timer` is the
/// default, and the last choice is remembered per server).
public enum SleepTimer: Sendable, Hashable {
    case off
    /// The narration fades over the story's last `Reducer.sleepFadeSeconds` and ends with it.
    case endOfStory
    /// The narration fades, then stops, after this many minutes of playing (pauses excluded).
    case minutes(Int)

    /// What `T` steps through, in order.
    public static let choices: [SleepTimer] = [.endOfStory, .minutes(10), .minutes(20), .minutes(30), .off]

    /// The bounds of a minutes timer the config file may set (one day at most).
    public static let minutesRange = 1...1_440

    /// The choice after this one (from a configured one not among `choices`, the first).
    public var next: SleepTimer {
        guard let index = Self.choices.firstIndex(of: self) else { return Self.choices[0] }
        return Self.choices[(index + 1) % Self.choices.count]
    }

    /// The name in the config file and the per-server file: `off`, `end-of-story`, or minutes.
    public var configName: String {
        switch self {
        case .off: "off"
        case .endOfStory: "end-of-story"
        case .minutes(let minutes): "\(minutes)"
        }
    }

    /// The timer a config name stands for; nil for anything else. `20`, `20m` and `20 min`
    /// all mean twenty minutes.
    public init?(configName: String) {
        let name = configName.trimmingCharacters(in: .whitespaces).lowercased()
        switch name {
        case "off": self = .off
        case "end-of-story": self = .endOfStory
        default:
            var digits = Substring(name)
            for suffix in [" minutes", " min", "min", "m"] where digits.hasSuffix(suffix) {
                digits = digits.dropLast(suffix.count)
                break
            }
            guard let minutes = Int(digits.trimmingCharacters(in: .whitespaces)),
                  Self.minutesRange.contains(minutes) else { return nil }
            self = .minutes(minutes)
        }
    }
}
