/// The timings of one micro-benchmark, in nanoseconds per operation, one value per run.
///
/// The harness compares medians because a shared two-core machine adds rare, long pauses
/// that would swing a mean; p95 is kept to show how noisy the run was.
struct Sample: Sendable {
    let name: String
    let nanoseconds: [Double]
    /// A value printed with the sample so the optimiser cannot drop the measured work.
    let checksum: Int
    /// Facts about the input (item count, bytes, words) that make the figure readable.
    let notes: [String: String]

    var median: Double { percentile(50) }
    var p95: Double { percentile(95) }

    /// Nearest-rank percentile; 0 for an empty sample, never a crash.
    func percentile(_ rank: Double) -> Double {
        guard !nanoseconds.isEmpty else { return 0 }
        let sorted = nanoseconds.sorted()
        let position = Int((rank / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(position, 0), sorted.count - 1)]
    }

    /// One JSON object on one line, the form `bench/harness.py` reads.
    var jsonLine: String {
        var fields = [
            "\"name\":\"\(name)\"",
            "\"median_ns\":\(Int(median.rounded()))",
            "\"p95_ns\":\(Int(p95.rounded()))",
            "\"runs\":\(nanoseconds.count)",
            "\"checksum\":\(checksum)",
        ]
        for (key, value) in notes.sorted(by: { $0.key < $1.key }) {
            fields.append("\"\(key)\":\"\(value)\"")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
