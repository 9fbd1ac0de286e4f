/// The writing style a listener's age calls for, said to the model in so many words.
///
/// "For a 3-year-old" alone leaves the style to the model's guess, and models default to the
/// same smooth prose for every age; a toddler follows short sentences and a refrain, while a
/// ten-year-old is bored without a real problem to work out. The bands follow the picture-book,
/// early-reader and chapter-book ages.
enum StoryAgeBand: Sendable, Equatable {
    /// Ages 2 to 4.
    case toddler
    /// Ages 5 to 7.
    case young
    /// Ages 8 and up (the catalogue's heroes go to 10; older ones are written for the same way).
    case older

    init(age: Int) {
        switch age {
        case ...4: self = .toddler
        case 5...7: self = .young
        default: self = .older
        }
    }

    /// The style, as one instruction for the system prompt.
    var style: String {
        switch self {
        case .toddler:
            "very short sentences (five to eight words), the simplest everyday words, and repetition and "
                + "rhythm: a little refrain or a repeated pattern the child can say along."
        case .young:
            "simple sentences and familiar words, a clear beginning, middle and end, and a little gentle humour."
        case .older:
            "longer, varied sentences and a richer vocabulary, and a real problem that the hero solves step by "
                + "step with their own ideas."
        }
    }
}
