import InfiniteStoriesClient

extension ClientError {
    /// The text to show a person when the app talks to `server` (its URL, once known): the
    /// client's message, except that a network failure says which server does not answer.
    /// "Please check your connection" sends people to their network when the server is often on
    /// this very computer (the embedded one), or simply stopped.
    func message(server: String?) -> String {
        if case .network = self, let server { return Strings.serverNotAnswering(server) }
        return message
    }
}
