/// A scalar's JSON text, written as `JSONEncoder` writes it: a string quoted with `"`, `\`
/// and the control characters escaped (`\n`, `\u001f`), `/` and everything else as it is; an
/// integer in decimal; a `Double` or `Float` as its `description` less a final `.0` (`1`,
/// `0.1`, `1e+20`), NaN and infinity an error.
extension JSONTextTree {
    /// Makes `node` the string `value`.
    func setString(_ node: Int, _ value: String) {
        let start = scalars.count
        var value = value
        value.withUTF8 { JSONTextTree.appendQuoted($0, to: &scalars) }
        endScalar(node, from: start)
    }

    /// Makes `node` the integer `value`.
    func setInteger(_ node: Int, _ value: some FixedWidthInteger) {
        let start = scalars.count
        if let small = Int64(exactly: value) {
            if small < 0 { scalars.append(UInt8(ascii: "-")) }
            appendDigits(small.magnitude)
        } else if let large = UInt64(exactly: value) {
            appendDigits(large)
        } else {
            scalars.append(contentsOf: value.description.utf8)  // beyond 64 bits: Int128 and UInt128
        }
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
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        scalars.append(contentsOf: text.utf8)
        endScalar(node, from: start)
    }

    /// Makes `node` the literal `true`, `false` or `null`.
    func setLiteral(_ node: Int, _ literal: StaticString) {
        let start = scalars.count
        scalars.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        endScalar(node, from: start)
    }

    /// The decimal digits of `value`.
    private func appendDigits(_ value: UInt64) {
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes: 20 digits at most
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[31 - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            scalars.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(32 - count)...]))
        }
    }

    /// `text` in double quotes, escaped as `JSONEncoder` escapes it with
    /// `.withoutEscapingSlashes`: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other bytes below
    /// 0x20 as `\u00XX` (lowercase hex), every other byte as it is.
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            runStart = index + 1
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
                output.append(contentsOf: [
                    UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0x0F)],
                ])
            }
        }
        if text.count > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...])) }
        output.append(UInt8(ascii: "\""))
    }
}
