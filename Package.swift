// swift-tools-version:6.2
import PackageDescription

/// The client-side modules (everything that runs before the terminal app's first frame) reach
/// generic type metadata through accessor functions instead of mangled names. A mangled name
/// makes the runtime check the type's protocol conformances itself, and the first check of each
/// one scans every conformance record of the binary (~10,000 with the embedded server's
/// libraries) (docs/decisions/0011-start-up-without-conformance-scans.md).
let startUpCritical: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

/// Module map (see docs/architecture.md for the dependency rule):
/// - InfiniteStoriesModels: wire types of ../shared/CONTRACT.md, shared by client and server.
/// - StoryWriting: offline providers (story text, images, speech); no HTTP.
/// - InfiniteStoriesServer: the Hummingbird server library; `infinite-stories-server` runs it.
/// Targets are grouped by the side they live on, as the folders under `Sources/` are
/// (docs/architecture.md has the module map and the dependency rule, ADR 0029 the layout):
/// - `Sources/App`: the terminal app, from the ncurses backend to the client library;
/// - `Sources/Server`: the HTTP server and its providers (story text, pictures, speech, storage);
/// - `Sources/Shared`: what both sides speak (the wire contract);
/// - `Sources/System`: C headers and module maps, one C library per module;
/// - `Sources/Tools`: developers' executables (benchmarks, the story tool, the content embedder).
let package = Package(
    name: "InfiniteStories",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "infinite-stories", targets: ["infinite-stories"]),
        .executable(name: "infinite-stories-server", targets: ["infinite-stories-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/vapor/jwt-kit.git", from: "5.8.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", exact: "0.6.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", exact: "0.9.20"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
    ],
    targets: shared + app + server + system + tools + tests,
    swiftLanguageModes: [.v6]
)

// MARK: Shared

var shared: [Target] {
    [
        /// The wire types of ../shared/CONTRACT.md, spoken by the client and the server.
        .target(name: "InfiniteStoriesModels", path: "Sources/Shared/InfiniteStoriesModels",
                swiftSettings: startUpCritical),
        /// Small code both sides use, once, with no dependencies (ADR 0028): SSE parsing, retry
        /// policy, stable hash, seeded generator, MP3 frames, `JSONValue`. The client uses it, so
        /// it is start-up critical.
        .target(name: "SharedUtilities", path: "Sources/Shared/SharedUtilities", swiftSettings: startUpCritical),
    ]
}

// MARK: App

