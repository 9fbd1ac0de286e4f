/// The reading journey's one rule for minutes, shared by the server (every minutes figure of
/// `/api/v1/analytics/*`) and the app (its totals over several days), so no two figures of the
/// journey round the same seconds differently.
///
/// A listen is a listening session with at least one second of sound (docs/contract-notes.md,
/// "Reading journey"). Minutes are the listens' seconds summed first, then rounded to the
/// nearest minute (halves up, as upstream's `Math.round`), except that any listening at all is
/// at least one minute: a day, a hero or a total with a listen never reads "0 min" beside a
/// story listened or a filled square.
public enum ListeningTime {
    public static func minutes(seconds: Int) -> Int {
        guard seconds > 0 else { return 0 }
        return max(1, Int((Double(seconds) / 60).rounded(.toNearestOrAwayFromZero)))
    }
}
