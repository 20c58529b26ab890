public import FoundationEssentials

/// A public web page about a hero.
public struct HeroLink: Sendable, Hashable, Codable {
    /// `detail`, `wiki` or `comiclink`.
    public var kind: String
    /// The address.
    public var url: URL

    /// Creates a link.
    public init(kind: String, url: URL) {
        self.kind = kind
        self.url = url
    }
}
