import Hummingbird
import StoryWriting
import SharedUtilities

/// Upstream's `ai-assistant/*` routes (UPSTREAM.md §3.6), which help a parent write a custom
/// event: a title, a richer prompt, keywords, similar events and a cleaned-up prompt. Answered
/// raw (no envelope) by the configured assistant: the offline `StoryAssistant` by default, so
/// they work with no key, or the story model when the story provider is `openai`. A provider's
/// failure is 502 `AIError` with its words for people (`AIProxyRoutes.providerCall`). They are not
/// rate limited (upstream's `ai_assistant` limit is never enforced either).
struct AIAssistantRoutes: Sendable {
    let assistant: any StoryAssisting

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        let routes: [(String, @Sendable (any StoryAssisting, [String: JSONValue]) async throws -> Response)] = [
            ("generate-title", Self.title),
            ("enhance-prompt", Self.enhancePrompt),
            ("generate-keywords", Self.keywords),
            ("suggest-similar-events", Self.similarEvents),
            ("sanitize-prompt", Self.sanitize),
        ]
        let assistant = assistant
        for (path, answer) in routes {
            table.add(.post, "/api/v1/ai-assistant/\(path)")
            group.post(RouterPath("ai-assistant/\(path)")) { request, context in
                _ = try context.requireUser()
                return try await answer(assistant, try await RequestBody.object(request))
            }
        }
    }

    /// Most titles `generate-title` offers.
    static let maximumTitles = 3

    /// `{"title", "titles"}`: upstream's one title, then up to `maximumTitles` different ones for
    /// a form that offers the next on every press (`title` is the first of them).
    ///
    /// An assistant gives one title for one text (the offline one always the same), so asking
    /// again would only repeat it. The other titles are the assistant's titles for each sentence
    /// or clause of the description: every one is still made from the parent's own words, and
    /// they all come in one answer, so the next press needs no request. A description of one
    /// clause has one title, and the answer says so by holding one.
    private static func title(_ assistant: any StoryAssisting, _ body: [String: JSONValue]) async throws -> Response {
        var reader = FieldReader(body)
        let description = reader.string("description", required: true, length: 1...2000) ?? ""
        let language = AIProxyRoutes.language("language", required: false, in: &reader) ?? .english
        try reader.check()
        let parts = clauses(of: description)
        let texts = [description] + (parts.count > 1 ? parts.prefix(maximumTitles) : [])
        let answers = try await AIProxyRoutes.providerCall {
            // At once, in order: a model answers each in about the time of one.
            try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for (index, text) in texts.enumerated() {
                    group.addTask { (index, try await assistant.title(description: text, language: language)) }
                }
                var answers: [(Int, String)] = []
                for try await answer in group { answers.append(answer) }
                return answers.sorted { $0.0 < $1.0 }.map(\.1)
            }
        }
        var titles: [String] = []
        for title in answers where !titles.contains(where: { $0.caseInsensitiveCompare(title) == .orderedSame }) {
            titles.append(title)
        }
        titles = Array(titles.prefix(maximumTitles))
        return JSONResponse.make(.ok, TitleBody(title: titles[0], titles: titles))
    }

    /// The description's sentences and clauses (split at punctuation, in any language), those
    /// with a letter in them.
    static func clauses(of description: String) -> [String] {
        description.split(whereSeparator: { ".!?;:,\n".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains(where: \.isLetter) }
    }

    private static func enhancePrompt(_ assistant: any StoryAssisting, _ body: [String: JSONValue]) async throws -> Response {
        var reader = FieldReader(body)
        let title = reader.string("title", required: true, length: 1...500)
        let description = reader.string("description", required: true, length: 1...2000)
        let category = reader.string("category", length: 0...200)
        let ageRange = reader.string("ageRange", length: 0...50)
        let tone = reader.string("tone", length: 0...100)
        try reader.check()
        let prompt = try await AIProxyRoutes.providerCall {
            try await assistant.enhancedPrompt(title: title ?? "", description: description ?? "", category: category,
                                               ageRange: ageRange, tone: tone)
        }
        return JSONResponse.make(.ok, ["enhancedPrompt": prompt])
    }

    private static func keywords(_ assistant: any StoryAssisting, _ body: [String: JSONValue]) async throws -> Response {
        var reader = FieldReader(body)
        let event = reader.string("event", required: true, length: 1...500)
        let description = reader.string("description", required: true, length: 1...2000)
        try reader.check()
        let keywords = try await AIProxyRoutes.providerCall {
            try await assistant.keywords(event: event ?? "", description: description ?? "")
        }
        return JSONResponse.make(.ok, ["keywords": keywords])
    }

    private static func similarEvents(_ assistant: any StoryAssisting, _ body: [String: JSONValue]) async throws -> Response {
        var reader = FieldReader(body)
        let description = reader.string("description", required: true, length: 1...2000)
        try reader.check()
        let suggestions = try await AIProxyRoutes.providerCall {
            try await assistant.similarEvents(description: description ?? "")
        }
        return JSONResponse.make(.ok, ["suggestions": suggestions])
    }

    private static func sanitize(_ assistant: any StoryAssisting, _ body: [String: JSONValue]) async throws -> Response {
        var reader = FieldReader(body)
        let prompt = reader.string("prompt", required: true, length: 1...10_000, trim: false)
        try reader.check()
        let original = prompt ?? ""
        let sanitized = try await AIProxyRoutes.providerCall { try await assistant.sanitized(prompt: original) }
        return JSONResponse.make(.ok, SanitizedPromptBody(sanitizedPrompt: sanitized.text, original: original,
                                                          tokensUsed: sanitized.tokensUsed))
    }
}

/// `generate-title`'s answer.
private struct TitleBody: Encodable {
    let title: String
    let titles: [String]
}

/// `sanitize-prompt`'s answer; `tokensUsed` is what a model spent (none offline).
private struct SanitizedPromptBody: Encodable {
    let sanitizedPrompt: String
    let original: String
    let tokensUsed: Int
}
