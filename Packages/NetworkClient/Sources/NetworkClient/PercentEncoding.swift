/// Percent-encoding of URL parts (RFC 3986 §2.1) over UTF-8 bytes, without Foundation's
/// `CharacterSet`-based `addingPercentEncoding` and `removingPercentEncoding`
/// (FoundationEssentials has neither): the query values this package sends, the names its
/// ``Redactor`` reads, and the queries the stub server decodes.
public enum PercentEncoding {
    /// `text` with every byte except the RFC 3986 unreserved characters (`A`–`Z`, `a`–`z`,
    /// `0`–`9`, `-`, `.`, `_`, `~`) written as `%XX` in upper-case hex: a query name or value
    /// encoded so that `+`, `&`, `=`, `#` and `/` reach the server as themselves.
    public static func encodingAllButUnreserved(_ text: some StringProtocol) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text `text` stands for, each `%XX` escape decoded (`+` stays a `+`), or `nil` when an
    /// escape is malformed (`%`, `%4`, `%zz`) or the bytes decoded are not UTF-8, as
    /// Foundation's `removingPercentEncoding` answered.
    public static func decoded(_ text: some StringProtocol) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return String(text) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            decoded.append(high << 4 | low)
            index += 3
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
