import DesignTokens
public import HeroesCore
public import HeroesPresentation
import MarvelWire

extension DetailSpec where Item == Event {
    /// An event's details (`GET /events/{id}`, through `HeroesRepository.record(id:as:policy:)`),
    /// drawn by HeroesPresentation's generic renderers.
    ///
    /// On a terminal: the title as a heading, id, start and end days, the events before and after
    /// it, the comics, series and characters counted, the description wrapped, the image's URLs
    /// and the first creators, each with their role (the API lists at most 20, and the model keeps
    /// no count of the rest):
    ///
    /// ```text
    /// Civil War
    /// ID          238
    /// Start       2006-07-01
    /// End         2007-01-29
    /// Previous    Planet Hulk
    /// Next        Initiative
    /// Comics      140
    /// Series      62
    /// Characters  88
    ///
    /// Image
    ///   Landscape  http://i.annihil.us/u/prod/marvel/i/mg/2/d0/51cb5356c2063/landscape_incredible.jpg
    ///   Full size  http://i.annihil.us/u/prod/marvel/i/mg/2/d0/51cb5356c2063.jpg
    ///
    /// Creators (20)
    ///   • Comicraft (letterer)
    ///   • Joe Caramagna (letterer)
    ///   …
    /// ```
    ///
    /// In a pipe, `key<TAB>value` lines (in CSV, `key,value` records): `id`, `title`, `start`,
    /// `end` (`YYYY-MM-DD`), `previous`, `next`, the counts `comics`, `series` and `characters`,
    /// `description`, `thumbnail`, one `creator` line per creator (`name (role)`, repeated) and
    /// `attribution`. In `--json`, the event as each event of `heroes events list --json` has it,
    /// then `attribution`.
    public static var event: DetailSpec<Event> {
        DetailSpec(
            resource: "event", id: { $0.id }, title: { $0.title }, untitled: "(no title)", facts: facts,
            sections: sections, fields: fields, fallbackAttribution: Page<Event>.defaultAttribution,
            jsonFieldNames: EventDetailsJSON.fieldNames,
            json: { EventDetailsJSON($0, attribution: $1, fields: $2) })
    }

    @Sendable private static func facts(_ event: Event) -> [DetailFact] {
        [
            DetailFact("ID", event.id, as: .identifier), DetailFact("Start", event.startDay),
            DetailFact("End", event.endDay), DetailFact("Previous", event.previous, missing: "none"),
            DetailFact("Next", event.next, missing: "none"),
            DetailFact("Comics", NumberFormat.grouped(event.comicCount)),
            DetailFact("Series", NumberFormat.grouped(event.seriesCount)),
            DetailFact("Characters", NumberFormat.grouped(event.characterCount)),
        ]
    }

    @Sendable private static func sections(_ event: Event) -> [DetailSection] {
        var image: [DetailLink] = []
        if let landscape = event.thumbnail?.url(.landscapeIncredible) {
            image.append(DetailLink("Landscape", landscape.absoluteString))
        }
        if let full = event.thumbnail?.fullSizeURL { image.append(DetailLink("Full size", full.absoluteString)) }
        return [
            .prose(event.description),
            .links("Image", rows: image, none: event.thumbnail == nil ? "No image." : nil),
            .items("Creators", count: event.creatorCount, names: event.creators.map(DetailSpec<Comic>.credit)),
        ]
    }

    @Sendable private static func fields(_ event: Event) -> [(String, String)] {
        [
            ("id", String(event.id)), ("title", event.title), ("start", event.startDay ?? ""),
            ("end", event.endDay ?? ""), ("previous", event.previous ?? ""), ("next", event.next ?? ""),
            ("comics", String(event.comicCount)), ("series", String(event.seriesCount)),
            ("characters", String(event.characterCount)), ("description", event.description),
            ("thumbnail", event.thumbnail?.fullSizeURL?.absoluteString ?? ""),
        ] + event.creators.map { ("creator", DetailSpec<Comic>.credit($0)) }
    }
}

/// An event's `--json` object: its keys as ``EventJSON`` writes them, then `attribution`; only
/// the fields asked for.
struct EventDetailsJSON: Encodable {
    /// The keys beside the event's.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case attribution
    }

    /// The keys `--json` may keep.
    static var fieldNames: [String] {
        EventJSON.CodingKeys.allCases.map(\.rawValue) + CodingKeys.allCases.map(\.rawValue)
    }

    var event: EventJSON
    var attribution: String
    var fields: Set<String>?

    init(_ event: Event, attribution: String, fields: Set<String>?) {
        self.event = EventJSON(event, fields: fields)
        self.attribution = attribution
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        try event.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if fields?.contains(CodingKeys.attribution.rawValue) ?? true {
            try container.encode(attribution, forKey: .attribution)
        }
    }
}
