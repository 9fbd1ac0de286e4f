extension SQLiteStore {
    /// None: the data folder's lock makes this the only instance, so the hub's memory is the log.
    func generationRelay() -> (any GenerationRelay)? { nil }
}
