import Metrics
import Prometheus
import Synchronization

/// What the server counts, named once, and the one place that decides where the counts go.
///
/// The server reports through swift-metrics: with no backend (the app's embedded server, and the
/// server without `--metrics-address`) every counter is a no-op that costs a lock-free check.
/// `--metrics-address` bootstraps a Prometheus registry (`prometheusRegistry()`, once per
/// process, since swift-metrics has one backend per process) and `MetricsListener` serves its
/// text. Hummingbird's `MetricsMiddleware` adds the request counts and latency histograms per
/// route (`hb_requests`, `http_server_request_duration`).
public enum ServerMetrics {
    /// Jobs ended, by `kind` (story, audio, illustrations, avatar) and `outcome` (completed, failed).
    static let jobsFinished = "infinite_stories_jobs_finished_total"
    /// How long a job took from claim to end, by `kind`.
    static let jobDuration = "infinite_stories_job_duration_seconds"
    /// Jobs waiting or being worked on now, by `kind` and `state` (queued, running), over every
    /// instance sharing the database: read from it when scraped.
    static let jobs = "infinite_stories_jobs"
    /// Calls to a story, speech or image provider, by `kind` and `outcome` (ok, failed, timeout).
    static let providerCalls = "infinite_stories_provider_calls_total"
    /// Open story event streams (SSE connections).
    static let eventStreams = "infinite_stories_event_streams"
    /// How long a query waited for a pooled PostgreSQL connection.
    static let poolWait = "infinite_stories_database_pool_wait_seconds"
    /// Queries that found no pooled connection in time (answered 503).
    static let poolTimeouts = "infinite_stories_database_pool_timeouts_total"

    private static let registry = Mutex<PrometheusCollectorRegistry?>(nil)

    /// The process's Prometheus registry, bootstrapping swift-metrics with it on the first call.
    public static func prometheusRegistry() -> PrometheusCollectorRegistry {
        registry.withLock { registry in
            if let registry { return registry }
            let made = PrometheusCollectorRegistry()
            var factory = PrometheusMetricsFactory(registry: made)
            // Prometheus names allow [a-zA-Z0-9_:]; Hummingbird's are dotted (`http.route`).
            factory.nameAndLabelSanitizer = { name, labels in
                (sanitized(name), labels.map { (sanitized($0.0), $0.1) })
            }
            // Jobs take seconds to minutes; requests and pool waits milliseconds (the default).
            factory.durationHistogramBuckets[jobDuration] = [1, 2, 5, 10, 30, 60, 120, 300, 600, 900].map { .seconds($0) }
            MetricsSystem.bootstrap(factory)
            registry = made
            // Series an alert reads are there from the start, at zero, rather than absent.
            Meter(label: eventStreams).set(0)
            Counter(label: poolTimeouts).reset()
            return made
        }
    }

    static func sanitized(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", ":": Character(scalar)
            default: "_"
            }
        })
    }
}
