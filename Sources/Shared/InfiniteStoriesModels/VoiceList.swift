/// `GET /api/v1/voices`: the narration voices as the server's speech provider makes them sound,
/// so a picker says what a child will hear ("a deep, slow male voice") rather than a name that
/// means something only to one provider.
///
/// The ids are the contract's voice names (`Catalog.voices`), the ones narration requests and
/// the profile's default voice accept, whichever provider is on.
public struct VoiceList: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        /// The voice's name in requests (`coral`).
        public var id: String
        /// How it sounds with this server's speech provider; may be empty.
        public var description: String

        public init(id: String, description: String) {
            self.id = id
            self.description = description
        }
    }

    /// Who narrates: `offline` (espeak-ng) or `openai`.
    public var provider: String
    /// In the catalog's order.
    public var voices: [Entry]

    public init(provider: String, voices: [Entry]) {
        self.provider = provider
        self.voices = voices
    }
}
