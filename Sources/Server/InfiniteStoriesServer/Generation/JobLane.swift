import StoryWriting

/// Jobs of some kinds and how many of them may run at once. Each lane claims only its own
/// kinds, and an enqueue wakes only the lane of its kind.
///
/// Why lanes (docs/decisions/0040): `--workers` bounds how many calls wait on model servers and
/// programs (espeak-ng, a picture model) at once, two by default. Story text from the offline
/// writer is a millisecond of work in this process; held behind those two workers, fifty parents
/// asking together waited for each other's whole stories (a p95 of 155 ms to the first words),
/// and behind a narration for seconds. With the offline writer, story text has a lane of its own
/// that starts each story as soon as it is asked.
struct JobLane: Sendable {
    /// Names the lane in the jobs' lease owners (`<runner>/<lane>/<claim>`) and in logs.
    let name: String
    let kinds: Set<JobKind>
    /// Jobs of this lane running at once, at most.
    let capacity: Int

    /// Story text on a writer that works in this process runs up to this many at once: more
    /// than a crowd of parents asks at one moment, and each holds only its events' buffers.
    static let inProcessTextCapacity = 64

    /// The lanes for `workers` and these providers: one for everything, or story text apart when
    /// the writer works in this process at full speed (a rehearsed latency or text pace makes it
    /// stand in for a model, and it then queues like one).
    static func lanes(workers: Int, providers: Providers) -> [JobLane] {
        let all = Set(JobKind.allCases)
        guard providers.story.writesInProcess, providers.simulatedLatency == .zero, providers.textPace == .zero else {
            return [JobLane(name: "work", kinds: all, capacity: max(1, workers))]
        }
        return [JobLane(name: "text", kinds: [.story], capacity: inProcessTextCapacity),
                JobLane(name: "work", kinds: all.subtracting([.story]), capacity: max(1, workers))]
    }
}
