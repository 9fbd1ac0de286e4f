import ArgumentParser
import Foundation
import StoryWriting
import InfiniteStoriesModels

/// The writers' and translators' tool for the offline story content (docs/writing-stories.md).
@main
struct StoryTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "story-tool",
        abstract: "Lint, sample and batch-write stories from the offline writer's content.",
        subcommands: [Lint.self, Sample.self, Write.self])
}

/// Where the content comes from: the files compiled in, or a folder being edited.
struct ContentOptions: ParsableArguments {
    @Option(help: "A folder of <code>.stories files to use instead of the content compiled in.")
    var content: String?

    func library() throws -> ContentLibrary {
        guard let content else { return .embedded }
        return try ContentLibrary(directory: URL(fileURLWithPath: content))
    }
}

extension StoryTool {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check every content file; exit 1 on any finding.")
        @OptionGroup var source: ContentOptions

        func run() throws {
            let library = try source.library()
            let findings = ContentLinter.findings(in: library)
            for finding in findings { print(finding) }
            let languages = library.languages.map(\.code).sorted().joined(separator: ", ")
            print("story content (\(languages)): \(findings.count) finding\(findings.count == 1 ? "" : "s")")
            if !findings.isEmpty { throw ExitCode(1) }
        }
    }

    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write one story and print it.")
        @OptionGroup var source: ContentOptions
        @Option(help: "en, fr, de, es or it (or the language's name).") var language = "en"
        @Option(help: "The hero's name.") var name = "Emma"
        @Option(help: "The hero's age.") var age = 6
        @Option(help: "Traits, comma-separated.") var traits = "brave,curious"
        @Option(help: "A special ability.") var ability: String?
        @Option(help: "The hero's look.") var look: String?
        @Option(help: "A built-in event (\(Catalog.events.joined(separator: ", "))) or a free theme.")
        var event = "Bedtime Adventure"
        @Option(help: "A custom prompt (a custom event's prompt, or a parent's wish).") var prompt: String?
        @Option(help: "Narration seconds.") var duration = 420
        @Option(help: "The seed.") var seed: UInt64 = 1
        @Option(help: "Sequels to write after it, each continuing the one before (as `c` does).")
        var sequels = 0

        func run() throws {
            guard let language = StoryLanguage(wire: language) else {
                throw ValidationError("unknown language \(self.language)")
            }
            let generator = OfflineStoryGenerator(library: try source.library())
            var prompt = StoryPrompt(
                heroName: name, heroAge: age, traits: traits.split(separator: ",").map(String.init),
                specialAbilities: ability.map { [$0] } ?? [], appearance: look, event: event, customPrompt: prompt,
                language: language, targetDuration: duration, seed: seed)
            var memories: [StoryMemory] = []
            for part in 0...max(0, sequels) {
                let story = generator.story(for: prompt)
                if part > 0 { print("\n----------------------------------------------------------------- part \(part + 1)\n") }
                print(story.title)
                print()
                print(story.content)
                // The server's choices for the next part: the hero's recent stories avoided, this one continued.
                memories.insert(story.memory, at: 0)
                prompt.seed &+= 1
                prompt.avoiding = StoryMemory.uses(Array(memories.prefix(StoryMemory.recentStories)))
                prompt.sequel = StorySequel(title: story.title, recap: story.recap, memory: story.memory)
            }
        }
    }

    struct Write: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write stories for prompts read as JSON lines on standard input; print them as JSON lines.",
            discussion: """
            Each input line: {"id", "name", "age", "traits", "abilities", "look", "event", "prompt", \
            "language", "duration", "seed", "series", "chain"} (all but id optional). Each output line: {"id", "title", \
            "content", "language"}. Used by the story-quality suite and `make story-samples`.
            """)
        @OptionGroup var source: ContentOptions

        struct Request: Decodable {
            var id: String?
            var name: String?
            var age: Int?
            var traits: [String]?
            var abilities: [String]?
            var look: String?
            var event: String?
            var prompt: String?
            var language: String?
            var duration: Int?
            var seed: UInt64?
            var keywords: [String]?
            /// Requests with the same series are one hero's successive stories.
            var series: String?
            /// Requests with the same chain are parts of one story: each after the first is the
            /// sequel of the one before (as `c` asks the server).
            var chain: String?
        }

        struct Answer: Encodable {
            var id: String?
            var title: String
            var content: String
            var language: String
        }

        func run() throws {
            let generator = OfflineStoryGenerator(library: try source.library())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Each series remembers its last ten stories, as the server does per hero and language.
            var memories: [String: [StoryMemory]] = [:]
            var lastParts: [String: GeneratedStory] = [:]
            while let line = readLine() {
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                let request = try JSONDecoder().decode(Request.self, from: Data(line.utf8))
                let language = request.language.flatMap(StoryLanguage.init(wire:)) ?? .english
                let story = generator.story(for: StoryPrompt(
                    heroName: request.name ?? "Emma", heroAge: request.age ?? 6, traits: request.traits ?? [],
                    specialAbilities: request.abilities ?? [], appearance: request.look,
                    event: request.event ?? Catalog.events[0], customPrompt: request.prompt, language: language,
                    targetDuration: request.duration ?? 420, seed: request.seed ?? 1, keywords: request.keywords ?? [],
                    avoiding: request.series.map { StoryMemory.uses(memories[$0] ?? []) }
                        ?? request.chain.flatMap { lastParts[$0] }.map { StoryMemory.uses([$0.memory]) } ?? [:],
                    sequel: request.chain.flatMap { lastParts[$0] }.map {
                        StorySequel(title: $0.title, recap: $0.recap, memory: $0.memory)
                    }))
                if let chain = request.chain { lastParts[chain] = story }
                if let series = request.series {
                    memories[series, default: []].append(story.memory)
                    memories[series] = Array(memories[series, default: []].suffix(StoryMemory.recentStories))
                }
                let answer = Answer(id: request.id, title: story.title, content: story.content, language: language.code)
                print(String(decoding: try encoder.encode(answer), as: UTF8.self))
            }
        }
    }
}
