import Foundation

/// The one log line written per request, with the signature's values hidden.
enum RequestLogLine {
    /// The query names whose values never reach a log.
    static let secretNames: Set<String> = ["apikey", "hash", "ts"]

    /// `uri` with the values of `apikey`, `hash` and `ts` replaced by `REDACTED` (a name is
    /// recognised percent-encoded too). Works on the bytes: it runs once per request.
    static func redact(_ uri: String) -> String {
        let bytes = Array(uri.utf8)
        guard let question = bytes.firstIndex(of: UInt8(ascii: "?")) else { return uri }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 24)
        out.append(contentsOf: bytes[...question])
        var start = question + 1
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
            let nameEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) ?? end
            let name = bytes[start..<nameEnd]
            if isSecret(name) {
                out.append(contentsOf: name)
                out.append(contentsOf: "=REDACTED".utf8)
            } else {
                out.append(contentsOf: bytes[start..<end])
            }
            guard end < bytes.count else { break }
            out.append(UInt8(ascii: "&"))
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a query name, percent-decoded, is one of ``secretNames``.
    private static func isSecret(_ name: ArraySlice<UInt8>) -> Bool {
        if name.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") }) {
            return name.elementsEqual("ts".utf8) || name.elementsEqual("hash".utf8) || name.elementsEqual("apikey".utf8)
        }
        let text = String(decoding: name, as: UTF8.self)
        return secretNames.contains(text.removingPercentEncoding ?? text)
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
