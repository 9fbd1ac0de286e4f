import Hummingbird
import Logging
import Metrics
import NIOCore
import Prometheus

/// `GET /metrics` in Prometheus' text format on an address of its own (`--metrics-address`):
/// the API's port never shows it, and a firewall can keep it to the scraper. The job gauges are
/// read from the database when scraped, so they are right across instances and cost nothing
/// between scrapes.
struct MetricsListener: Sendable {
    let registry: PrometheusCollectorRegistry
    let jobs: any JobStore

    /// The listener's application; `onRunning` gets the address it bound.
    func application(host: String, port: Int, logger: Logger,
                     onRunning: @escaping @Sendable (SocketAddress?) async -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.get("/metrics") { _, _ -> Response in
            await refreshJobGauges(logger: logger)
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
        return Application(router: router,
                           configuration: .init(address: .hostname(host, port: port), serverName: "InfiniteStories metrics"),
                           onServerRunning: { channel in await onRunning(channel.localAddress) },
                           logger: logger)
    }

    /// Sets `infinite_stories_jobs{kind, state}` for every kind and state, zeros included (a
    /// series that vanished would read as "no data" rather than "none waiting").
    private func refreshJobGauges(logger: Logger) async {
        let counts: [JobKind: [JobRecord.Status: Int]]
        do {
            counts = try await jobs.activeJobCounts()
        } catch {
            // The scrape still answers with everything else; the gauges keep their last value.
            logger.warning("metrics: job counts unavailable", metadata: ["error": "\(String(reflecting: type(of: error)))"])
            return
        }
        for kind in JobKind.allCases {
            for state in [JobRecord.Status.queued, .running] {
                Gauge(label: ServerMetrics.jobs, dimensions: [("kind", kind.rawValue), ("state", state.rawValue)])
                    .record(counts[kind]?[state] ?? 0)
            }
        }
    }
}
