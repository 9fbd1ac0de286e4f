import Foundation

/// `infinite-stories-bench [--runs N] [GROUP...]`: prints one JSON line per micro-benchmark.
///
/// Groups: generation, frame, wrap, decode, picture (all when none is named). `scripts/bench.sh` builds
/// this in release and `bench/harness.py` turns the lines into the performance table, so the
/// numbers come from the same optimised code users run.
@main
struct BenchMain {
    static func main() async {
        var runs = 15
        var groups: Set<String> = []
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            if argument == "--runs", let value = arguments.popFirst().flatMap({ Int($0) }), (1...10_000).contains(value) {
                runs = value
            } else if ["generation", "frame", "wrap", "decode", "picture"].contains(argument) {
                groups.insert(argument)
            } else {
                FileHandle.standardError.write(Data("usage: infinite-stories-bench [--runs 1...10000] [generation|frame|wrap|decode|picture]...\n".utf8))
                exit(2)
            }
        }
        if groups.isEmpty { groups = ["generation", "frame", "wrap", "decode", "picture"] }
        do {
            if groups.contains("generation") {
                for minutes in [5, 7, 10] {
                    emit(try await ContentBenchmarks.generation(minutes: minutes, runs: runs))
                }
            }
            if groups.contains("frame") {
                for sample in ListFrameBenchmark.run(itemCounts: [10, 1_000, 100_000], runs: runs) {
                    emit(sample)
                }
                for sample in AppFrameBenchmark.run(itemCounts: [10, 1_000, 100_000], runs: runs) {
                    emit(sample)
                }
            }
            if groups.contains("wrap") { emit(ContentBenchmarks.wrap(runs: runs)) }
            if groups.contains("decode") { emit(try ContentBenchmarks.decode(runs: runs)) }
            if groups.contains("picture") { emit(try PictureBenchmark.run(runs: runs)) }
        } catch {
            FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func emit(_ sample: Sample) {
        // Written straight to fd 1 so each line reaches a pipe at once, whatever stdio buffers.
        FileHandle.standardOutput.write(Data((sample.jsonLine + "\n").utf8))
    }
}
