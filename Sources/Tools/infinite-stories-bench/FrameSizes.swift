/// What both frame benchmarks share: one frame per list size, the sizes timed in turn, run by
/// run, so that load from elsewhere falls on all of them alike and their ratio is fair.
enum FrameSizes {
    /// Samples named `<prefix>.<items>`; `makeFrame` builds a list of that size and answers the
    /// step that draws its next frame (and a checksum, so nothing is optimised away).
    static func measure(_ prefix: String, itemCounts: [Int], runs: Int,
                        makeFrame: (Int) -> () -> Int) -> [Sample] {
        var checksum = 0
        let operations = itemCounts.map(makeFrame)
        let times = Stopwatch.measureInterleaved(runs: runs, checksum: &checksum, operations)
        return zip(itemCounts, times).map { items, nanoseconds in
            Sample(name: "\(prefix).\(items)", nanoseconds: nanoseconds, checksum: checksum,
                   notes: ["items": String(items)])
        }
    }
}
