import DesignTokens
public import HeroesCore

/// The details for pipes: one `key<TAB>value` line per fact, no colour, no truncation, every
/// item of every list.
///
/// Keys, in this order (a key with no value still appears, with an empty value, except the
/// repeated ones):
///
/// | key | value |
/// | --- | --- |
/// | `id` | the id |
/// | `name` | the name |
/// | `modified` | `YYYY-MM-DD`, or empty |
/// | `description` | the description on one line, or empty |
/// | `thumbnail` | the full-size image URL, or empty |
/// | `portrait` | the `portrait_uncanny` image URL, or empty |
/// | `comics`, `series`, `stories`, `events` | how many in all |
/// | `comics.item`, `series.item`, … | one line per item name listed (repeated) |
/// | `comics.total` | how many comics the full list has (the summary's count is the API's) |
/// | `comics.latest` | one line per newest comic: `YYYY-MM-DD title — creators` (repeated) |
/// | `link.detail`, `link.wiki`, … | one line per link (repeated) |
/// | `attribution` | the attribution text |
///
/// Tabs, line breaks and other control characters in values become spaces, so each line is
/// exactly `key`, a tab, and `value`:
///
/// ```sh
/// heroes show 1009610 | awk -F'\t' '$1 == "comics" { print $2 }'   # 4043
/// heroes show 1009610 | grep '^comics.item' | cut -f2               # the comics listed
/// ```
public struct HeroDetailsPlainRenderer: HeroDetailsRenderer {
    /// The attribution text for the last line.
    /// Used when the details carry none (see ``HeroDetails/attribution(or:)``).
    public var attribution: String

    /// Creates a plain renderer.
    public init(attribution: String = HeroPage.defaultAttribution) {
        self.attribution = attribution
    }

    /// The lines for `state`.
    public func render(_ state: LoadState<HeroDetails>) -> String {
        guard let details = state.value else { return "" }
        return pairs(details).map { key, value in
            TextLayout.singleLine(key) + "\t" + TextLayout.singleLine(value)
        }.joined(separator: "\n") + "\n"
    }

    /// The `(key, value)` pairs of the details, in order, as they are before a format
    /// neutralises them (TSV and CSV share them).
    func pairs(_ details: HeroDetails) -> [(String, String)] {
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
                pairs += latest.items.map { ("comics.latest", Self.line($0)) }
            }
        }
        pairs += hero.links.map { ("link.\($0.kind)", $0.url.absoluteString) }
        pairs.append(("attribution", details.attribution(or: attribution)))
        return pairs
    }

    /// `2017-05-03 Spider-Man (2016) #16 — Brian Michael Bendis, Sara Pichelli`; the day is
    /// `unknown` when the API gives none, and the title or the creators part is left out when empty.
    static func line(_ comic: Comic) -> String {
        let creators = comic.creators.map(\.name).filter { !$0.isEmpty }
        let head = [comic.onSaleDay ?? "unknown", comic.title].filter { !$0.isEmpty }.joined(separator: " ")
        return creators.isEmpty ? head : head + " — " + creators.joined(separator: ", ")
    }
}
