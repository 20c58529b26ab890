import DesignTokens
public import HeroesCore
public import HeroesPresentation

extension DetailSpec where Item == HeroDetails {
    /// A hero's details, `heroes show 1009610`, drawn by HeroesPresentation's generic renderers.
    ///
    /// On a terminal: the name as a heading, id and date (and `Description none` when it has
    /// none), the description wrapped, the image URLs, the latest comics from the hero's full
    /// list, newest first (with a note when fewer are listed than the summary counts; when they
    /// could not be loaded, the summary's first comics instead), the first series, stories and
    /// events, the links and the attribution:
    ///
    /// ```text
    /// Spider-Man (Peter Parker)
    /// ID        1009610
    /// Modified  2020-07-21
    ///
    /// Image
    ///   Portrait   https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b/portrait_uncanny.jpg
    ///   Full size  https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg
    ///
    /// Latest comics (3,995)
    ///   2017-05-03  Spider-Man (2016) #16
    ///               Brian Michael Bendis, Sara Pichelli, Justin Ponsor
    ///   … and 3,994 more
    /// ```
    ///
    /// In a pipe, `key<TAB>value` lines (in CSV, `key,value` records), in this order: `id`,
    /// `name`, `modified` (`YYYY-MM-DD` or empty), `description`, `thumbnail`, `portrait`, then
    /// for each of `comics`, `series`, `stories`, `events` how many in all and one `….item` line
    /// per item listed (after the comics, `comics.total` and one `comics.latest` line per newest
    /// comic: `YYYY-MM-DD title — creators`), one `link.detail`, `link.wiki`, … line per link,
    /// and `attribution`:
    ///
    /// ```sh
    /// heroes show 1009610 | awk -F'\t' '$1 == "comics" { print $2 }'   # 4043
    /// ```
    ///
    /// In `--json`, the hero's keys as each hero of `heroes list --json` has them, then
    /// `latestComics` (`{"total": 3995, "items": [...]}`, each comic as `heroes show --comics
    /// --json` writes it; `null` when it could not be loaded) and `attribution`.
    ///
    /// - Parameter attribution: The attribution written when the details carry none (see
    ///   ``HeroDetails/attribution(or:)``).
    public static func hero(attribution: String = HeroPage.defaultAttribution) -> DetailSpec<HeroDetails> {
        DetailSpec(
            resource: "hero", id: { $0.hero.id }, title: { $0.hero.name }, untitled: "(no name)", facts: facts,
            sections: sections, fields: fields, attribution: { $0.attribution(or: "") },
            fallbackAttribution: attribution, jsonFieldNames: heroFieldNames,
            json: { HeroDetailsJSON($0, attribution: $1, fields: $2) })
    }

    /// The keys `--json` may keep of a hero's details: a hero's, then `latestComics` and `attribution`.
    static var heroFieldNames: [String] {
        HeroJSON.fieldNames + HeroDetailsJSON.CodingKeys.allCases.map(\.rawValue)
    }

    @Sendable private static func facts(_ details: HeroDetails) -> [DetailFact] {
        let hero = details.hero
        var facts = [DetailFact("ID", hero.id, as: .identifier), DetailFact("Modified", hero.modifiedDay)]
        if hero.description.isEmpty { facts.append(DetailFact("Description", nil, missing: "none")) }
        return facts
    }

    @Sendable private static func sections(_ details: HeroDetails) -> [DetailSection] {
        let hero = details.hero
        var images: [DetailLink] = []
        if let portrait = hero.thumbnail?.url(.portraitUncanny) {
            images.append(DetailLink("Portrait", portrait.absoluteString))
        }
        if let full = hero.thumbnail?.fullSizeURL { images.append(DetailLink("Full size", full.absoluteString)) }
        var sections: [DetailSection] = [
            .prose(hero.description), .links("Image", rows: images, none: hero.thumbnail == nil ? "No image." : nil),
        ]
        if let latest = details.latestComics {
            sections.append(
                .dated(
                    "Latest comics", count: hero.comics.available,
                    rows: latest.items.map {
                        DetailDatedRow(day: $0.onSaleDay, title: $0.title, names: $0.creators.map(\.name))
                    },
                    available: latest.total - latest.offset,
                    note: listedNote(listed: latest.total, counted: hero.comics.available)))
        } else {
            sections.append(items("Comics", hero.comics))
        }
        sections += [items("Series", hero.series), items("Stories", hero.stories), items("Events", hero.events)]
        sections.append(
            .links("Links", rows: hero.links.map { DetailLink($0.kind, $0.url.absoluteString) }, none: "No links."))
        return sections
    }

    private static func items(_ name: String, _ list: HeroResourceList) -> DetailSection {
        .items(name, count: list.available, names: list.items.map(\.name))
    }

    /// Nothing when the full list of comics holds as many as the summary counts; else one
    /// sentence: `2,912 of the 2,939 are listed: 27 have no record of their own.` (the 2017
    /// snapshot lacks some 3% of the comics that summaries count).
    private static func listedNote(listed: Int, counted: Int) -> String? {
        guard listed != counted else { return nil }
        return listed < counted
            ? "\(NumberFormat.grouped(listed)) of the \(NumberFormat.grouped(counted)) are listed: "
                + NumberFormat.count(counted - listed, "has no record of its own.", "have no record of their own.")
            : "\(NumberFormat.grouped(listed)) are listed; the hero's summary counts \(NumberFormat.grouped(counted))."
    }

    /// The `(key, value)` pairs of TSV and CSV, before the attribution.
    @Sendable private static func fields(_ details: HeroDetails) -> [(String, String)] {
        let hero = details.hero
        var pairs: [(String, String)] = [
            ("id", String(hero.id)),
            ("name", hero.name),
            ("modified", hero.modifiedDay ?? ""),
            ("description", hero.description),
            ("thumbnail", hero.thumbnail?.fullSizeURL?.absoluteString ?? ""),
            ("portrait", hero.thumbnail?.url(.portraitUncanny)?.absoluteString ?? ""),
        ]
        for (key, list) in [
            ("comics", hero.comics), ("series", hero.series), ("stories", hero.stories), ("events", hero.events),
        ] {
            pairs.append((key, String(list.available)))
            pairs += list.items.map { ("\(key).item", $0.name) }
            if key == "comics", let latest = details.latestComics {
                pairs.append(("comics.total", String(latest.total)))
                pairs += latest.items.map { ("comics.latest", line($0)) }
            }
        }
        pairs += hero.links.map { ("link.\($0.kind)", $0.url.absoluteString) }
        return pairs
    }

    /// `2017-05-03 Spider-Man (2016) #16 — Brian Michael Bendis, Sara Pichelli`; the day is
    /// `unknown` when the API gives none, and the title or the creators part is left out when empty.
    static func line(_ comic: Comic) -> String {
        let creators = comic.creators.map(\.name).filter { !$0.isEmpty }
        // `TextLayout.joined`, not the library's `joined`, whose first call scans every
        // conformance record (benchmarks/DECISIONS.md, "the runtime's conformance scans").
        let head = TextLayout.joined(
            [comic.onSaleDay ?? "unknown", comic.title].filter { !$0.isEmpty }, separator: " ")
        return creators.isEmpty ? head : head + " — " + TextLayout.joined(creators, separator: ", ")
    }
}
