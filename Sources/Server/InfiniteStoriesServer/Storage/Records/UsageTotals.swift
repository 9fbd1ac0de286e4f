/// A user's jobs of one kind over a period, summed (`/api/v1/user/usage`'s `byOperation`).
struct UsageTotals: Sendable, Equatable {
    var requests: Int
    var succeeded: Int
    var failed: Int
    var tokens: Int
    var characters: Int
    var images: Int
    /// Mean wall time of the jobs that recorded one (jobs from before usage was recorded did not).
    var averageDurationMilliseconds: Double?
    /// Jobs finished offline after the real provider failed.
    var fellBackOffline: Int

    /// A kind with no jobs in the period.
    static let zero = UsageTotals(requests: 0, succeeded: 0, failed: 0, tokens: 0, characters: 0, images: 0,
                                  averageDurationMilliseconds: nil, fellBackOffline: 0)
}
