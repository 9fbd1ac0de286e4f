import Foundation
import Hummingbird
import InfiniteStoriesModels

/// Public liveness routes: `/api/v1/health` checks the database, `/api/v1/ping` only the process.
struct HealthRoutes: Sendable {
    let store: any StoryStore
    let version: String

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/health")
        table.add(.get, "/api/v1/ping")
        router.get("/api/v1/health") { _, _ in
            do {
                try await store.ping()
            } catch {
                throw APIError(status: .serviceUnavailable, code: "ServiceUnavailable", message: "Database is not answering")
            }
            return JSONResponse.envelope(HealthStatus(status: "healthy", timestamp: Date.storageNow, database: "connected", version: version))
        }
        router.get("/api/v1/ping") { _, _ in
            JSONResponse.make(.ok, PingResponse(status: "ok", timestamp: Int64(Date.storageNow.timeIntervalSince1970 * 1000)))
        }
    }
}
