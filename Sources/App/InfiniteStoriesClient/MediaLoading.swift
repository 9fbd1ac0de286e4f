import Foundation

/// Access to avatar, audio and illustration files by their (signed) URLs; what the view-state
/// layer uses, so that it never downloads the same picture twice.
public protocol MediaLoading: Sendable {
    /// A local file holding the media at `url`, downloaded on first use.
    func file(for url: String) async throws -> URL
    /// The bytes of the media at `url`.
    func data(for url: String) async throws -> Data
}
