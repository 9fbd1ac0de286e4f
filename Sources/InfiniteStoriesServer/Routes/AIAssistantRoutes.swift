import Hummingbird
import InfiniteStoriesGenerators

/// Upstream's `ai-assistant/*` routes (UPSTREAM.md §3.6), which help a parent write a custom
/// event: a title, a richer prompt, keywords, similar events and a cleaned-up prompt. Answered
/// raw (no envelope) by `StoryAssistant`, offline, so they work with no key; they cost almost
/// nothing and are not rate limited (upstream's `ai_assistant` limit is never enforced either).
struct AIAssistantRoutes: Sendable {
    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        let routes: [(String, @Sendable ([String: JSONValue]) throws -> Response)] = [
            ("generate-title", Self.title),
            ("enhance-prompt", Self.enhancePrompt),
            ("generate-keywords", Self.keywords),
            ("suggest-similar-events", Self.similarEvents),
            ("sanitize-prompt", Self.sanitize),
        ]
        for (path, answer) in routes {
            table.add(.post, "/api/v1/ai-assistant/\(path)")
            group.post(RouterPath("ai-assistant/\(path)")) { request, context in
                _ = try context.requireUser()
                return try answer(try await RequestBody.object(request))
            }
        }
    }

    private static func title(_ body: [String: JSONValue]) throws -> Response {
        var reader = FieldReader(body)
        let description = reader.string("description", required: true, length: 1...2000)
        let language = AIProxyRoutes.language("language", required: false, in: &reader)
        try reader.check()
        return JSONResponse.make(.ok, ["title": StoryAssistant.title(for: description ?? "", language: language ?? .english)])
    }

    private static func enhancePrompt(_ body: [String: JSONValue]) throws -> Response {
        var reader = FieldReader(body)
        let title = reader.string("title", required: true, length: 1...500)
        let description = reader.string("description", required: true, length: 1...2000)
        let category = reader.string("category", length: 0...200)
        let ageRange = reader.string("ageRange", length: 0...50)
        let tone = reader.string("tone", length: 0...100)
        try reader.check()
        let prompt = StoryAssistant.enhancedPrompt(title: title ?? "", description: description ?? "", category: category,
                                                   ageRange: ageRange, tone: tone)
        return JSONResponse.make(.ok, ["enhancedPrompt": prompt])
    }

    private static func keywords(_ body: [String: JSONValue]) throws -> Response {
        var reader = FieldReader(body)
        let event = reader.string("event", required: true, length: 1...500)
        let description = reader.string("description", required: true, length: 1...2000)
        try reader.check()
        return JSONResponse.make(.ok, ["keywords": StoryAssistant.keywords(event: event ?? "", description: description ?? "")])
    }

    private static func similarEvents(_ body: [String: JSONValue]) throws -> Response {
        var reader = FieldReader(body)
        let description = reader.string("description", required: true, length: 1...2000)
        try reader.check()
        return JSONResponse.make(.ok, ["suggestions": StoryAssistant.similarEvents(to: description ?? "")])
    }

    private static func sanitize(_ body: [String: JSONValue]) throws -> Response {
        var reader = FieldReader(body)
        let prompt = reader.string("prompt", required: true, length: 1...10_000, trim: false)
        try reader.check()
        let original = prompt ?? ""
        return JSONResponse.make(.ok, SanitizedPromptBody(sanitizedPrompt: StoryAssistant.sanitize(original),
                                                          original: original, tokensUsed: 0))
    }
}

/// `sanitize-prompt`'s answer; `tokensUsed` is what a model spent (none offline).
private struct SanitizedPromptBody: Encodable {
    let sanitizedPrompt: String
    let original: String
    let tokensUsed: Int
}
