import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Signing in with Apple through a browser, and deleting the account.
extension EffectRunner {
    static let appleSignInKey = "apple-sign-in"

    func runAccountEffect(_ effect: Effect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        switch effect {
        case .startAppleSignIn(let attempt):
            start(key: Self.appleSignInKey) {
                do {
                    let code = try await services.auth.startAppleSignIn()
                    let address = code.verificationURIComplete
                    // The QR code and the browser are this device's business; neither may fail the sign-in.
                    let qrCode = services.makeQRCode?(address)
                    let browser = URL(string: address).flatMap { url in services.openInBrowser.map { $0(url) } }
                    post(.account(.appleSignInStarted(attempt: attempt, code, qrCode: qrCode, browser: browser)))
                } catch {
                    post(.account(.appleSignInFailed(attempt: attempt, ClientError(error))))
                }
            }
        case .pollAppleSignIn(let deviceCode, let seconds, let attempt):
            start(key: Self.appleSignInKey) {
                do { try await Task.sleep(for: .seconds(seconds)) } catch { return }
                do {
                    let status = try await services.auth.pollAppleSignIn(deviceCode: deviceCode)
                    post(.account(.appleSignInPolled(attempt: attempt, status)))
                    // Listens that could not be reported before go now, for this user.
                    if case .signedIn = status { await services.listening?.flush() }
                } catch {
                    post(.account(.appleSignInFailed(attempt: attempt, ClientError(error))))
                }
            }
        case .stopAppleSignIn:
            cancel(key: Self.appleSignInKey)
        case .openSignInPage(let address):
            start {
                guard let url = URL(string: address), let open = services.openInBrowser else {
                    post(.account(.signInPageOpened(.noDisplay)))
                    return
                }
                post(.account(.signInPageOpened(open(url))))
            }
        case .deleteAccount:
            start {
                do {
                    try await services.auth.deleteAccount()
                    post(.account(.accountDeleted))
                } catch {
                    post(.account(.accountDeletionFailed(ClientError(error))))
                }
            }
        default:
            break
        }
    }
}
