import FoundationEssentials

/// Writes JSON by hand where the output must be byte-for-byte stable and in the real API's key
/// order: the etag is a digest of these bytes, and Foundation's `JSONEncoder` on Linux neither
/// keeps key order nor the same order from one process to the next.
enum JSONText {
    /// The `Content-Type` of every response with a body.
    static let contentType = "application/json; charset=utf-8"

    /// `text` as a JSON string literal, quotes included (`/` is not escaped, as the API does not).
    static func string(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// Appends JSON tokens to a byte buffer.
struct JSONWriter {
    /// The JSON written so far.
    private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
    }

    mutating func endObject() {
        needsComma.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
    }

    mutating func endArray() {
        needsComma.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `"name":`; the value written next completes the member.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = false }
    }

    /// Writes the integer, or `null`.
    mutating func int(_ value: Int?) {
        guard let value else { return null() }
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes a number as the API does: `6` for a whole number (never `6.0`), `0.5` otherwise.
    mutating func number(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 { return int(Int(value)) }
        separate()
        bytes.append(contentsOf: (value.isFinite ? value.description : "null").utf8)
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes the value, or `null`.
    mutating func value(_ value: (some JSONWritable)?) {
        guard let value else { return null() }
        value.write(to: &self)
    }

    /// Writes the values as one array, or `null`.
    mutating func array(_ values: [some JSONWritable]?) {
        guard let values else { return null() }
        beginArray()
        for value in values { value.write(to: &self) }
        endArray()
    }

    mutating func string(_ text: String?) {
        guard let text else { return null() }
        separate()
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: copy it at once.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends already-encoded JSON as one value.
    mutating func json(_ encoded: [UInt8]) {
        separate()
        bytes.append(contentsOf: encoded)
    }

    /// A comma before every value or member but the first of its container.
    private mutating func separate() {
        guard !needsComma.isEmpty else { return }
        if needsComma[needsComma.count - 1] {
            // A value right after a key needs no comma: key(_:) reset the flag.
            bytes.append(UInt8(ascii: ","))
        }
        needsComma[needsComma.count - 1] = true
    }
}

/// Something the server writes with ``JSONWriter`` in the API's exact key order.
protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}

extension Array where Element: JSONWritable {
    /// The elements as one JSON array.
    func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: count * 4096)
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
        return writer.bytes
    }
}
