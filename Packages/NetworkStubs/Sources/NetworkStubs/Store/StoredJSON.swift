/// A record's JSON as stored: the API's own bytes with each gateway address prefix replaced by
/// one control byte. Raw control bytes cannot occur in valid JSON (they are always escaped
/// inside strings), so the replacement is unambiguous and ``expand(_:)`` restores the exact
/// bytes. It takes about a third off the snapshot (every record names dozens of others by URI).
enum StoredJSON {
    /// The prefixes replaced, each by the byte at its index plus one.
    static let prefixes: [[UInt8]] = [
        Array("http://gateway.marvel.com/v1/public/".utf8),
        Array("https://gateway.marvel.com/v1/public/".utf8),
    ]

    /// `json` with every prefix replaced by its byte.
    static func compact(_ json: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(json)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        scan: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "h") {
                for (number, prefix) in prefixes.enumerated() where matches(prefix, in: bytes, at: index) {
                    out.append(UInt8(number + 1))
                    index += prefix.count
                    continue scan
                }
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    /// The API's bytes of a stored record.
    static func expand(_ stored: some Collection<UInt8>, into out: inout [UInt8]) {
        for byte in stored {
            if byte >= 1, Int(byte) <= prefixes.count {
                out.append(contentsOf: prefixes[Int(byte) - 1])
            } else {
                out.append(byte)
            }
        }
    }

    private static func matches(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard bytes.count - index >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }
}
