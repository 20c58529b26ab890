import DesignTokens
public import HeroesCore
public import HeroesPresentation
import MarvelWire

extension DetailSpec where Item == Creator {
    /// A creator's details (`GET /creators/{id}`, through `HeroesRepository.record(id:as:policy:)`),
    /// drawn by HeroesPresentation's generic renderers.
    ///
    /// On a terminal: the name as a heading, id, last change and the stories and events counted,
    /// the picture's URLs, then the comics and the series they worked on, each counted with the
    /// first by name:
    ///
    /// ```text
    /// Dan Slott
    /// ID        626
    /// Modified  2016-09-13
    /// Stories   675
    /// Events    14
    ///
    /// Picture
    ///   Portrait   http://i.annihil.us/u/prod/marvel/i/mg/7/30/4c64691f838bf/portrait_uncanny.jpg
    ///   Full size  http://i.annihil.us/u/prod/marvel/i/mg/7/30/4c64691f838bf.jpg
    ///
    /// Comics (583)
    ///   • A+X Vol. 1: = Awesome (Trade Paperback)
    ///   • A+X (2012) #1
    ///   …
    ///   … and 578 more
    /// ```
    ///
    /// In a pipe, `key<TAB>value` lines (in CSV, `key,value` records): `id`, `name`, `firstName`,
    /// `middleName`, `lastName`, `suffix`, `modified` (`YYYY-MM-DD`), `thumbnail`, the counts
    /// `comics`, `series`, `stories` and `events`, one `comicTitle` line per comic listed, one
    /// `seriesTitle` line per series listed, and `attribution`. In `--json`, the creator as each
    /// creator of `heroes creators list --json` has it, then `attribution`.
    public static var creator: DetailSpec<Creator> {
        DetailSpec(
            resource: "creator", id: { $0.id }, title: { $0.fullName }, untitled: "(no name)", facts: facts,
            sections: sections, fields: fields, fallbackAttribution: Page<Creator>.defaultAttribution,
            jsonFieldNames: CreatorDetailsJSON.fieldNames,
            json: { CreatorDetailsJSON($0, attribution: $1, fields: $2) })
    }

    @Sendable private static func facts(_ creator: Creator) -> [DetailFact] {
        [
            DetailFact("ID", creator.id, as: .identifier), DetailFact("Modified", creator.modifiedDay),
            DetailFact("Stories", NumberFormat.grouped(creator.storyCount)),
            DetailFact("Events", NumberFormat.grouped(creator.eventCount)),
        ]
    }

    @Sendable private static func sections(_ creator: Creator) -> [DetailSection] {
        var picture: [DetailLink] = []
        if let portrait = creator.thumbnail?.url(.portraitUncanny) {
            picture.append(DetailLink("Portrait", portrait.absoluteString))
        }
        if let full = creator.thumbnail?.fullSizeURL {
            picture.append(DetailLink("Full size", full.absoluteString))
        }
        return [
            .links("Picture", rows: picture, none: creator.thumbnail == nil ? "No picture." : nil),
            .items("Comics", count: creator.comics.available, names: creator.comics.items.map(\.name)),
            .items("Series", count: creator.series.available, names: creator.series.items.map(\.name)),
        ]
    }

    @Sendable private static func fields(_ creator: Creator) -> [(String, String)] {
        [
            ("id", String(creator.id)), ("name", creator.fullName), ("firstName", creator.firstName),
            ("middleName", creator.middleName), ("lastName", creator.lastName), ("suffix", creator.suffix),
            ("modified", creator.modifiedDay ?? ""),
            ("thumbnail", creator.thumbnail?.fullSizeURL?.absoluteString ?? ""),
            ("comics", String(creator.comics.available)), ("series", String(creator.series.available)),
            ("stories", String(creator.storyCount)), ("events", String(creator.eventCount)),
        ] + creator.comics.items.map { ("comicTitle", $0.name) } + creator.series.items.map { ("seriesTitle", $0.name) }
    }
}

/// A creator's `--json` object: its keys as ``CreatorRecordJSON`` writes them, then
/// `attribution`; only the fields asked for.
struct CreatorDetailsJSON: Encodable {
    /// The keys beside the creator's.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case attribution
    }

    /// The keys `--json` may keep.
    static var fieldNames: [String] {
        CreatorRecordJSON.CodingKeys.allCases.map(\.rawValue) + CodingKeys.allCases.map(\.rawValue)
    }

    var creator: CreatorRecordJSON
    var attribution: String
    var fields: Set<String>?

    init(_ creator: Creator, attribution: String, fields: Set<String>?) {
        self.creator = CreatorRecordJSON(creator, fields: fields)
        self.attribution = attribution
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        try creator.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if fields?.contains(CodingKeys.attribution.rawValue) ?? true {
            try container.encode(attribution, forKey: .attribution)
        }
    }
}
