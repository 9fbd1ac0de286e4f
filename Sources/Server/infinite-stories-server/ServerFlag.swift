import ArgumentParser
import SharedUtilities

/// One flag of `infinite-stories-server`: its name, what it does and its default.
///
/// `ServerCommand`'s ArgumentParser options take their names and help from these values, `run()`
/// takes the environment variable and the default from them, and README's "Server flags" table
/// is rendered from them (`--print-flag-table`, `make readme-flags`), so `--help`, the behaviour
/// and the README cannot tell different stories. `ServerFlagTableTests` fails when the README's
/// table is stale or when an option of the command is missing here.
struct ServerFlag: Sendable {
    /// The long name without its dashes, e.g. `data-dir`.
    let name: String
    /// What the flag does, in a sentence or two, for `--help` and the README alike.
    let summary: String
    /// What the server runs with when neither the flag nor its environment variable is set; nil
    /// when it is worked out at start-up (the data folder).
    let defaultValue: String?
    /// The default as people should read it, when that is not `defaultValue` itself.
    let shownDefault: String
    /// A word on the default (`30 days`), or nil.
    let defaultNote: String?
    /// What its value is, for shell completion (a folder, a file, one of a few words).
    let completion: CommandDescription.Option.Value

    init(_ name: String, _ summary: String, default defaultValue: String?, shownAs shownDefault: String? = nil,
         note: String? = nil, completion: CommandDescription.Option.Value = .text) {
        self.completion = completion
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.shownDefault = shownDefault ?? defaultValue ?? ""
        self.defaultNote = note
    }

    /// `--data-dir`.
    var flag: String { "--" + name }

