import COpenSSL
import Foundation

/// MD5 through OpenSSL's libcrypto (`EVP_Digest`), as the Marvel API's request signature needs.
public enum MD5 {
    /// The lowercase hexadecimal MD5 digest of `text`'s UTF-8 bytes.
    public static func hex(_ text: String) -> String {
        hex(Array(text.utf8))
    }

    /// The lowercase hexadecimal MD5 digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBufferPointer { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_md5(), nil)
        }
        precondition(ok == 1, "OpenSSL's EVP_Digest failed for MD5")
        return digest.prefix(Int(length)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
