/// Resolving a JSON string's backslash escapes, once the scanner has checked them.
enum JSONEscapes {
    /// The value of one hexadecimal digit, either case.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Writes the UTF-8 of the checked string `raw` (between its quotes) into `output`, which
    /// holds at least `raw.count` bytes (no escape writes more bytes than it reads), and returns
    /// how many it wrote.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        while read < raw.count {
            let byte = raw[read]
            guard byte == UInt8(ascii: "\\") else {
                output[written] = byte
                written += 1
                read += 1
                continue
            }
            let kind = raw[read + 1]
            read += 2
            let simple: UInt8? =
                switch kind {
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                case UInt8(ascii: "u"): nil
                default: kind  // `"`, `\` and `/` stand for themselves
                }
            if let simple {
                output[written] = simple
                written += 1
                continue
            }
            var scalar = UInt32(hex4(raw, at: read))
            read += 4
            if (0xD800...0xDBFF).contains(scalar) {
                let low = UInt32(hex4(raw, at: read + 2))
                read += 6
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            for unit in UTF8.encode(Unicode.Scalar(scalar)!)! {
                output[written] = unit
                written += 1
            }
        }
        return written
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt16 {
        var unit: UInt16 = 0
        for index in offset..<offset + 4 { unit = unit << 4 | UInt16(hexValue(raw[index]) ?? 0) }
        return unit
    }
}
