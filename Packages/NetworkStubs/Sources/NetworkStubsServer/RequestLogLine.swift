import AppConfig
import FoundationEssentials
import NetworkClient

/// The one log line written per request, with the signature's values hidden.
enum RequestLogLine {
    /// Hides the signature's values: `apikey`, `hash` and `ts` (any case, percent-encoded too).
    static let redactor = Redactor(secretNames: MarvelSigningMiddleware.secretQueryNames)

    /// `GET /v1/public/characters?limit=5&apikey=REDACTED 200 3.1ms`.
    static func make(method: String, uri: String, outcome: String, duration: Duration) -> String {
        "\(method) \(redactor.redact(target: uri)) \(outcome) \(format(duration))"
    }

    /// A duration in milliseconds with one decimal, e.g. `3.1ms`.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)ms"
    }
}
