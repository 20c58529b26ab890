#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// `json` with every prefix replaced by its byte. Only a `/` can start what the prefixes
    /// share, and `memchr` finds those, so the bytes between two addresses are copied at once.
    static func compact(_ json: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(json)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var copied = 0
            var searchFrom = 0
            while searchFrom < buffer.count,
                let found = memchr(base + searchFrom, Int32(UInt8(ascii: "/")), buffer.count - searchFrom)
            {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                searchFrom = at + 1
                guard matches(common, in: buffer, at: at) else { continue }
                searchFrom = at + common.count
                for (number, prefix) in prefixes.enumerated() {
                    let start = at - (prefix.count - common.count)
                    guard start >= copied, matches(prefix, in: buffer, at: start) else { continue }
                    out.append(contentsOf: buffer[copied..<start])
                    out.append(UInt8(number + 1))
                    copied = start + prefix.count
                    break
                }
            }
            out.append(contentsOf: buffer[copied...])
        }
        return out
    }

    /// What every prefix ends with.
    private static let common = Array("//gateway.marvel.com/v1/public/".utf8)

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

    /// The same for bytes in memory (a row's blob), copying the runs between prefixes at once.
    static func expand(_ stored: UnsafeRawBufferPointer, into out: inout [UInt8]) {
        var start = 0
        for index in 0..<stored.count {
            let byte = stored[index]
            guard byte >= 1, Int(byte) <= prefixes.count else { continue }
            out.append(contentsOf: stored[start..<index])
            out.append(contentsOf: prefixes[Int(byte) - 1])
            start = index + 1
        }
        out.append(contentsOf: stored[start...])
    }

    private static func matches(_ prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 0 else { return false }
        guard bytes.count - index >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }
}
