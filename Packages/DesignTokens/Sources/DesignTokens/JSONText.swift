import FoundationEssentials

/// The one JSON style of `--json`, for every screen: pretty-printed, keys sorted and slashes
/// left as they are, so that the output is stable from run to run and URLs read as URLs.
public enum JSONText {
    /// `value` as JSON text with a final newline; `""` when it cannot be encoded (a value made
    /// of strings, numbers and lists always can).
    public static func render(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "" }
        return text + "\n"
    }
}

/// An optional value that JSON writes as `null` when it is missing, where a synthesised
/// `Encodable` would leave the key out: the documented `--json` shapes list every key.
public struct JSONNullable<Wrapped: Encodable>: Encodable {
    /// The value, or `nil` for `null`.
    public var value: Wrapped?

    /// Wraps `value`.
    public init(_ value: Wrapped?) {
        self.value = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }
}

extension JSONNullable: Sendable where Wrapped: Sendable {}
