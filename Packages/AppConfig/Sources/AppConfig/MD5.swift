import COpenSSL

/// MD5 through OpenSSL's one-shot `MD5()`, as the Marvel API's request signature and the
/// server's `ETag`s need.
///
/// It is linked statically from the system's libcrypto.a (Debian's libssl-dev), so a digest
/// loads no library and sets up nothing: the embedded catalog, which signs every call and tags
/// every answer, and `heroes serve` start without libcrypto.
public enum MD5 {
    /// The lowercase hexadecimal MD5 digest of `text`'s UTF-8 bytes.
    public static func hex(_ text: String) -> String {
        hex(Array(text.utf8))
    }

    /// The lowercase hexadecimal MD5 digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { heroes_md5(input.baseAddress, input.count, $0.baseAddress) }
        }
        // Written byte by byte, not with `joined()`: that is unspecialised library code whose
        // first call makes the runtime scan every conformance record in the binary
        // (benchmarks/DECISIONS.md, "the runtime's conformance scans").
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for byte in digest {
            text.append(Self.hexDigits[Int(byte >> 4)])
            text.append(Self.hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
