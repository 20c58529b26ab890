/// The one JSON style of `--json`, for every screen: pretty-printed, keys sorted and slashes
/// left as they are, so that the output is stable from run to run and URLs read as URLs.
public enum JSONText {
    /// `value` as JSON text with a final newline; `""` when it cannot be encoded (a value made
    /// of strings, finite numbers and lists always can).
    ///
    /// The text is what Foundation's `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes]`, byte for byte (tests compare the two), written by an encoder of
    /// our own (`JSONTextEncoder`) because `JSONEncoder`'s dynamic casts and dictionary per
    /// object were a fifth of `heroes list --page 2 --json` (perf, 2026-11-23). It refuses
    /// `Data`, `URL` and `Decimal`, which no `--json` shape holds (they hold text).
    public static func render(_ value: some Encodable) -> String {
        (try? JSONTextEncoder.text(of: value)) ?? ""
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
