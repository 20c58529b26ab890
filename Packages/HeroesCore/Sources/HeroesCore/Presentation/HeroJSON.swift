import FoundationEssentials
import MarvelWire

/// The one JSON shape of a hero, written by every screen that prints heroes as JSON (each hero
/// of `heroes list --json`, and `heroes show --json`), so a script reads a hero the same way
/// wherever it came from.
///
/// Keys (``fieldNames``): `id`, `name`, `description`, `modified` (ISO 8601 in UTC, `Z`, or
/// `null`), `thumbnail` (the full-size image URL, or `null`), `portrait` (the
/// `portrait_uncanny` image URL, or `null`), `links` (`[{"type": "detail", "url": "…"}]`), and
/// `comics`, `series`, `stories`, `events`, each `{"available": 4043, "items": ["…", …]}` (the
/// count the API gives, and the names it lists, at most 20). `fields` keeps only some of them
/// (`--json id,name,comics`); a missing value is `null`, never a left-out key.
public struct HeroJSON: Encodable, Sendable {
    /// The hero to write.
    public var hero: Hero
    /// The keys to write; `nil` for all of them.
    public var fields: Set<String>?

    /// The JSON of `hero`, with only `fields` when they are given.
    public init(_ hero: Hero, fields: Set<String>? = nil) {
        self.hero = hero
        self.fields = fields
    }

    /// Every key a hero has, in the order `--json`'s error lists them.
    public static let fieldNames = CodingKeys.allCases.map(\.rawValue)

    /// A hero's keys.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, name, description, modified, thumbnail, portrait, links, comics, series, stories, events
    }

    /// One of the hero's web pages.
    struct Link: Encodable {
        var type: String
        var url: String
    }

    /// A count and the names listed.
    struct ResourceList: Encodable {
        var available: Int
        var items: [String]

        init(_ list: HeroResourceList) {
            available = list.available
            items = list.items.map(\.name)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.id) { try container.encode(hero.id, forKey: .id) }
        if wants(.name) { try container.encode(hero.name, forKey: .name) }
        if wants(.description) { try container.encode(hero.description, forKey: .description) }
        if wants(.modified) {
            try container.encode(hero.modified.map(MarvelDate.iso8601), forKey: .modified)
        }
        if wants(.thumbnail) {
            try container.encode(hero.thumbnail?.fullSizeURL?.absoluteString, forKey: .thumbnail)
        }
        if wants(.portrait) {
            try container.encode(hero.thumbnail?.url(.portraitUncanny)?.absoluteString, forKey: .portrait)
        }
        if wants(.links) {
            try container.encode(hero.links.map { Link(type: $0.kind, url: $0.url.absoluteString) }, forKey: .links)
        }
        let lists: [(CodingKeys, HeroResourceList)] = [
            (.comics, hero.comics), (.series, hero.series), (.stories, hero.stories), (.events, hero.events),
        ]
        for (key, list) in lists where wants(key) { try container.encode(ResourceList(list), forKey: key) }
    }
}
