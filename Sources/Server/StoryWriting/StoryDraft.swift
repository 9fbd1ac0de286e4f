/// A story while it is being written: every candidate sentence with how much it matters, so the
/// length can be fitted to the narration time by keeping or dropping whole sentences.
struct StoryDraft: Sendable {
    /// One candidate sentence.
    struct Sentence: Sendable {
        let text: String
        let words: Int
        /// 0 = the story cannot do without it; higher = dropped earlier when the story is too long.
        let rank: Int
        /// The pattern's key, for the story's memory (`StoryMemory`).
        var key = ""
        var isKept = false
    }

    /// What an illustration of a paragraph should show (English, for image providers).
    struct Illustration: Sendable {
        var action: String
        var place: String
        var time: String
    }

    /// One paragraph of one beat.
    struct Paragraph: Sendable {
        let part: ArcPart
        var sentences: [Sentence]
        var illustration: Illustration

        var keptWords: Int { sentences.reduce(0) { $0 + ($1.isKept ? $1.words : 0) } }
        var keptText: [String] { sentences.filter(\.isKept).map(\.text) }
    }

    var paragraphs: [Paragraph] = []

    var keptWords: Int { paragraphs.reduce(0) { $0 + $1.keptWords } }

    func keptWords(in part: ArcPart) -> Int {
        paragraphs.reduce(0) { $0 + ($1.part == part ? $1.keptWords : 0) }
    }

    /// Keeps the must-haves, then the most important other sentences of `part` while the beat
    /// stays within `budget` words.
    mutating func select(_ part: ArcPart, budget: Int, alwaysUpTo rank: Int = 3) {
        var used = 0
        var optional: [(rank: Int, paragraph: Int, sentence: Int)] = []
        for p in paragraphs.indices where paragraphs[p].part == part {
            for s in paragraphs[p].sentences.indices {
                if paragraphs[p].sentences[s].rank <= rank {
                    paragraphs[p].sentences[s].isKept = true
                    used += paragraphs[p].sentences[s].words
                } else if !paragraphs[p].sentences[s].isKept {
                    optional.append((paragraphs[p].sentences[s].rank, p, s))
                }
            }
        }
        optional.sort { ($0.rank, $0.paragraph, $0.sentence) < ($1.rank, $1.paragraph, $1.sentence) }
        for candidate in optional where used < budget {
            let words = paragraphs[candidate.paragraph].sentences[candidate.sentence].words
            if used + words / 2 <= budget {
                paragraphs[candidate.paragraph].sentences[candidate.sentence].isKept = true
                used += words
            }
        }
    }

    /// Drops the least important sentences while the story is longer than `upper`, never going
    /// under `lower` (or removing a must-have).
    mutating func trim(lower: Int, upper: Int) {
        var total = keptWords
        guard total > upper else { return }
        var candidates: [(rank: Int, part: Int, paragraph: Int, sentence: Int)] = []
        for p in paragraphs.indices {
            for s in paragraphs[p].sentences.indices where paragraphs[p].sentences[s].isKept && paragraphs[p].sentences[s].rank > 0 {
                // The journey gives way first, then the other beats, the latest sentences first.
                let partOrder = paragraphs[p].part == .journey ? 0 : 1
                candidates.append((paragraphs[p].sentences[s].rank, partOrder, p, s))
            }
        }
        candidates.sort { ($1.rank, $0.part, $1.paragraph, $1.sentence) < ($0.rank, $1.part, $0.paragraph, $0.sentence) }
        for candidate in candidates where total > upper {
            let words = paragraphs[candidate.paragraph].sentences[candidate.sentence].words
            if total - words >= lower {
                paragraphs[candidate.paragraph].sentences[candidate.sentence].isKept = false
                total -= words
            }
        }
    }

    /// Adds back the most important dropped sentences while the story is shorter than `lower`,
    /// never going over `upper`. Returns the new total.
    @discardableResult
    mutating func pad(lower: Int, upper: Int) -> Int {
        var total = keptWords
        guard total < lower else { return total }
        var candidates: [(rank: Int, paragraph: Int, sentence: Int)] = []
        for p in paragraphs.indices {
            for s in paragraphs[p].sentences.indices where !paragraphs[p].sentences[s].isKept {
                candidates.append((paragraphs[p].sentences[s].rank, p, s))
            }
        }
        candidates.sort { ($0.rank, $0.paragraph, $0.sentence) < ($1.rank, $1.paragraph, $1.sentence) }
        for candidate in candidates where total < lower {
            let words = paragraphs[candidate.paragraph].sentences[candidate.sentence].words
            if total + words <= upper {
                paragraphs[candidate.paragraph].sentences[candidate.sentence].isKept = true
                total += words
            }
        }
        return total
    }

    /// The paragraphs that kept at least one sentence, with short neighbours of the same beat
    /// joined so no paragraph is a lonely line (journey stops stay apart: each is its own scene).
    func finishedParagraphs(minimumWords: Int) -> [Paragraph] {
        var result: [Paragraph] = []
        for paragraph in paragraphs where paragraph.keptWords > 0 {
            var kept = paragraph
            kept.sentences = paragraph.sentences.filter(\.isKept)
            if let last = result.last, last.part == kept.part, kept.part != .journey,
               last.keptWords < minimumWords || kept.keptWords < minimumWords {
                result[result.count - 1].sentences += kept.sentences
            } else {
                result.append(kept)
            }
        }
        return result
    }
}
