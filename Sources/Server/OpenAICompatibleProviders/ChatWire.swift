import Foundation

/// The parts of the Chat Completions wire format we send and read.
///
/// Every field read is optional: local servers leave out `index`, `usage`, `role` or
/// `finish_reason` here and there, and a missing field must not fail a story.
enum ChatWire {
    struct Message: Codable, Sendable, Equatable {
        var role: String
        var content: String
    }

    struct Request: Encodable, Sendable {
        var model: String
        var messages: [Message]
        var temperature: Double
        var maxTokens: Int?
        var stream: Bool
        var responseFormat: ResponseFormat?
        /// Asks a streaming server for a last chunk with the tokens used (OpenAI, vLLM, Ollama;
        /// servers that do not know it ignore it).
        var streamOptions: StreamOptions?

        init(model: String, messages: [Message], temperature: Double, maxTokens: Int?, stream: Bool,
             responseFormat: ResponseFormat?) {
            self.model = model
            self.messages = messages
            self.temperature = temperature
            self.maxTokens = maxTokens
            self.stream = stream
            self.responseFormat = responseFormat
            streamOptions = stream ? StreamOptions(includeUsage: true) : nil
        }

        enum CodingKeys: String, CodingKey {
            case model, messages, temperature, stream
            case maxTokens = "max_tokens"
            case responseFormat = "response_format"
            case streamOptions = "stream_options"
        }
    }

    struct StreamOptions: Encodable, Sendable {
        var includeUsage: Bool

        enum CodingKeys: String, CodingKey {
            case includeUsage = "include_usage"
        }
    }

    /// The tokens a completion used, when the server says.
    struct Usage: Decodable, Sendable {
        var totalTokens: Int?

        enum CodingKeys: String, CodingKey {
            case totalTokens = "total_tokens"
        }
    }

    /// `response_format`: a JSON schema (strict structured output) or plain JSON mode.
    struct ResponseFormat: Encodable, Sendable {
        var type: String
        var jsonSchema: JSONSchemaFormat?

        enum CodingKeys: String, CodingKey {
            case type
            case jsonSchema = "json_schema"
        }
    }

    struct JSONSchemaFormat: Encodable, Sendable {
        var name: String
        var strict: Bool
        var schema: JSONSchema
    }

    /// One streamed chunk, or (from a server that ignores `stream`) a whole completion.
    struct Chunk: Decodable, Sendable {
        struct Choice: Decodable, Sendable {
            struct Delta: Decodable, Sendable { var content: String? }
            var index: Int?
            var delta: Delta?
            var message: Delta?
            var finishReason: String?

            enum CodingKeys: String, CodingKey {
                case index, delta, message
                case finishReason = "finish_reason"
            }
        }

        /// An error reported inside a 200 stream (OpenAI and vLLM do this when a model fails).
        struct StreamError: Decodable, Sendable { var message: String? }

        var choices: [Choice]?
        var error: StreamError?
        var usage: Usage?
    }
}

extension ChatWire {
    /// The JSON a non-streamed completion answered (also inside a Markdown code fence, as some
    /// servers wrap it), and the tokens it reports, which go to the task's usage meter.
    static func jsonAnswer<Answer: Decodable>(_ body: Data, as type: Answer.Type) -> (answer: Answer?, tokens: Int) {
        guard let completion = try? JSONDecoder().decode(Chunk.self, from: body) else { return (nil, 0) }
        let tokens = max(0, completion.usage?.totalTokens ?? 0)
        if tokens > 0 { ProviderUsage.current?.add(tokens: tokens) }
        guard let text = completion.choices?.first?.message?.content else { return (nil, tokens) }
        return (jsonAnswer(text: text, as: type), tokens)
    }

    /// The JSON in a completion's text, also inside a Markdown code fence.
    static func jsonAnswer<Answer: Decodable>(text: String, as type: Answer.Type) -> Answer? {
        var json = text.trimmingWhitespace
        if json.hasPrefix("```") {
            json = String(json.drop(while: { !$0.isNewline }))
            if let fence = json.range(of: "```", options: .backwards) { json = String(json[..<fence.lowerBound]) }
        }
        return try? JSONDecoder().decode(Answer.self, from: Data(json.utf8))
    }
}

/// A JSON Schema, written out as the structured-output request needs it.
indirect enum JSONSchema: Encodable, Sendable {
    case object([(String, JSONSchema)])
    case array(JSONSchema)
    case string(enumeration: [String]?)
    case integer
    case number

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .object(let properties):
            try container.encode("object", forKey: Key(stringValue: "type"))
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: "properties"))
            for (name, schema) in properties { try nested.encode(schema, forKey: Key(stringValue: name)) }
            try container.encode(properties.map(\.0), forKey: Key(stringValue: "required"))
            try container.encode(false, forKey: Key(stringValue: "additionalProperties"))
        case .array(let items):
            try container.encode("array", forKey: Key(stringValue: "type"))
            try container.encode(items, forKey: Key(stringValue: "items"))
        case .string(let enumeration):
            try container.encode("string", forKey: Key(stringValue: "type"))
            if let enumeration { try container.encode(enumeration, forKey: Key(stringValue: "enum")) }
        case .integer:
            try container.encode("integer", forKey: Key(stringValue: "type"))
        case .number:
            try container.encode("number", forKey: Key(stringValue: "type"))
        }
    }
}
