public import FoundationEssentials

/// The one JSON writer: it appends tokens in the order it is given them, for the server's bodies
/// (in the real API's key order, compact) and, through ``JSONText``, for every `--json` output
/// (keys sorted, in either ``JSONLayout``).
///
/// Strings and numbers are written as Foundation's `JSONEncoder` writes them with
/// `.withoutEscapingSlashes`: `"`, `\` and the control characters escaped (`\n`, `\b`,
/// `\u001f`), `/` and everything else as it is; an integer in decimal; a `Double` as its
/// `description` less a final `.0` (`6`, `0.5`, `1e+20`). ``JSONLayout/compact`` puts no
/// whitespace between tokens; ``JSONLayout/indented`` puts each element and member on a line of
/// its own, two spaces a level, `"key": value`, and `[]` and `{}` for empty containers.
///
/// The caller writes well-formed JSON: a key before each member's value, each container ended.
/// A writer is not copied; its memory is freed with it.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("code"); writer.int(409)
/// writer.key("status"); writer.string("You may not request more than 100 items.")
/// writer.endObject()
/// writer.bytes  // {"code":409,"status":"You may not request more than 100 items."}
/// ```
public struct JSONWriter: ~Copyable {
    /// What the last token leaves to the next: a separator, nothing (after a key), or, at the
    /// start of a container, a line of its own.
    private enum Position {
        case start, afterValue, afterKey
    }

    private var output: JSONTextBuffer<UInt8>
    private let indents: Bool
    private var depth = 0
    private var position = Position.start

    /// A writer for `layout` with room for `capacity` bytes before it grows.
    public init(capacity: Int = 0, layout: JSONLayout = .compact) {
        output = JSONTextBuffer(capacity: capacity)
        indents = layout == .indented
    }

    deinit { output.deallocate() }

    /// The JSON written so far.
    public var bytes: [UInt8] { Array(written) }

    /// The JSON written so far, as `Data`.
    public var data: Data { Data(buffer: written) }

    /// The JSON written, as `Data` that takes over the writer's memory instead of copying it:
    /// the writer's last use.
    public consuming func finishedData() -> Data {
        let (base, count) = (output.base, output.count)
        discard self
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { bytes, _ in bytes.deallocate() })
    }

    /// The JSON written so far, as text.
    var text: String { String(decoding: written, as: UTF8.self) }

    private var written: UnsafeBufferPointer<UInt8> { output.elements(0..<output.count) }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes `"name":` (`"name": ` indented); the value written next completes the member.
    /// `name` is written as it is: it must need no escape (the API's keys are ASCII letters).
    public mutating func key(_ name: StaticString) {
        key(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), plain: true)
    }

    /// Writes the key `name` (its UTF-8 bytes), escaped unless it is `plain` (it needs no escape).
    mutating func key(_ name: UnsafeBufferPointer<UInt8>, plain: Bool) {
        separate()
        if plain {
            output.append(UInt8(ascii: "\""))
            output.append(name)
            output.append(UInt8(ascii: "\""))
        } else {
            JSONScalarText.appendQuoted(name, to: &output)
        }
        output.append(UInt8(ascii: ":"))
        if indents { output.append(UInt8(ascii: " ")) }
        position = .afterKey
    }

    /// Writes the integer, or `null`.
    public mutating func int(_ value: Int?) {
        guard let value else { return null() }
        separate()
        JSONScalarText.appendInteger(value, to: &output)
        position = .afterValue
    }

    /// Writes the number: `6` for a whole number (never `6.0`), `0.5`, `1e+20`; `null` for NaN
    /// and infinity, which JSON has no text for.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        JSONScalarText.appendFloatingPoint(value, to: &output)
        position = .afterValue
    }

    /// Writes the string, escaped, or `null`.
    public mutating func string(_ text: String?) {
        guard var text else { return null() }
        separate()
        text.withUTF8 { JSONScalarText.appendQuoted($0, to: &output) }
        position = .afterValue
    }

    public mutating func null() {
        scalar(UnsafeBufferPointer(start: ("null" as StaticString).utf8Start, count: 4))
    }

    /// Writes the value, or `null`.
    public mutating func value(_ value: (some JSONWritable)?) {
        guard let value else { return null() }
        value.write(to: &self)
    }

    /// Writes the values as one array, or `null`.
    public mutating func array(_ values: [some JSONWritable]?) {
        guard let values else { return null() }
        beginArray()
        for value in values { value.write(to: &self) }
        endArray()
    }

    /// Writes `encoded`, which is one JSON value already, as it is.
    public mutating func json(_ encoded: some ContiguousBytes) {
        encoded.withUnsafeBytes { scalar($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Writes `text`, one value's finished JSON text, as it is.
    mutating func scalar(_ text: UnsafeBufferPointer<UInt8>) {
        separate()
        output.append(text)
        position = .afterValue
    }

    /// Ends the text with a line feed (`--json`'s last byte).
    mutating func endLine() {
        output.append(0x0A)
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        output.append(bracket)
        depth += 1
        position = .start
    }

    /// The end of a container: right after its opening bracket when it is empty, else (indented)
    /// on its own line, at its indentation.
    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if position != .start { newLine() }
        output.append(bracket)
        position = .afterValue
    }

    /// What goes before a value or a key: a comma after a value, and (indented, in a container)
    /// a line of its own; nothing after a key.
    private mutating func separate() {
        switch position {
        case .afterKey: return
        case .afterValue: if depth > 0 { output.append(UInt8(ascii: ",")) }
        case .start: break
        }
        if depth > 0 { newLine() }
    }

    /// Indented: a line break and the indentation of the current depth; compact: nothing.
    private mutating func newLine() {
        guard indents else { return }
        output.append(0x0A)
        output.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }
}

/// Something written with ``JSONWriter`` in an order of its own (the server's records, in the
/// real API's key order).
public protocol JSONWritable {
    /// Writes this value as one JSON value.
    func write(to writer: inout JSONWriter)
}

extension Array where Element: JSONWritable {
    /// The elements as one compact JSON array.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: count * 4096)
        writer.array(self)
        return writer.bytes
    }
}
