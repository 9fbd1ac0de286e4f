import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Refuses redirects to another origin, so a redirecting server cannot make URLSession carry the
/// bearer token (copied with the other headers) to a host that should never see it.
final class SameOriginRedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let from = task.originalRequest?.url
        let to = request.url
        let sameOrigin = from?.scheme?.lowercased() == to?.scheme?.lowercased()
            && from?.host?.lowercased() == to?.host?.lowercased()
            && from?.port == to?.port
        completionHandler(sameOrigin ? request : nil)
    }
}
