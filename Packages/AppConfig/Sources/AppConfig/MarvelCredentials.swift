/// A Marvel API key pair. Its `description` never shows the keys.
public struct MarvelCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The public key, sent as `apikey`.
    public let publicKey: String
    /// The private key, used only to compute the hash; never sent.
    public let privateKey: String

    /// Takes the keys as given: nothing checks them here, so a wrong pair shows up as the
    /// server's refusal.
    public init(publicKey: String, privateKey: String) {
        self.publicKey = publicKey
        self.privateKey = privateKey
    }

    /// `md5(ts + privateKey + publicKey)` in lowercase hex, as the API expects in `hash`.
    public func hash(timestamp: String) -> String {
        MD5.hex(timestamp + privateKey + publicKey)
    }

    /// Always `MarvelCredentials(REDACTED)`.
    public var description: String { "MarvelCredentials(REDACTED)" }
}
