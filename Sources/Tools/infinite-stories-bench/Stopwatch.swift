#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times closures by the CPU time they use, in batches long enough for the clock to resolve.
///
/// CPU time, not wall time: on a shared two-core machine a wall clock mostly measures how
/// long the scheduler kept us waiting (runs of the same code differ threefold), while the CPU
/// time of the measuring thread is what the code costs and what a user on an idle machine
/// waits. A single render of a 24-row frame takes microseconds, so each run repeats the
/// operation until at least `minimumBatch` has passed and divides.
enum Stopwatch {
    /// Nanoseconds of CPU time used by the calling thread.
    static func now() -> UInt64 { read(CLOCK_THREAD_CPUTIME_ID) }

    /// Nanoseconds of CPU time used by the whole process (async work may hop threads).
    static func processNow() -> UInt64 { read(CLOCK_PROCESS_CPUTIME_ID) }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `operation` `warmUp` times untimed, then `runs` timed batches; answers the
    /// nanoseconds per call of each batch. `operation` returns a number folded into `checksum`.
    static func measure<Failure: Error>(runs: Int, warmUp: Int = 3, minimumBatch: UInt64 = 2_000_000,
                                        checksum: inout Int,
                                        _ operation: () throws(Failure) -> Int) throws(Failure) -> [Double] {
        try withoutActuallyEscaping(operation) { (escapable) throws(Failure) -> [Double] in
            try measureInterleaved(runs: runs, warmUp: warmUp, minimumBatch: minimumBatch, checksum: &checksum,
                                   [escapable])[0]
        }
    }

    /// Times several operations run by run in turn (A B C, A B C, ...), so a burst of load from
    /// other processes lands on all of them alike and their ratio stays meaningful.
    static func measureInterleaved<Failure: Error>(runs: Int, warmUp: Int = 3, minimumBatch: UInt64 = 2_000_000,
                                                   checksum: inout Int,
                                                   _ operations: [() throws(Failure) -> Int]) throws(Failure) -> [[Double]] {
        var batches: [Int] = []
        for operation in operations {
            for _ in 0..<max(warmUp, 0) { checksum &+= try operation() }
            // Size each batch once, from a probe, so every run repeats the same number of calls.
            var batch = 1
            while true {
                let start = now()
                for _ in 0..<batch { checksum &+= try operation() }
                if now() - start >= minimumBatch || batch >= 1 << 20 { break }
                batch *= 2
            }
            batches.append(batch)
        }
        var results = Array(repeating: [Double](), count: operations.count)
        for _ in 0..<max(runs, 1) {
            for (index, operation) in operations.enumerated() {
                let start = now()
                for _ in 0..<batches[index] { checksum &+= try operation() }
                results[index].append(Double(now() - start) / Double(batches[index]))
            }
        }
        return results
    }

    /// Like `measure`, for async work, one call per run (used for whole story generations);
    /// counts the CPU time of the whole process since the work may resume on another thread.
    static func measureEach(runs: Int, warmUp: Int = 2, checksum: inout Int,
                            _ operation: (Int) async throws -> Int) async rethrows -> [Double] {
        for index in 0..<max(warmUp, 0) { checksum &+= try await operation(-1 - index) }
        var results: [Double] = []
        for index in 0..<max(runs, 1) {
            let start = processNow()
            checksum &+= try await operation(index)
            results.append(Double(processNow() - start))
        }
        return results
    }
}
