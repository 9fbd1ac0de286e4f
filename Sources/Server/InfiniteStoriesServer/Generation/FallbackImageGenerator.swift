import Foundation
import IllustrationPainting
import OpenAICompatibleProviders

/// Pictures from the primary painter, or the offline one when the primary fails.
struct FallbackImageGenerator: ImageGenerator {
    let primary: any ImageGenerator
    let fallback: any ImageGenerator

    func illustration(for request: IllustrationRequest) async throws -> Data {
        do {
            return try await primary.illustration(for: request)
        } catch let failure as ProviderFailure {
            OfflineFallback.note("illustration", failure)
            return try await fallback.illustration(for: request)
        }
    }

    func avatar(for request: PortraitRequest) async throws -> Data {
        do {
            return try await primary.avatar(for: request)
        } catch let failure as ProviderFailure {
            OfflineFallback.note("avatar", failure)
            return try await fallback.avatar(for: request)
        }
    }
}
