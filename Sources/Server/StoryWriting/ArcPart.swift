/// The five beats every story follows, in order.
enum ArcPart: Int, Sendable, Comparable, CaseIterable {
    case opening, problem, journey, climax, ending

    static func < (lhs: ArcPart, rhs: ArcPart) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The share of the story's words each beat aims for; the journey takes what is left, so
    /// longer stories grow mostly by adding stops along the way.
    var share: Double {
        switch self {
        case .opening: 0.15
        case .problem: 0.13
        case .journey: 0.40
        case .climax: 0.15
        case .ending: 0.17
        }
    }

    /// The feeling an illustration of this beat should carry.
    var mood: String {
        switch self {
        case .opening: "warm, cosy and cheerful"
        case .problem: "curious and a little worried"
        case .journey: "adventurous and full of wonder"
        case .climax: "magical and triumphant"
        case .ending: "calm, sleepy and peaceful"
        }
    }
}
