public import DesignTokens
public import FoundationEssentials
public import HeroesCore
import TerminalScreen

/// Any list as a screen of `heroes browse`: a ``ListBrowser`` over its ``ListBrowserSpec``,
/// loaded through a `ListPaginator` of the query's request (slot 0), drawn by
/// ``ListBrowserRenderer``; Enter opens the destination ``destination`` names for the selected
/// item (nothing, when it names none).
public struct BrowseListScreen<Query: PageQuery, Item: MarvelModel & Identifiable>: BrowseScreen
where Item.ID: Sendable {
    /// The list's state.
    public private(set) var browser: ListBrowser<Query, Item>
    /// Where Enter on an item goes.
    public let destination: @Sendable (Item.ID) -> Destination?

    /// The list of `spec` on a screen `lines` tall, nothing loaded; Enter on an item opens
    /// `destination(id)`.
    public init(
        spec: ListBrowserSpec<Query, Item>, lines: Int,
        destination: @escaping @Sendable (Item.ID) -> Destination? = { _ in nil }
    ) {
        browser = ListBrowser(spec: spec, lines: lines)
        self.destination = destination
    }

    public var isEditingText: Bool { browser.isEditingSearch }

    /// Yes: `1`…`6` switch lists (when not searching).
    public var switchesLists: Bool { true }

    public mutating func start() -> [BrowseScreenEffect] {
        effects(browser.start())
    }

    public mutating func handle(_ event: BrowseScreenEvent) -> [BrowseScreenEffect] {
        switch event {
        case .key(let key, let now): return effects(browser.handle(.key(key, now: now)))
        case .clock(let now): return effects(browser.handle(.clock(now: now)))
        case .resized(let lines): return effects(browser.handle(.resized(lines: lines)))
        case .answer(let answer):
            guard answer.slot == 0 else { return [] }
            switch answer.result {
            case .pages(_, let replacing, let final):
                guard let pages = answer.pages(of: Item.self) else { return [] }
                return effects(
                    browser.handle(.pages(pages, generation: answer.generation, replacing: replacing, final: final)))
            case .failed(let error):
                return effects(browser.handle(.failed(error, generation: answer.generation)))
            case .record:
                return []
            }
        }
    }

    public mutating func restore(row: Int) {
        browser.restore(row: row)
    }

    public func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String] {
        ListBrowserRenderer(style: style, now: now).lines(browser, size: size)
    }

    private func effects(_ effects: [ListBrowser<Query, Item>.Effect]) -> [BrowseScreenEffect] {
        effects.compactMap { effect in
            switch effect {
            case .loadFirst(let query, let generation):
                .load(
                    BrowseLoad(
                        query.nameContaining.map { .matches($0, pageSize: query.request.limit) }
                            ?? .first(query.request),
                        of: Item.self, generation: generation))
            case .loadNext(let generation): .load(BrowseLoad(.next, of: Item.self, generation: generation))
            case .refresh(let generation, let keeping):
                .load(BrowseLoad(.refresh(keeping: keeping), of: Item.self, generation: generation))
            case .wake(let date): .wake(at: date)
            case .open(let id, let row): destination(id).map { .open($0, row: row) }
            }
        }
    }
}
