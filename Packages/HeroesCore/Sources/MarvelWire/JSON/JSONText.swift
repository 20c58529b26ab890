/// How `--json` lays its text out: as gh does, indented for a person on a terminal, one compact
/// line for a program in a pipe. Both hold the same value.
public enum JSONLayout: Sendable, Equatable {
    /// Two spaces a level, each element and member on a line of its own, `"key": value`, `[]` and
    /// `{}` for empty containers: what `jq .` writes.
    case indented
    /// One line, no whitespace between tokens: what `jq -c .` writes.
    case compact

    /// ``indented`` when the data is drawn for a terminal (stdout is one, or `HEROES_FORCE_TTY`
    /// asks to draw as for one), ``compact`` otherwise.
    public init(forTerminal: Bool) {
        self = forTerminal ? .indented : .compact
    }
}

/// The one JSON writer of `--json`, for every screen: keys sorted by their UTF-8 bytes, so that
/// the output is stable from run to run (`"B"` before `"a"`, `"10"` before `"9"`), slashes left
/// as they are so that URLs read as URLs, and a final newline.
public enum JSONText {
    /// `value` as JSON text in `layout`, with a final newline; `""` when it cannot be encoded (a
    /// value made of strings, finite numbers and lists always can).
    ///
    /// Scalars and strings are written as Foundation's `JSONEncoder` writes them, and the compact
    /// layout is its text with `[.sortedKeys, .withoutEscapingSlashes]`, byte for byte (tests
    /// compare the two), written by an encoder of our own (`JSONTextEncoder`). It refuses
    /// `Data`, `URL` and `Decimal`, which no `--json` shape holds (they hold text).
    public static func render(_ value: some Encodable, layout: JSONLayout) -> String {
        (try? JSONTextEncoder.text(of: value, layout: layout)) ?? ""
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
