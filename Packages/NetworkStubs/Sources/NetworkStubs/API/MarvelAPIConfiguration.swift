public import AppConfig
import FoundationEssentials

/// How a ``MarvelAPI`` behaves: which keys it accepts, how many ids a list filter takes, and
/// the attribution it writes in every envelope.
public struct MarvelAPIConfiguration: Sendable, Hashable {
    /// The only key pair accepted, checked like the real gateway (`apikey` equal to the public
    /// key and `hash == md5(ts + private + public)`). With `nil`, any `apikey`, `ts` and `hash`
    /// are accepted, but all three are still required.
    public var credentials: MarvelCredentials?
    /// The most ids a list filter (`comics`, `series`, `events`, `stories`) accepts; more is a 409.
    public var maximumFilterValues: Int
    /// The copyright and attribution strings of every envelope; `nil` for the catalog's own
    /// (the 2017 snapshot's `© 2017 MARVEL`), or ``MarvelAttribution/marvel2025`` for a catalog
    /// that names none.
    public var attribution: MarvelAttribution?

    /// Creates a configuration.
    public init(
        credentials: MarvelCredentials? = nil,
        maximumFilterValues: Int = 10,
        attribution: MarvelAttribution? = nil
    ) {
        self.credentials = credentials
        self.maximumFilterValues = maximumFilterValues
        self.attribution = attribution
    }
}

/// The copyright and attribution strings of the API's envelope.
public struct MarvelAttribution: Sendable, Hashable {
    /// `copyright`, e.g. `© 2025 MARVEL`.
    public var copyright: String
    /// `attributionText`, e.g. `Data provided by Marvel. © 2025 MARVEL`.
    public var text: String
    /// `attributionHTML`, a link to marvel.com around ``text``.
    public var html: String

    /// Creates attribution strings.
    public init(copyright: String, text: String, html: String) {
        self.copyright = copyright
        self.text = text
        self.html = html
    }

    /// The strings `info` names, or `nil` when it names none.
    init?(_ info: CatalogInfo) {
        guard !info.copyright.isEmpty, !info.attributionText.isEmpty else { return nil }
        self.init(copyright: info.copyright, text: info.attributionText, html: info.attributionHTML)
    }

    /// The strings of the last real API responses (capture 01, April 2025).
    public static let marvel2025 = MarvelAttribution(
        copyright: "© 2025 MARVEL",
        text: "Data provided by Marvel. © 2025 MARVEL",
        html: "<a href=\"http://marvel.com\">Data provided by Marvel. © 2025 MARVEL</a>"
    )
}