var app: [Target] {
    [
        /// Cells, widgets, themes and the drawing surface; no terminal library.
        .target(name: "TerminalUI", path: "Sources/App/TerminalUI", swiftSettings: startUpCritical),
        /// The only module that imports ncurses: terminal in, cells out.
        .target(name: "NcursesBackend", dependencies: ["CNcurses", "CNcursesShim", "TerminalUI"],
                path: "Sources/App/NcursesBackend", swiftSettings: startUpCritical),
        /// The auth-aware HTTP client and the repositories (Auth, Hero, Story); never the server.
        .target(
            name: "InfiniteStoriesClient",
            dependencies: [
                "InfiniteStoriesModels",
                "SharedUtilities",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Sources/App/InfiniteStoriesClient",
            swiftSettings: startUpCritical
        ),
        /// The pure core: state, actions, reducers, key map and strings, in feature folders.
        .target(name: "ViewState", dependencies: ["InfiniteStoriesModels", "InfiniteStoriesClient", "TerminalUI"],
                path: "Sources/App/ViewState", swiftSettings: startUpCritical),
        /// Performs the reducers' effects (repositories, player, files) and posts their results.
        .target(name: "AppRuntime", dependencies: ["ViewState", "InfiniteStoriesClient", "InfiniteStoriesModels", "TerminalUI"],
                path: "Sources/App/AppRuntime", swiftSettings: startUpCritical),
        /// Screens drawn from the view state into TerminalUI's buffer.
        .target(name: "AppScreens", dependencies: ["ViewState", "TerminalUI", "InfiniteStoriesModels"],
                path: "Sources/App/AppScreens", swiftSettings: startUpCritical),
        /// The app's config file (TOML, through TOMLKit): only the app executable imports it, so
        /// TOMLKit stays out of the client library and the view state.
        .target(name: "AppConfiguration",
                dependencies: ["ViewState", "TerminalUI", .product(name: "TOMLKit", package: "TOMLKit")],
                path: "Sources/App/AppConfiguration", swiftSettings: startUpCritical),
        /// The narration player: libmpv, loaded with dlopen on first play (ADR 0013).
        .target(name: "AudioPlayback", dependencies: ["CMpv"], path: "Sources/App/AudioPlayback"),
        /// Pictures as terminal cells: libchafa and libpng, both loaded with dlopen (ADR 0014).
        .target(name: "TerminalPictures", dependencies: ["CChafa", "CPNG", "TerminalUI", "DynamicLibrary"],
                path: "Sources/App/TerminalPictures",
                // chafa.h's folder and glib's (what `pkg-config --cflags chafa` says on Debian),
                // given here rather than by the system library's `pkgConfig`, which would also
                // link libchafa, glib and libpng into the app that loads them with dlopen (ADR 0014),
                // and put the system's library folder ahead of the static archives (ADR 0012).
                swiftSettings: [.unsafeFlags(["/usr/include/chafa", "/usr/include/glib-2.0",
                                              "/usr/lib/x86_64-linux-gnu/chafa/include", "/usr/lib/x86_64-linux-gnu/glib-2.0/include",
                                              "/usr/lib/aarch64-linux-gnu/chafa/include", "/usr/lib/aarch64-linux-gnu/glib-2.0/include"]
                                                .flatMap { ["-Xcc", "-I" + $0] })]),
        /// Sign-in URLs as QR codes: libqrencode, loaded with dlopen on first encode (ADR 0017).
        .target(name: "QRCode", dependencies: ["CQREncode", "TerminalUI", "DynamicLibrary"],
                path: "Sources/App/QRCode"),
        /// A story as a book to keep: the EPUB (with ZIPFoundation) and the chaptered MP3 (ADR 0032).
        .target(name: "StoryExport", dependencies: [
            "InfiniteStoriesClient", "InfiniteStoriesModels", "SharedUtilities",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ], path: "Sources/App/StoryExport"),
        /// `dlopen` for the optional C libraries, opened on first use (ADRs 0014, 0017).
        .target(name: "DynamicLibrary", path: "Sources/App/DynamicLibrary"),
        .executableTarget(
            name: "infinite-stories",
            dependencies: [
                "AppScreens", "ViewState", "AppRuntime", "NcursesBackend", "TerminalUI", "InfiniteStoriesClient",
                "InfiniteStoriesServer", "InfiniteStoriesModels", "CMemoryTuning", "AudioPlayback", "TerminalPictures", "QRCode",
                "AppConfiguration", "SharedUtilities", "StoryExport",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/App/infinite-stories",
            swiftSettings: startUpCritical,
            // The static runtime's link arguments export every symbol of the executable; its
            // dynamic symbol table then holds ~49,000 names that the loader and the runtime's
            // start-up `dladdr` search on every start (~1.5 ms). Nothing loads against it.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))]
        ),
    ]
}

// MARK: Server

var server: [Target] {
    [
        /// The offline story writer: content packs, composer, assistant; no HTTP.
        .target(name: "StoryWriting", dependencies: ["InfiniteStoriesModels", "SharedUtilities"],
                path: "Sources/Server/StoryWriting",
                exclude: ["Content"], plugins: ["EmbedStoryContent"]),
        /// The offline illustrator: painted scenes and portraits, PNG encoding.
        .target(name: "IllustrationPainting", dependencies: ["SharedUtilities", "CLibZ"],
                path: "Sources/Server/IllustrationPainting"),
        /// Narration: espeak-ng and lame behind one protocol, MP3 durations.
        .target(name: "SpeechSynthesis", dependencies: ["InfiniteStoriesModels", "SharedUtilities"],
                path: "Sources/Server/SpeechSynthesis"),
        /// Real OpenAI-compatible providers (story text, narration, pictures) over AsyncHTTPClient.
        .target(
            name: "OpenAICompatibleProviders",
            dependencies: [
                "InfiniteStoriesModels",
                "SharedUtilities",
                "StoryWriting",
                "IllustrationPainting",
                "SpeechSynthesis",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Server/OpenAICompatibleProviders"
        ),
        /// S3-compatible object storage: our own SigV4 on swift-crypto and a small S3 client on
        /// AsyncHTTPClient (ADR 0021); the server's S3 media store is built on it.
        .target(
            name: "ObjectStorage",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Sources/Server/ObjectStorage"
        ),
        /// The Hummingbird server library; `infinite-stories-server` runs it, the app embeds it.
        .target(
            name: "InfiniteStoriesServer",
            dependencies: [
                "InfiniteStoriesModels",
                "SharedUtilities",
                "ObjectStorage",
                "StoryWriting",
                "IllustrationPainting",
                "SpeechSynthesis",
                "OpenAICompatibleProviders",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            path: "Sources/Server/InfiniteStoriesServer"
        ),
        .executableTarget(
            name: "infinite-stories-server",
            dependencies: [
                "InfiniteStoriesServer",
                "InfiniteStoriesModels",
                "OpenAICompatibleProviders",
                "ObjectStorage",
                "SharedUtilities",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Server/infinite-stories-server"
        ),
    ]
}

// MARK: System

/// C headers and module maps only; each C library has one module, and one Swift module uses it.
var system: [Target] {
    [
        .systemLibrary(name: "CNcurses", path: "Sources/System/CNcurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "CNcursesShim", path: "Sources/System/CNcursesShim"),
        /// libmpv's headers only: `AudioPlayback` loads the library with dlopen on first play (ADR 0013).
        .systemLibrary(name: "CMpv", path: "Sources/System/CMpv", providers: [.apt(["libmpv-dev"])]),
        /// libchafa's and libpng's headers only: `TerminalPictures` loads both with dlopen (ADR 0014).
        .systemLibrary(name: "CChafa", path: "Sources/System/CChafa", providers: [.apt(["libchafa-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/System/CPNG", providers: [.apt(["libpng-dev"])]),
        /// libqrencode's headers only: `QRCode` loads it with dlopen on first encode (ADR 0017).
        .systemLibrary(name: "CQREncode", path: "Sources/System/CQREncode", providers: [.apt(["libqrencode-dev"])]),
        /// zlib, linked: the PNG encoder's DEFLATE and CRC-32 (ADR 0028).
        .systemLibrary(name: "CLibZ", path: "Sources/System/CLibZ", providers: [.apt(["zlib1g-dev"])]),
        /// glibc allocator settings for the app (Swift's Glibc module has no <malloc.h>).
        .target(name: "CMemoryTuning", path: "Sources/System/CMemoryTuning"),
    ]
}

// MARK: Tools

var tools: [Target] {
    [
        .executableTarget(
            name: "infinite-stories-bench",
            dependencies: ["StoryWriting", "InfiniteStoriesModels", "TerminalUI",
                           "InfiniteStoriesClient", "ViewState", "AppScreens", "TerminalPictures", "IllustrationPainting"],
            path: "Sources/Tools/infinite-stories-bench"
        ),
        /// Writers' and translators' tool: lints the story content, writes samples and the quality
        /// suite's stories from the embedded content or a folder of `.stories` files.
        .executableTarget(
            name: "story-tool",
            dependencies: ["StoryWriting", "InfiniteStoriesModels",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/story-tool"
        ),
        // Compiles Content/*.stories into the story writer (ADR 24).
        .executableTarget(name: "StoryContentEmbedder", path: "Sources/Tools/StoryContentEmbedder"),
        .plugin(name: "EmbedStoryContent", capability: .buildTool(), dependencies: ["StoryContentEmbedder"]),
        .executableTarget(name: "ncurses-backend-demo", dependencies: ["NcursesBackend", "TerminalUI"],
                          path: "Sources/Tools/NcursesBackendDemo"),
    ]
}

// MARK: Tests

var tests: [Target] {
    [
        /// Tests' stand-ins (Apple's sign-in server, llama-server, PostgreSQL) and test kit: one tmux
        /// session, EINTR-safe pipes from children (`ChildOutput`; children start with
        /// `SharedUtilities.ChildProcess`, ADR 0039), a program run to its end and read
        /// (`ChildProcess.capture`), one set of wire fixtures (ADR 0028).
        .target(name: "StandIns", dependencies: ["InfiniteStoriesModels", "SharedUtilities"], path: "Tests/Support/StandIns"),
        .testTarget(
            name: "InfiniteStoriesServerTests",
            dependencies: [
                "StandIns",
                "SharedUtilities",
                "InfiniteStoriesServer",
                "InfiniteStoriesModels",
                "StoryWriting",
                "OpenAICompatibleProviders",
                "infinite-stories-server",
                "ObjectStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "InfiniteStoriesModelsTests", dependencies: ["InfiniteStoriesModels"]),
        .testTarget(name: "SharedUtilitiesTests", dependencies: ["SharedUtilities"]),
        .testTarget(name: "ObjectStorageTests",
                    dependencies: ["ObjectStorage", "StandIns",
                                   .product(name: "AsyncHTTPClient", package: "async-http-client")]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "AppConfigurationTests", dependencies: ["AppConfiguration", "ViewState", "TerminalUI"]),
        .testTarget(
            name: "ViewStateTests",
            dependencies: ["StandIns", "ViewState", "AppRuntime", "InfiniteStoriesModels", "InfiniteStoriesClient", "TerminalUI", "InfiniteStoriesServer"]
        ),
        .testTarget(
            name: "AppScreensTests",
            dependencies: ["StandIns", "AppScreens", "ViewState", "TerminalUI", "InfiniteStoriesModels", "InfiniteStoriesClient"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "InfiniteStoriesAppTests",
                    dependencies: ["StandIns", "infinite-stories", "infinite-stories-server", "ViewState", "AppRuntime", "InfiniteStoriesClient",
                                   "InfiniteStoriesModels", "TerminalUI", "AudioPlayback", "InfiniteStoriesServer", "SharedUtilities"]),
        .testTarget(name: "NcursesBackendTests",
                    dependencies: ["StandIns", "SharedUtilities", "NcursesBackend", "TerminalUI", "ncurses-backend-demo"]),
        .testTarget(
            name: "InfiniteStoriesClientTests",
            dependencies: ["InfiniteStoriesClient", "InfiniteStoriesModels", "InfiniteStoriesServer", "OpenAICompatibleProviders",
                           "StandIns", "SharedUtilities",
                           .product(name: "AsyncHTTPClient", package: "async-http-client"),
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio")]
        ),
        .testTarget(name: "StoryWritingTests", dependencies: ["StoryWriting", "InfiniteStoriesModels", "SharedUtilities"]),
        .testTarget(name: "IllustrationPaintingTests", dependencies: ["IllustrationPainting", "SharedUtilities", "StandIns"]),
        .testTarget(name: "SpeechSynthesisTests", dependencies: ["SpeechSynthesis", "InfiniteStoriesModels", "SharedUtilities", "StandIns"]),
        .testTarget(
            name: "OpenAICompatibleProvidersTests",
            dependencies: ["StandIns", "OpenAICompatibleProviders", "StoryWriting", "SpeechSynthesis",
                           "IllustrationPainting", "InfiniteStoriesModels", "SharedUtilities",
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio")]
        ),
        .testTarget(name: "AudioPlaybackTests", dependencies: ["AudioPlayback", "SpeechSynthesis"]),
        .testTarget(name: "TerminalPicturesTests", dependencies: ["TerminalPictures", "TerminalUI", "IllustrationPainting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "TerminalUI", "SharedUtilities", "StandIns"]),
        .testTarget(name: "StoryExportTests", dependencies: ["StoryExport", "SpeechSynthesis", "IllustrationPainting", "SharedUtilities",
                                                       "StandIns"]),
    ]
}
