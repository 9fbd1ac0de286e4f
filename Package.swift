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
/// - InfiniteStoriesGenerators: offline providers (story text, images, speech); no HTTP.
/// - InfiniteStoriesServer: the Hummingbird server library; `infinite-stories-server` runs it.
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
    ],
    targets: [
        .target(name: "InfiniteStoriesModels", swiftSettings: startUpCritical),
        .target(name: "InfiniteStoriesGenerators", dependencies: ["InfiniteStoriesModels"],
                exclude: ["Content"], plugins: ["EmbedStoryContent"]),
        // Compiles Content/*.stories into the generators module (ADR 24).
        .executableTarget(name: "StoryContentEmbedder"),
        .plugin(name: "EmbedStoryContent", capability: .buildTool(), dependencies: ["StoryContentEmbedder"]),
        .target(name: "InfiniteStoriesImaging"),
        .target(name: "InfiniteStoriesSpeech", dependencies: ["InfiniteStoriesModels"]),
        .target(name: "TerminalUI", swiftSettings: startUpCritical),
        .target(
            name: "InfiniteStoriesClient",
            dependencies: [
                "InfiniteStoriesModels",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: startUpCritical
        ),
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "CNcursesShim"),
        .target(name: "NcursesBackend", dependencies: ["CNcurses", "CNcursesShim", "TerminalUI"],
                swiftSettings: startUpCritical),
        .target(name: "ViewState", dependencies: ["InfiniteStoriesModels", "InfiniteStoriesClient", "TerminalUI"],
                swiftSettings: startUpCritical),
        .target(name: "AppScreens", dependencies: ["ViewState", "TerminalUI", "InfiniteStoriesModels"],
                swiftSettings: startUpCritical),
        /// The app's config file (TOML, through TOMLKit): only the app executable imports it, so
        /// TOMLKit stays out of the client library and the view state.
        .target(name: "AppConfiguration",
                dependencies: ["ViewState", "TerminalUI", .product(name: "TOMLKit", package: "TOMLKit")],
                swiftSettings: startUpCritical),
        .executableTarget(
            name: "infinite-stories",
            dependencies: [
                "AppScreens", "ViewState", "NcursesBackend", "TerminalUI", "InfiniteStoriesClient",
                "InfiniteStoriesServer", "InfiniteStoriesModels", "CMemoryTuning", "Playback", "Pictures", "QRCode",
                "AppConfiguration",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: startUpCritical,
            // The static runtime's link arguments export every symbol of the executable; its
            // dynamic symbol table then holds ~49,000 names that the loader and the runtime's
            // start-up `dladdr` search on every start (~1.5 ms). Nothing loads against it.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))]
        ),
        /// libmpv's headers only: `Playback` loads the library with dlopen on first play (ADR 0013).
        .systemLibrary(name: "CMpv", path: "Sources/CMpv", providers: [.apt(["libmpv-dev"])]),
        .target(name: "Playback", dependencies: ["CMpv"]),
        /// libchafa's and libpng's headers only: `Pictures` loads both with dlopen (ADR 0014).
        .systemLibrary(name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "Pictures", dependencies: ["CChafa", "CPNG", "TerminalUI", "DynamicLibrary"]),
        /// `dlopen` for the optional C libraries, opened on first use (ADRs 0014, 0017).
        .target(name: "DynamicLibrary"),
        /// libqrencode's headers only: `QRCode` loads it with dlopen on first encode (ADR 0017).
        .systemLibrary(name: "CQREncode", path: "Sources/CQREncode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "QRCode", dependencies: ["CQREncode", "TerminalUI", "DynamicLibrary"]),
        /// glibc allocator settings for the app (Swift's Glibc module has no <malloc.h>).
        .target(name: "CMemoryTuning"),
        .executableTarget(
            name: "infinite-stories-bench",
            dependencies: ["InfiniteStoriesGenerators", "InfiniteStoriesModels", "TerminalUI",
                           "InfiniteStoriesClient", "ViewState", "AppScreens", "Pictures", "InfiniteStoriesImaging"]
        ),
        /// Writers' and translators' tool: lints the story content, writes samples and the quality
        /// suite's stories from the embedded content or a folder of `.stories` files.
        .executableTarget(
            name: "story-tool",
            dependencies: ["InfiniteStoriesGenerators", "InfiniteStoriesModels",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "ncurses-backend-demo", dependencies: ["NcursesBackend", "TerminalUI"],
                          path: "Sources/NcursesBackendDemo"),
        /// Real OpenAI-compatible providers (story text, narration, pictures) over AsyncHTTPClient.
        .target(
            name: "InfiniteStoriesOpenAI",
            dependencies: [
                "InfiniteStoriesModels",
                "InfiniteStoriesGenerators",
                "InfiniteStoriesImaging",
                "InfiniteStoriesSpeech",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
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
            ]
        ),
        .target(
            name: "InfiniteStoriesServer",
            dependencies: [
                "InfiniteStoriesModels",
                "ObjectStorage",
                "InfiniteStoriesGenerators",
                "InfiniteStoriesImaging",
                "InfiniteStoriesSpeech",
                "InfiniteStoriesOpenAI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .executableTarget(
            name: "infinite-stories-server",
            dependencies: [
                "InfiniteStoriesServer",
                "InfiniteStoriesModels",
                "InfiniteStoriesOpenAI",
                "ObjectStorage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        /// Tests' stand-in for Apple's sign-in server (`scripts/fake-apple-idp.py` in a process).
        .target(name: "StandIns", path: "Tests/Support/StandIns"),
        .testTarget(
            name: "InfiniteStoriesServerTests",
            dependencies: [
                "StandIns",
                "InfiniteStoriesServer",
                "InfiniteStoriesModels",
                "InfiniteStoriesGenerators",
                "InfiniteStoriesOpenAI",
                "infinite-stories-server",
                "ObjectStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(name: "InfiniteStoriesModelsTests", dependencies: ["InfiniteStoriesModels"]),
        .testTarget(name: "ObjectStorageTests",
                    dependencies: ["ObjectStorage", "StandIns",
                                   .product(name: "AsyncHTTPClient", package: "async-http-client")]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "AppConfigurationTests", dependencies: ["AppConfiguration", "ViewState", "TerminalUI"]),
        .testTarget(
            name: "ViewStateTests",
            dependencies: ["ViewState", "InfiniteStoriesModels", "InfiniteStoriesClient", "TerminalUI", "InfiniteStoriesServer"]
        ),
        .testTarget(
            name: "AppScreensTests",
            dependencies: ["AppScreens", "ViewState", "TerminalUI", "InfiniteStoriesModels", "InfiniteStoriesClient"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "InfiniteStoriesAppTests",
                    dependencies: ["StandIns", "infinite-stories", "infinite-stories-server", "ViewState", "InfiniteStoriesClient",
                                   "InfiniteStoriesModels", "TerminalUI", "Playback", "InfiniteStoriesServer"]),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI", "ncurses-backend-demo"]),
        .testTarget(
            name: "InfiniteStoriesClientTests",
            dependencies: ["InfiniteStoriesClient", "InfiniteStoriesModels", "InfiniteStoriesServer", "InfiniteStoriesOpenAI",
                           "StandIns",
                           .product(name: "AsyncHTTPClient", package: "async-http-client"),
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio")]
        ),
        .testTarget(name: "InfiniteStoriesGeneratorsTests", dependencies: ["InfiniteStoriesGenerators", "InfiniteStoriesModels"]),
        .testTarget(name: "InfiniteStoriesImagingTests", dependencies: ["InfiniteStoriesImaging"]),
        .testTarget(name: "InfiniteStoriesSpeechTests", dependencies: ["InfiniteStoriesSpeech", "InfiniteStoriesModels"]),
        .testTarget(
            name: "InfiniteStoriesOpenAITests",
            dependencies: ["StandIns", "InfiniteStoriesOpenAI", "InfiniteStoriesGenerators", "InfiniteStoriesSpeech",
                           "InfiniteStoriesImaging", "InfiniteStoriesModels",
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOPosix", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio")]
        ),
        .testTarget(name: "PlaybackTests", dependencies: ["Playback", "InfiniteStoriesSpeech"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "TerminalUI", "InfiniteStoriesImaging"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "TerminalUI"]),
    ],
    swiftLanguageModes: [.v6]
)
