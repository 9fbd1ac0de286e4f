import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

/// The settings section's work: the profile and the usage.
extension EffectRunner {
    func runSettingsEffect(_ effect: SettingsEffect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        guard let profiles = services.profiles else {
            // No repository (older tests): nothing to load, the app runs on the built-in defaults.
            return
        }
        switch effect {
        case .loadProfile:
            start(key: "profile") {
                do { post(.settings(.profileLoaded(try await profiles.profile()))) }
                catch { post(.settings(.profileLoadFailed(ClientError(error)))) }
            }
        case .saveProfile(let patch):
            start {
                do { post(.settings(.profileSaved(try await profiles.updateProfile(patch)))) }
                catch { post(.settings(.profileSaveFailed(ClientError(error)))) }
            }
        case .loadUsage:
            start(key: "usage") {
                do { post(.settings(.usageLoaded(try await profiles.usage()))) }
                catch { post(.settings(.usageLoadFailed(ClientError(error)))) }
            }
        }
    }
}
