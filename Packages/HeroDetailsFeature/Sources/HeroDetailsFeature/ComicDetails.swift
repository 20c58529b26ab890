import DesignTokens
public import HeroesCore
public import HeroesPresentation
import MarvelWire

extension DetailSpec where Item == Comic {
    /// A comic's details (`GET /comics/{id}`, through `HeroesRepository.record(id:as:policy:)`),
    /// drawn by HeroesPresentation's generic renderers: `heroes comics show`.
    ///
    /// On a terminal: the title as a heading, id, format, issue number, on-sale day, page count
    /// and series, the description wrapped, the cover's URLs and the first creators, each with
    /// their role:
    ///
    /// ```text
    /// Amazing Spider-Man (1963) #1
    /// ID       12345
    /// Format   Comic
    /// Issue    1
    /// On sale  1963-03-10
    ///
    /// Creators (2)
    ///   • Stan Lee (writer)
    ///   • Steve Ditko (penciller)
    /// ```
    ///
    /// In a pipe, `key<TAB>value` lines (in CSV, `key,value` records): `id`, `title`, `format`,
    /// `issueNumber`, `onSaleDate`, `pageCount`, `series`, `description`, `thumbnail`, one
    /// `creator` line per creator (`name (role)`, repeated) and `attribution`. In `--json`, the
    /// comic as each comic of `heroes show --comics --json` has it, then `description`,
    /// `pageCount`, `thumbnail` and `attribution`.
    public static var comic: DetailSpec<Comic> {
        DetailSpec(
            resource: "comic", id: { $0.id }, title: { $0.title }, untitled: "(no title)", facts: facts,
            sections: sections, fields: fields, fallbackAttribution: Page<Comic>.defaultAttribution,
            jsonFieldNames: ComicDetailsJSON.fieldNames,
            json: { ComicDetailsJSON($0, attribution: $1, fields: $2) })
    }

    @Sendable private static func facts(_ comic: Comic) -> [DetailFact] {
        [
            DetailFact("ID", comic.id, as: .identifier),
            DetailFact("Format", comic.format.isEmpty ? nil : comic.format),
            DetailFact("Issue", comic.issueNumber.map(issue)), DetailFact("On sale", comic.onSaleDay),
            DetailFact("Pages", comic.pageCount.map(String.init)), DetailFact("Series", comic.series),
        ]
    }

    @Sendable private static func sections(_ comic: Comic) -> [DetailSection] {
        var cover: [DetailLink] = []
        if let portrait = comic.thumbnail?.url(.portraitUncanny) {
            cover.append(DetailLink("Portrait", portrait.absoluteString))
        }
        if let full = comic.thumbnail?.fullSizeURL { cover.append(DetailLink("Full size", full.absoluteString)) }
        return [
            .prose(comic.description), .links("Cover", rows: cover, none: comic.thumbnail == nil ? "No cover." : nil),
            .items("Creators", count: comic.creatorCount, names: comic.creators.map(credit)),
        ]
    }

    @Sendable private static func fields(_ comic: Comic) -> [(String, String)] {
        [
            ("id", String(comic.id)), ("title", comic.title), ("format", comic.format),
            ("issueNumber", comic.issueNumber.map(issue) ?? ""), ("onSaleDate", comic.onSaleDay ?? ""),
            ("pageCount", comic.pageCount.map(String.init) ?? ""), ("series", comic.series ?? ""),
            ("description", comic.description),
            ("thumbnail", comic.thumbnail?.fullSizeURL?.absoluteString ?? ""),
        ] + comic.creators.map { ("creator", credit($0)) }
    }

    /// `1`, `0.5`: a whole issue number without its fraction.
    static func issue(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// `Stan Lee (writer)`, or the name alone when the role is unknown.
    static func credit(_ creator: ComicCreator) -> String {
        guard let role = creator.role, !role.isEmpty else { return creator.name }
        return "\(creator.name) (\(role))"
    }
}

/// A comic's `--json` object: its keys as ``ComicJSON`` writes them, then `description`,
/// `pageCount`, `thumbnail` (the full-size URL) and `attribution`; only the fields asked for.
struct ComicDetailsJSON: Encodable {
    /// The keys beside the comic's.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case description, pageCount, thumbnail, attribution
    }

    /// The keys `--json` may keep.
    static var fieldNames: [String] {
        ComicJSON.CodingKeys.allCases.map(\.rawValue) + CodingKeys.allCases.map(\.rawValue)
    }

    var comic: ComicJSON
    var description: String
    var pageCount: JSONNullable<Int>
    var thumbnail: JSONNullable<String>
    var attribution: String
    var fields: Set<String>?

    init(_ comic: Comic, attribution: String, fields: Set<String>?) {
        self.comic = ComicJSON(comic, fields: fields)
        description = comic.description
        pageCount = JSONNullable(comic.pageCount)
        thumbnail = JSONNullable(comic.thumbnail?.fullSizeURL?.absoluteString)
        self.attribution = attribution
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        try comic.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.description) { try container.encode(description, forKey: .description) }
        if wants(.pageCount) { try container.encode(pageCount, forKey: .pageCount) }
        if wants(.thumbnail) { try container.encode(thumbnail, forKey: .thumbnail) }
        if wants(.attribution) { try container.encode(attribution, forKey: .attribution) }
    }
}
