/// A scalar's JSON text, written as `JSONEncoder` writes it: a string quoted with `"`, `\`
/// and the control characters escaped (`\n`, `\u001f`), `/` and everything else as it is; an
/// integer in decimal; a `Double` or `Float` as its `description` less a final `.0` (`1`,
/// `0.1`, `1e+20`). The tree of ``JSONText`` and ``JSONWriter`` both write their scalars here.
enum JSONScalarText {
    /// The decimal digits of `value`, after a `-` when it is negative.
    static func appendInteger(_ value: some FixedWidthInteger, to output: inout JSONTextBuffer<UInt8>) {
        if let small = Int64(exactly: value) {
            if small < 0 { output.append(UInt8(ascii: "-")) }
            appendDigits(small.magnitude, to: &output)
        } else if let large = UInt64(exactly: value) {
            appendDigits(large, to: &output)
        } else {
            var text = value.description  // beyond 64 bits: Int128 and UInt128
            text.withUTF8 { output.append($0) }
        }
    }

    /// The finite `value`'s `description` less a final `.0`.
    static func appendFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F, to output: inout JSONTextBuffer<UInt8>
    ) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { output.append($0) }
    }

    /// The decimal digits of `value`.
    private static func appendDigits(_ value: UInt64, to output: inout JSONTextBuffer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in  // 20 digits at most
            var start = digits.count
            var rest = value
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            output.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `text` in double quotes, escaped as `JSONEncoder` escapes it with
    /// `.withoutEscapingSlashes`: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other bytes below
    /// 0x20 as `\u00XX` (lowercase hex), every other byte as it is. Eight bytes are checked at a
    /// time (most text needs no escape: names, URLs, descriptions).
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to output: inout JSONTextBuffer<UInt8>) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < text.count {
            if text.count - index >= 8,
                let base = text.baseAddress,
                !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = text[index]
            index += 1
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            output.append(UnsafeBufferPointer(rebasing: text[runStart..<(index - 1)]))
            runStart = index
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            default:
                let hex: StaticString = "0123456789abcdef"
                output.append(UInt8(ascii: "u"))
                output.append(UInt8(ascii: "0"))
                output.append(UInt8(ascii: "0"))
                output.append(hex.utf8Start[Int(byte >> 4)])
                output.append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
        output.append(UnsafeBufferPointer(rebasing: text[runStart...]))
        output.append(UInt8(ascii: "\""))
    }

    /// Whether one of the eight bytes of `word` is below 0x20, `"` or `\\` (never `false` when
    /// one is; `true` only then): the classic "has a byte less than" and "has a zero byte" tests.
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let zeroQuote = (quotes &- ones) & ~quotes & highs
        let zeroBackslash = (backslashes &- ones) & ~backslashes & highs
        return below20 | zeroQuote | zeroBackslash != 0
    }
}

/// The scalars of a tree: each node's finished text, in `scalars`.
extension JSONTextTree {
    /// Makes `node` the string `value`.
    func setString(_ node: Int, _ value: String) {
        let start = scalars.count
        var value = value
        value.withUTF8 { JSONScalarText.appendQuoted($0, to: &scalars) }
        endScalar(node, from: start)
    }

    /// Makes `node` the integer `value`.
    func setInteger(_ node: Int, _ value: some FixedWidthInteger) {
        let start = scalars.count
        JSONScalarText.appendInteger(value, to: &scalars)
        endScalar(node, from: start)
    }

    /// Makes `node` the number `value`; NaN and infinity have no JSON text.
    func setFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ node: Int, _ value: F, codingPath: @autoclosure () -> [any CodingKey]
    ) throws(EncodingError) {
        guard value.isFinite else {
            let name = value.isNaN ? "\(F.self).nan" : value < 0 ? "-\(F.self).infinity" : "\(F.self).infinity"
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: codingPath(), debugDescription: "Unable to encode \(name) directly in JSON."))
        }
        let start = scalars.count
        JSONScalarText.appendFloatingPoint(value, to: &scalars)
        endScalar(node, from: start)
    }

    /// Makes `node` the literal `true`, `false` or `null`.
    func setLiteral(_ node: Int, _ literal: StaticString) {
        let start = scalars.count
        scalars.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        endScalar(node, from: start)
    }
}
