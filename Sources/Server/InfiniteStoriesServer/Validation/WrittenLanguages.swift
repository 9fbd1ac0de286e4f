import Foundation
import InfiniteStoriesModels

/// The story languages the configured writer writes, and the refusal of the others.
///
/// Every route still understands all five of the contract's languages (a name or a code), but a
/// story asked for in one the writer cannot write would come out in another language and be
/// narrated by the asked language's voice. So wherever a story's language is chosen (a story,
/// the stateless story routes, the profile's preferred language) the others are refused with 422
/// and a message that names what the server does write; clients read the list beforehand from
/// `GET /api/v1/story-languages`.
struct WrittenLanguages: Sendable, Equatable {
    let languages: Set<StoryLanguage>

    /// The languages in the catalog's order (the released ones first), as clients list them.
    var ordered: [StoryLanguage] { Catalog.languages.filter(languages.contains) }

    /// Throws 422 `ValidationError` with the message under `field` when `language` is not written.
    func check(_ language: StoryLanguage, field: String = "language") throws {
        guard !languages.contains(language) else { return }
        let message = refusal(of: language)
        throw APIError(status: .unprocessableContent, code: "ValidationError", message: message, details: [field: message])
    }

    /// "This server's story writer does not write Italian; it writes English, French."
    func refusal(of language: StoryLanguage) -> String {
        "This server's story writer does not write \(language.rawValue); it writes "
            + ordered.map(\.rawValue).joined(separator: ", ") + "."
    }
}
