import COpenSSL

/// MD5 through OpenSSL's libcrypto (its one-shot `MD5()`, else `EVP_Digest`), as the Marvel API's
/// request signature and its `ETag`s need.
///
/// libcrypto is loaded on the first digest, not when the program starts: `--version`, `--help`
/// and the commands that sign nothing never pay for it. A system without it (Debian's libssl3,
/// which libcurl4 needs too) stops the program at the first digest with a message that says
/// what to install, as the loader used to at start.
public enum MD5 {
    /// The shared object's name: OpenSSL 3's libcrypto.
    static let fileName = "libcrypto.so.3"

    /// The lowercase hexadecimal MD5 digest of `text`'s UTF-8 bytes.
    public static func hex(_ text: String) -> String {
        hex(Array(text.utf8))
    }

    /// The lowercase hexadecimal MD5 digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        hex(bytes, oneShot: true)
    }

    /// ``hex(_:)-swift.type.method`` through `MD5()` when `oneShot` and the library has it, else through
    /// `EVP_Digest` (the tests run both).
    static func hex(_ bytes: [UInt8], oneShot: Bool) -> String {
        let api = library.api
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 16
        let ok = bytes.withUnsafeBufferPointer { input in
            if oneShot, let md5 = api.md5_oneshot {
                return md5(input.baseAddress, input.count, &digest) == nil ? Int32(0) : Int32(1)
            }
            return api.digest(input.baseAddress, input.count, &digest, &length, api.md5(), nil)
        }
        precondition(ok == 1, "OpenSSL's MD5 failed")
        return digest.prefix(Int(length)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The resolved functions; written once, then only read.
    private struct Library: @unchecked Sendable {
        let api: heroes_crypto_api
    }

    private static let library: Library = {
        var api = heroes_crypto_api()
        if let failure = heroes_crypto_load(fileName, &api) {
            fatalError(
                "OpenSSL's libcrypto could not be loaded (\(String(cString: failure))); "
                    + "install it (Debian: apt-get install libssl3)")
        }
        return Library(api: api)
    }()
}
