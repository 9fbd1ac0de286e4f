import Foundation

/// Something that turns requests into PNG images.
///
/// The server talks only to this protocol, so the embedded `OfflineImageGenerator` (no network,
/// no key) can later be swapped for, or fall back from, a real AI image provider.
public protocol ImageGenerator: Sendable {
    /// A PNG picture of one story scene.
    func illustration(for request: IllustrationRequest) async throws -> Data
    /// A PNG portrait of a hero.
    func avatar(for request: PortraitRequest) async throws -> Data
}
