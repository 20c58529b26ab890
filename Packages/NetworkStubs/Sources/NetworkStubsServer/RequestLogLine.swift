import Foundation

/// The one log line written per request, with the signature's values hidden.
enum RequestLogLine {
    /// The query names whose values never reach a log.
    static let secretNames: Set<String> = ["apikey", "hash", "ts"]

    /// `uri` with the values of `apikey`, `hash` and `ts` replaced by `REDACTED`.
    static func redact(_ uri: String) -> String {
        guard let question = uri.firstIndex(of: "?") else { return uri }
        let path = uri[..<question]
        let query = uri[uri.index(after: question)...]
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let decoded = String(name).removingPercentEncoding ?? String(name)
            return secretNames.contains(decoded) ? "\(name)=REDACTED" : String(item)
        }
        return path + "?" + items.joined(separator: "&")
    }

    /// `GET /v1/public/characters?limit=5&apikey=REDACTED 200 3.1ms`.
    static func make(method: String, uri: String, outcome: String, duration: Duration) -> String {
        "\(method) \(redact(uri)) \(outcome) \(format(duration))"
    }

    /// A duration in milliseconds with one decimal, e.g. `3.1ms`.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)ms"
    }
}
