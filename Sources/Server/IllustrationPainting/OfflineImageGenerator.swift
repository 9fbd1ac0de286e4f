import Dispatch
import Foundation
import SharedUtilities

/// The embedded image generator: draws illustrations and avatars locally, with no network and
/// no API key, so a fresh server can illustrate stories out of the box.
///
/// Pictures are simple flat artwork chosen from the request's words (sky, landscape, props,
/// mood), deterministic for a given request and seed. A real AI provider can replace it behind
/// `ImageGenerator`, and can fall back to it when the provider fails.
public struct OfflineImageGenerator: ImageGenerator {
    /// Smallest side produced: 0x0 or 1x1 requests are raised to this so the picture stays a
    /// picture (and a valid PNG).
    public static let minimumSide = 16
    /// Largest side produced: bounds memory and time (a 2048x2048 scene is about 50 MB of work
    /// buffers) whatever a client asks for.
    public static let maximumSide = 2_048

    public init() {}

    /// Renders on a Dispatch thread: painting is tens of milliseconds of CPU (more in debug
    /// builds), and the caller is usually a server whose few cooperative threads must stay free
    /// to answer requests and stream events.
    public func illustration(for request: IllustrationRequest) async throws -> Data {
        try Task.checkCancellation()
        return await Self.offCooperativePool { illustrationPNG(for: request) }
    }

    public func avatar(for request: PortraitRequest) async throws -> Data {
        try Task.checkCancellation()
        return await Self.offCooperativePool { avatarPNG(for: request) }
    }

    private static func offCooperativePool(_ work: @escaping @Sendable () -> Data) async -> Data {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async { continuation.resume(returning: work()) }
        }
    }

    /// The synchronous form of `illustration(for:)`, for callers already on a worker thread.
    public func illustrationPNG(for request: IllustrationRequest) -> Data {
        let canvas = renderIllustration(request)
        return PNGEncoder.encode(width: canvas.width, height: canvas.height, rgb: canvas.rgbBytes())
    }

    /// The synchronous form of `avatar(for:)`.
    public func avatarPNG(for request: PortraitRequest) -> Data {
        let canvas = renderPortrait(request)
        return PNGEncoder.encode(width: canvas.width, height: canvas.height, rgb: canvas.rgbBytes())
    }

    /// A side length forced into `minimumSide...maximumSide`.
    public static func clampedSide(_ side: Int) -> Int {
        min(max(side, minimumSide), maximumSide)
    }

    // MARK: - Internal rendering (also used by tests to measure pixels)

    func sceneDescription(for request: IllustrationRequest) -> SceneDescription {
        SceneDescription(prompt: request.prompt, event: request.event, heroName: request.heroName,
                         traits: request.traits, hairColor: request.hairColor, skinTone: request.skinTone)
    }

    func renderIllustration(_ request: IllustrationRequest) -> Canvas {
        // The words take part in the seed so two scenes of one story with the same seed still
        // differ in their details.
        let seed = StableHash.combine(request.seed, StableHash.hash(request.prompt),
                                      StableHash.hash(request.event ?? ""), StableHash.hash(request.heroName))
        return ScenePainter.paint(sceneDescription(for: request), width: Self.clampedSide(request.width),
                                  height: Self.clampedSide(request.height), seed: seed)
    }

    func renderPortrait(_ request: PortraitRequest) -> Canvas {
        let seed = StableHash.combine(request.seed, StableHash.hash(request.heroName), StableHash.hash(request.prompt ?? ""))
        return PortraitPainter.paint(PortraitDescription(request), size: Self.clampedSide(request.size), seed: seed)
    }
}
