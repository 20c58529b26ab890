public import HeroesCore
public import HeroesPresentation

/// A record's details with the counts of its comics by year (`heroes show 1009610 --by-year`,
/// `heroes creators show 30 --by-year`): any record's, drawn by its own spec made
/// `DetailSpec.withComicsByYear(heading:)`.
public struct WithComicsByYear<Record: Sendable>: Sendable {
    /// The record's details, as its own spec draws them.
    public var record: Record
    /// Its comics counted by year (``ComicsByYear/load(of:as:from:policy:maximumCalls:progress:)``).
    public var comicsByYear: ComicsByYear

    /// The details `record` with `comicsByYear`, its comics counted.
    public init(record: Record, comicsByYear: ComicsByYear) {
        self.record = record
        self.comicsByYear = comicsByYear
    }

    /// Loads record `id` with `fetch` (what the record's own screen loads), then the whole list
    /// of its comics as `Model`'s (``ComicsByYear/load(of:as:from:policy:maximumCalls:progress:)``),
    /// one after the other: a record that fails is the failure, and then no comic is asked for;
    /// the comics failing (past `maximumCalls` too) is the failure as well, as the counts were
    /// asked for. The origin combines both answers' (stale if either is).
    public static func load<Model: MarvelModel>(
        id: Int, of model: Model.Type, from repository: HeroesRepository, policy: CachePolicy,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil,
        record fetch: (Int, CachePolicy) async throws(HeroesError) -> Fetched<Record>
    ) async throws(HeroesError) -> Fetched<WithComicsByYear> {
        let record = try await fetch(id, policy)
        let byYear = try await ComicsByYear.load(
            of: id, as: Model.self, from: repository, policy: policy, maximumCalls: maximumCalls, progress: progress)
        return Fetched(
            value: WithComicsByYear(record: record.value, comicsByYear: byYear.value),
            origin: .combining([record.origin, byYear.origin]))
    }
}

extension DetailSpec {
    /// This spec with the record's comics counted by year, for every record with a list of
    /// comics (a character, a creator): one implementation, whatever the record.
    ///
    /// - On a terminal, a first section of one line, the counts as a sparkline scaled to the
    ///   width (HeroesPresentation's `DetailSection.yearly`, drawn with
    ///   DesignTokens' `TextLayout.sparkline` in the style's glyphs, ASCII where the terminal
    ///   has no Unicode): `Comics by year  1963 ▁▂▃▅▇█▆▅ 2017  (peak 2012: 312)`.
    /// - In a pipe (TSV, CSV), after the record's own pairs, one `comics.year` pair a year from the
    ///   first to the last, its value the year and the count, a space apart, 0 included:
    ///   `comics.year<TAB>1964 0`.
    /// - In `--json`, beside the record's keys, ``ComicsByYear/jsonField``: an array of
    ///   `{"year": 1963, "comics": 12}`, one a year from the first to the last, 0 included
    ///   (`jq '.comicsByYear | max_by(.comics)'`); `[]` when no comic has a usable date.
    public func withComicsByYear(heading: String = "Comics by year") -> DetailSpec<WithComicsByYear<Item>> {
        let base = self
        let field = ComicsByYear.jsonField
        return DetailSpec<WithComicsByYear<Item>>(
            resource: resource, id: { base.id($0.record) }, title: { base.title($0.record) }, untitled: untitled,
            facts: { base.facts($0.record) },
            sections: { details in
                let byYear = details.comicsByYear
                return [.yearly(heading, firstYear: byYear.firstYear, counts: byYear.counts)]
                    + base.sections(details.record)
            },
            fields: { details in
                base.fields(details.record)
                    + details.comicsByYear.years.map { ("comics.year", "\($0.year) \($0.comics)") }
            },
            attribution: { base.attribution($0.record) }, fallbackAttribution: fallbackAttribution,
            jsonFieldNames: base.jsonFieldNames + [field],
            json: { details, attribution, fields in
                ComicsByYearJSON(
                    record: base.json(details.record, attribution, fields), byYear: details.comicsByYear,
                    written: fields?.contains(field) ?? true)
            })
    }
}

/// A record's `--json` object with ``ComicsByYear/jsonField`` beside its own keys.
struct ComicsByYearJSON: Encodable {
    /// One year's count.
    struct Year: Encodable {
        var year: Int
        var comics: Int
    }

    enum CodingKeys: String, CodingKey {
        case comicsByYear
    }

    var record: any Encodable
    var years: [Year]
    /// Whether the counts are among the fields asked for.
    var written: Bool

    init(record: any Encodable, byYear: ComicsByYear, written: Bool) {
        self.record = record
        years = byYear.years.map { Year(year: $0.year, comics: $0.comics) }
        self.written = written
    }

    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        guard written else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(years, forKey: .comicsByYear)
    }
}