    /// `INFINITE_STORIES_DATA_DIR`: the fallback when the flag is absent (containers, CI).
    var environmentVariable: String {
        "INFINITE_STORIES_" + String(name.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The name ArgumentParser parses, taken from here rather than from the property's name.
    var argumentName: NameSpecification { .customLong(name) }

    /// What ArgumentParser's completion scripts offer for the value.
    var completionKind: CompletionKind {
        switch completion {
        case .directory: .directory
        case .file: .file()
        case .choices(let words): .list(words)
        case .text, .none: .default
        }
    }

    /// `--help`'s text: the summary, the environment variable and the default.
    var help: ArgumentHelp {
        let note = defaultNote.map { ", \($0)" } ?? ""
        return ArgumentHelp("\(summary) [env: \(environmentVariable)] (default: \(shownDefault)\(note))")
    }

    /// The setting the server runs with: the flag's value, else the environment's, else the default.
    func value(_ given: String?, environment: [String: String]) -> String? {
        given ?? environment[environmentVariable] ?? defaultValue
    }
}

extension ServerFlag {
    static let hostname = ServerFlag("hostname", "Address to bind.", default: "127.0.0.1")
    static let port = ServerFlag("port", "Port to bind; 0 picks a free one.", default: "8080")
    static let dataDir = ServerFlag("data-dir", "Folder for the SQLite database and media.",
                                    default: nil, shownAs: "$XDG_DATA_HOME/infinite-stories", completion: .directory)
    static let database = ServerFlag(
        "database",
        "Where the data lives: sqlite (database.sqlite in the data folder, one instance) or a postgres://USER:PASSWORD@HOST:PORT/NAME URL that several instances share.",
        default: "sqlite")
    static let databasePoolSize = ServerFlag(
        "database-pool-size", "PostgreSQL connections this instance keeps at most; a request that finds none free within 2 s is answered 503.",
        default: "10")
    static let media = ServerFlag(
        "media",
        "Where media goes: folder (media/ in the data folder, served by this server) or s3://BUCKET/PREFIX on S3-compatible storage, which clients download from with presigned URLs; endpoint, region and keys from AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL), AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN.",
        default: "folder")
    static let sessionTTL = ServerFlag("session-ttl", "Session lifetime in seconds; sessions slide while in use.",
                                       default: "2592000", note: "30 days")
    static let authRateLimit = ServerFlag(
        "auth-rate-limit", "Sign-in/sign-up attempts per address as COUNT/SECONDS, or off.", default: "3/10")
    static let accountSignInLimit = ServerFlag(
        "account-sign-in-limit",
        "Failed password sign-ins per account (email), from any address, as COUNT/SECONDS, or off; a successful sign-in clears them.",
        default: "10/900", note: "15 minutes")
    static let logLevel = ServerFlag(
        "log-level", "Least severe log level written to standard error: trace, debug, info, notice, warning, error or critical.",
        default: "info", completion: .choices(["trace", "debug", "info", "notice", "warning", "error", "critical"]))
    static let logFormat = ServerFlag(
        "log-format", "How log lines are written: text, or json (one object per line, for log collectors).", default: "text", completion: .choices(["text", "json"]))
    static let metricsAddress = ServerFlag(
        "metrics-address",
        "HOST:PORT to serve GET /metrics on (Prometheus text: requests and latency per route, jobs, provider calls, event streams, database pool waits), apart from the API; off serves none.",
        default: "off")
    static let workers = ServerFlag(
        "workers",
        "Generation jobs run at once, 1 to 64: story text from a model, narration and pictures. Story text from the offline writer runs apart, up to 64 at once (unless --provider-latency or --text-pace rehearse a model).",
        default: "2")
    static let jobLease = ServerFlag(
        "job-lease",
        "Seconds a worker's claim on a job lasts unless renewed (every third of it while the job runs); a killed instance's jobs are taken over once it has passed.",
        default: "30")
    static let generationRateLimit = ServerFlag(
        "generation-rate-limit",
        "Generation requests per user per hour as story=N,audio=N,avatar=N,illustrations=N (any of them), or off.",
        default: "story=5,audio=10,avatar=3,illustrations=20")
    static let providerLatency = ServerFlag(
        "provider-latency", "Milliseconds added to each provider call, to rehearse slow AI providers.", default: "0")
    static let textPace = ServerFlag("text-pace", "Milliseconds between streamed pieces of story text.", default: "0")
    static let storyProvider = ServerFlag(
        "story-provider", "Who writes story text: offline (built in, no network) or openai (any OpenAI-compatible server).",
        default: "offline", completion: .choices(["offline", "openai"]))
    static let speechProvider = ServerFlag("speech-provider", "Who narrates: offline (espeak-ng) or openai.",
                                           default: "offline", completion: .choices(["offline", "openai"]))
    static let imageProvider = ServerFlag("image-provider", "Who draws pictures and avatars: offline or openai.",
                                          default: "offline", completion: .choices(["offline", "openai"]))
    static let openAIBaseURL = ServerFlag(
        "openai-base-url", "The OpenAI-compatible API root: OpenAI, Ollama, llama.cpp, vLLM or LocalAI.",
        default: "https://api.openai.com/v1")
    static let openAIAPIKeyFile = ServerFlag(
        "openai-api-key-file", "File holding the API key, readable by its owner only (0600); without it OPENAI_API_KEY is used.",
        default: nil, shownAs: "none", completion: .file)
    static let openAIStoryModel = ServerFlag("openai-story-model", "Chat model for story text and scenes.",
                                             default: "gpt-4o")
    static let openAISpeechModel = ServerFlag("openai-speech-model", "Speech model: tts-1-hd, tts-1 or gpt-4o-mini-tts.",
                                              default: "tts-1-hd")
    static let openAIImageModel = ServerFlag("openai-image-model", "Image model for pictures and avatars.",
                                             default: "gpt-image-1")
    static let providerTimeout = ServerFlag(
        "provider-timeout", "Seconds one call to a real provider may take (or a stream may stay silent).", default: "60")
    static let stepTimeout = ServerFlag(
        "step-timeout", "Seconds one generation step (story text, narration, one picture) may take, retries included.",
        default: "900")
    static let sceneTimeout = ServerFlag(
        "scene-timeout", "Seconds a model may take to choose a story's scenes before the offline splitter does (the story is saved first).",
        default: "60")
    static let openAIContextTokens = ServerFlag(
        "openai-context-tokens", "The story model's context in tokens; stories are sized to fit it. Without it, llama.cpp and Ollama are asked.",
        default: nil, shownAs: "asked from the server")
    static let fallback = ServerFlag(
        "fallback", "offline: finish work offline when the real provider stays down; none: report the failure.",
        default: "none", completion: .choices(["offline", "none"]))

    static let publicURL = ServerFlag(
        "public-url", "The address people and Apple reach this server at, for the sign-in page and Apple's return URL (https in production).",
        default: nil, shownAs: "the address a request came to")
    static let appleClientID = ServerFlag(
        "apple-client-id",
        "Sign in with Apple: a client id tokens may be issued for (repeat it, or comma-separate in the variable); the first is the services id the browser flow uses.",
        default: nil, shownAs: "none (Apple off)")
    static let appleTeamID = ServerFlag("apple-team-id", "Apple developer team id, for the browser flow's client secret.",
                                        default: nil, shownAs: "none")
    static let appleKeyID = ServerFlag("apple-key-id", "Id of the Sign in with Apple key (.p8).", default: nil, shownAs: "none")
    static let applePrivateKeyFile = ServerFlag(
        "apple-private-key-file", "The Sign in with Apple .p8 key file, readable by its owner only (0600).",
        default: nil, shownAs: "none", completion: .file)
    static let appleBaseURL = ServerFlag(
        "apple-base-url", "Where Apple's authorize, token and keys endpoints are (a stand-in for tests).",
        default: "https://appleid.apple.com")

    /// Every flag, in `--help`'s order: the README's table lists exactly these.
    static let all: [ServerFlag] = [
        hostname, port, dataDir, media, database, databasePoolSize, sessionTTL, authRateLimit, accountSignInLimit, logLevel,
        logFormat, metricsAddress, workers, jobLease, generationRateLimit,
        providerLatency, textPace, storyProvider, speechProvider, imageProvider, openAIBaseURL, openAIAPIKeyFile,
        openAIStoryModel, openAISpeechModel, openAIImageModel, openAIContextTokens, providerTimeout, stepTimeout, sceneTimeout,
        fallback,
        publicURL, appleClientID, appleTeamID, appleKeyID, applePrivateKeyFile, appleBaseURL,
    ]
}
