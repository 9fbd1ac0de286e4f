import Foundation
import Hummingbird
import InfiniteStoriesModels

/// Public liveness routes: `/api/v1/health` (and `/health`, where operators' probes look)
/// checks the database, `/api/v1/ping` only the process, and `/ready` whether this instance
/// should get traffic: the database answers and has every migration this version knows.
struct HealthRoutes: Sendable {
    let store: any StoryStore
    let version: String

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        for path in ["/api/v1/health", "/health", "/ready", "/api/v1/ping"] { table.add(.get, path) }
        for path in ["/api/v1/health", "/health"] {
            router.get(RouterPath(path)) { _, _ in
                try await Self.checkDatabase(store)
                return JSONResponse.envelope(HealthStatus(status: "healthy", timestamp: Date.storageNow, database: "connected",
                                                          version: version))
            }
        }
        router.get("/ready") { _, _ in
            try await Self.checkDatabase(store)
            guard (try? await store.migrationsComplete()) == true else {
                throw APIError(status: .serviceUnavailable, code: "ServiceUnavailable",
                               message: "Database migrations are not complete")
            }
            return JSONResponse.envelope(HealthStatus(status: "ready", timestamp: Date.storageNow, database: "connected",
                                                      version: version))
        }
        router.get("/api/v1/ping") { _, _ in
            JSONResponse.make(.ok, PingResponse(status: "ok", timestamp: Int64(Date.storageNow.timeIntervalSince1970 * 1000)))
        }
    }

    private static func checkDatabase(_ store: any StoryStore) async throws {
        do {
            try await store.ping()
        } catch {
            throw APIError(status: .serviceUnavailable, code: "ServiceUnavailable", message: "Database is not answering")
        }
    }
}
