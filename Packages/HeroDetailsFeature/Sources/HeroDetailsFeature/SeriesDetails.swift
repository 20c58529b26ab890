import DesignTokens
public import HeroesCore
public import HeroesPresentation
import MarvelWire

extension DetailSpec where Item == Series {
    /// A series' details (`GET /series/{id}`, through `HeroesRepository.record(id:as:policy:)`),
    /// drawn by HeroesPresentation's generic renderers: `heroes series show`.
    ///
    /// On a terminal: the title as a heading, id, years (`2016–` while it runs), type, rating and
    /// the counts of its comics and characters, the description wrapped, the cover's URLs and the
    /// first creators, each with their role:
    ///
    /// ```text
    /// Avengers (2016 - Present)
    /// ID          22547
    /// Years       2016–
    /// Type        ongoing
    /// Rating      Rated T+
    /// Comics      18
    /// Characters  13
    ///
    /// Cover
    ///   Portrait   http://i.annihil.us/u/prod/marvel/i/mg/3/00/5813b548c24b0/portrait_uncanny.jpg
    ///   Full size  http://i.annihil.us/u/prod/marvel/i/mg/3/00/5813b548c24b0.jpg
    ///
    /// Creators (14)
    ///   • Daniel Acuna (penciller (cover))
    ///   • Adam Kubert (penciller (cover))
    ///   … and 12 more
    /// ```
    ///
    /// In a pipe, `key<TAB>value` lines (in CSV, `key,value` records): `id`, `title`, `startYear`,
    /// `endYear` (empty while it runs), `type`, `rating`, `comics`, `characters`, `description`,
    /// `thumbnail`, one `creator` line per creator (`name (role)`, repeated) and `attribution`. In
    /// `--json`, the series as each series of `heroes series list --json` has it, then
    /// `description`, `thumbnail` and `attribution`.
    public static var series: DetailSpec<Series> {
        DetailSpec(
            resource: "series", id: { $0.id }, title: { $0.title }, untitled: "(no title)", facts: facts,
            sections: sections, fields: fields, fallbackAttribution: Page<Series>.defaultAttribution,
            jsonFieldNames: SeriesDetailsJSON.fieldNames,
            json: { SeriesDetailsJSON($0, attribution: $1, fields: $2) })
    }

    @Sendable private static func facts(_ series: Series) -> [DetailFact] {
        let years = ListSpec<Series>.years(series)
        return [
            DetailFact("ID", series.id, as: .identifier), DetailFact("Years", years.isEmpty ? nil : years),
            DetailFact("Type", series.type.isEmpty ? nil : series.type),
            DetailFact("Rating", series.rating.isEmpty ? nil : series.rating),
            DetailFact("Comics", NumberFormat.grouped(series.comicCount)),
            DetailFact("Characters", NumberFormat.grouped(series.characterCount)),
        ]
    }

    @Sendable private static func sections(_ series: Series) -> [DetailSection] {
        var cover: [DetailLink] = []
        if let portrait = series.thumbnail?.url(.portraitUncanny) {
            cover.append(DetailLink("Portrait", portrait.absoluteString))
        }
        if let full = series.thumbnail?.fullSizeURL { cover.append(DetailLink("Full size", full.absoluteString)) }
        return [
            .prose(series.description),
            .links("Cover", rows: cover, none: series.thumbnail == nil ? "No cover." : nil),
            .items(
                "Creators", count: series.creatorCount,
                names: series.creators.map(DetailSpec<Comic>.credit)),
        ]
    }

    @Sendable private static func fields(_ series: Series) -> [(String, String)] {
        [
            ("id", String(series.id)), ("title", series.title), ("startYear", series.startYear.map(String.init) ?? ""),
            ("endYear", series.endYear.map(String.init) ?? ""), ("type", series.type), ("rating", series.rating),
            ("comics", String(series.comicCount)), ("characters", String(series.characterCount)),
            ("description", series.description),
            ("thumbnail", series.thumbnail?.fullSizeURL?.absoluteString ?? ""),
        ] + series.creators.map { ("creator", DetailSpec<Comic>.credit($0)) }
    }
}

/// A series' `--json` object: its keys as ``SeriesJSON`` writes them, then `description`,
/// `thumbnail` (the full-size URL) and `attribution`; only the fields asked for.
struct SeriesDetailsJSON: Encodable {
    /// The keys beside the series'.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case description, thumbnail, attribution
    }

    /// The keys `--json` may keep.
    static var fieldNames: [String] { SeriesJSON.fieldNames + CodingKeys.allCases.map(\.rawValue) }

    var series: SeriesJSON
    var description: String
    var thumbnail: JSONNullable<String>
    var attribution: String
    var fields: Set<String>?

    init(_ series: Series, attribution: String, fields: Set<String>?) {
        self.series = SeriesJSON(series, fields: fields)
        description = series.description
        thumbnail = JSONNullable(series.thumbnail?.fullSizeURL?.absoluteString)
        self.attribution = attribution
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        try series.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.description) { try container.encode(description, forKey: .description) }
        if wants(.thumbnail) { try container.encode(thumbnail, forKey: .thumbnail) }
        if wants(.attribution) { try container.encode(attribution, forKey: .attribution) }
    }
}
