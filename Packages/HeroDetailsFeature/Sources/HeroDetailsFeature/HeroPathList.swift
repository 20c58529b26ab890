public import HeroesCore
public import HeroesPresentation
import DesignTokens
import MarvelWire

/// One hop of `heroes path`'s chain: a hero, a comic they appear in, and the next hero in it.
public struct PathHop: Sendable, Hashable {
    /// Where the hop is in the chain, from 1.
    public var number: Int
    /// The hero it starts from.
    public var from: NamedRecord
    /// The comic both appear in.
    public var comic: Comic
    /// The hero it ends at.
    public var to: NamedRecord

    /// A hop.
    public init(number: Int, from: NamedRecord, comic: Comic, to: NamedRecord) {
        self.number = number
        self.from = from
        self.comic = comic
        self.to = to
    }
}

extension ListSpec where Item == PathHop {
    /// The chain from hero `from` to hero `to` (`heroes path`), on the generic list screen: on a
    /// terminal `"Howard the Duck → Thanos · 2 comics"` over `#`, `FROM ID`, `FROM`, `COMIC ID`,
    /// `COMIC` (shrinks first), `ON SALE`, `TO ID` and `TO` (the ids dropped first); in a pipe a
    /// line a hop, `hop`, `fromID`, `from`, `comicID`, `comic`, `onSaleDate`, `toID`, `to`; `--json` writes `hops`, each with
    /// `hop`, `from` and `to` (`{"id", "name"}`) and `comic` (`{"id", "title", "onSaleDate"}`).
    /// With no hop, "`from` and `to` share no chain of comics." The names, a server's text, are
    /// neutralised in the title and the message, as every cell is.
    public static func path(from: String, to: String) -> ListSpec<PathHop> {
        let (from, to) = (TerminalText.neutralized(from), TerminalText.neutralized(to))
        return ListSpec(
            singular: "comic", plural: "comics", title: "\(from) → \(to)", cachedName: "the path",
            nothingFound: "\(from) and \(to) share no chain of comics.",
            columns: [
                .count("#", field: "hop") { $0.number },
                identifier("FROM ID", field: "fromID", dropOrder: 3) { $0.from.id },
                .text("FROM", field: "from", dropOrder: 5) { $0.from.name },
                identifier("COMIC ID", field: "comicID", dropOrder: 2) { $0.comic.id },
                .text("COMIC", field: "comic", isFlexible: true) { $0.comic.title },
                .day("ON SALE", field: "onSaleDate", dropOrder: 4) { $0.comic.onSaleDay },
                identifier("TO ID", field: "toID", dropOrder: 1) { $0.to.id },
                .text("TO", field: "to") { $0.to.name },
            ],
            jsonKey: "hops", jsonFieldNames: PathHopJSON.CodingKeys.allCases.map(\.rawValue),
            json: { PathHopJSON($0, fields: $1) })
    }
}

extension ListSpec where Item == PathHop {
    /// An id column other than the item's own: painted as an identifier, never grouped.
    fileprivate static func identifier(
        _ header: String, field: String, dropOrder: Int, _ id: @escaping @Sendable (PathHop) -> Int
    ) -> ListColumn<PathHop> {
        ListColumn(
            header, field: field, dropOrder: dropOrder, style: .identifier, cell: { String(id($0)) },
            value: { String(id($0)) })
    }
}

/// One hop in the JSON, with only the fields asked for.
struct PathHopJSON: Encodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case hop, from, comic, to
    }

    struct Comic: Encodable {
        var id: Int
        var title: String
        var onSaleDate: JSONNullable<String>
    }

    var hop: Int
    var from: NamedRecord
    var comic: Comic
    var to: NamedRecord
    var fields: Set<String>?

    init(_ hop: PathHop, fields: Set<String>?) {
        self.hop = hop.number
        from = hop.from
        comic = Comic(id: hop.comic.id, title: hop.comic.title, onSaleDate: JSONNullable(hop.comic.onSaleDay))
        to = hop.to
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.hop) { try container.encode(hop, forKey: .hop) }
        if wants(.from) { try container.encode(from, forKey: .from) }
        if wants(.comic) { try container.encode(comic, forKey: .comic) }
        if wants(.to) { try container.encode(to, forKey: .to) }
    }
}

/// The heroes and comics of `heroes path`'s chain (HeroesCore's `ShortestPath` hops, ids only), loaded for
/// the list screen: each comic through the repository, each hero named by `names` (the embedded
/// catalog's, read at once) or else loaded too.
public struct PathHops: Sendable {
    private let repository: HeroesRepository
    private let names: [Int: String]

    /// Hops loaded through `repository`; `names`, heroes' names already known, by id.
    public init(repository: HeroesRepository, names: [Int: String] = [:]) {
        self.repository = repository
        self.names = names
    }

    /// Hero `id` with its name.
    public func hero(_ id: Int, policy: CachePolicy) async throws(HeroesError) -> NamedRecord {
        if let name = names[id] { return NamedRecord(id: id, name: name) }
        return NamedRecord(id: id, name: try await repository.record(id: id, as: Hero.self, policy: policy).value.name)
    }

    /// `chain` as one page of hops, numbered from 1, in order.
    public func page(of chain: [ShortestPath.Hop], policy: CachePolicy) async throws(HeroesError) -> Fetched<
        Page<PathHop>
    > {
        var items: [PathHop] = []
        for (index, hop) in chain.enumerated() {
            let comic = try await repository.record(id: hop.via, as: Comic.self, policy: policy)
            items.append(
                PathHop(
                    number: index + 1, from: try await hero(hop.from, policy: policy), comic: comic.value,
                    to: try await hero(hop.to, policy: policy)))
        }
        let page = Page(
            offset: 0, limit: max(1, items.count), total: items.count, items: items,
            attribution: Page<PathHop>.defaultAttribution)
        return Fetched(value: page, origin: .network)
    }
}
