extension PostgresSchema {
    /// Attempts counted by `PostgresAttemptLimiter`: one row per allowed attempt, found by
    /// (scope, key) and time; rows older than any window are deleted as attempts come in. Keys
    /// are client addresses, or for the `account` scope the SHA-256 of an email (never the email).
    static let rateLimits: [String] = [
        """
        CREATE TABLE rate_limit_attempt (
            scope text NOT NULL,
            key text NOT NULL,
            "at" timestamptz NOT NULL
        )
        """,
        #"CREATE INDEX rate_limit_attempt_key ON rate_limit_attempt (scope, key, "at")"#,
        #"CREATE INDEX rate_limit_attempt_at ON rate_limit_attempt ("at")"#,
    ]
}
