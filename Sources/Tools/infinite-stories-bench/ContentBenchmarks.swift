import Foundation
import StoryWriting
import InfiniteStoriesModels
import TerminalUI

/// Story content costs time in three places: the server writes it, the reader wraps it and the
/// client decodes pages of it. These micro-benchmarks time each on realistic, generated input.
enum ContentBenchmarks {
    /// Whole offline generations (`generate(_:onText:)`, streaming pieces to a no-op) of a
    /// `minutes`-minute story, a different seed each run so no run replays a cached path.
    static func generation(minutes: Int, runs: Int) async throws -> Sample {
        var checksum = 0
        var words = 0
        let generator = OfflineStoryGenerator()
        let times = try await Stopwatch.measureEach(runs: runs, checksum: &checksum) { run in
            let story = try await generator.generate(StoryFixtures.prompt(minutes: minutes, seed: UInt64(bitPattern: Int64(run)))) { _ in }
            words = story.wordCount
            return story.content.utf8.count
        }
        return Sample(name: "generate.\(minutes)min", nanoseconds: times, checksum: checksum,
                      notes: ["words": String(words)])
    }

    /// `DisplayWidth.wrap` of a ten-minute story at 72 columns, the reader's width.
    static func wrap(runs: Int) -> Sample {
        let text = StoryFixtures.content(minutes: 10)
        var checksum = 0
        var lines = 0
        let times = Stopwatch.measure(runs: runs, checksum: &checksum) {
            let wrapped = DisplayWidth.wrap(text, width: 72)
            lines = wrapped.count
            return wrapped.count
        }
        return Sample(name: "wrap.10min.72", nanoseconds: times, checksum: checksum,
                      notes: ["bytes": String(text.utf8.count), "lines": String(lines)])
    }

    /// `JSONDecoder.wire()` of a 100-story page into `Envelope<StoryPage>`.
    static func decode(runs: Int) throws -> Sample {
        let json = try StoryFixtures.storyPageJSON(count: 100)
        var checksum = 0
        let decoder = JSONDecoder.wire()
        let times = try Stopwatch.measure(runs: runs, checksum: &checksum) {
            try decoder.decode(Envelope<StoryPage>.self, from: json).data.stories.count
        }
        return Sample(name: "decode.page100", nanoseconds: times, checksum: checksum,
                      notes: ["bytes": String(json.count)])
    }
}
