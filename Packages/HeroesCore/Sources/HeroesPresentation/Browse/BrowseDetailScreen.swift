public import DesignTokens
public import FoundationEssentials
public import HeroesCore
import TerminalScreen

/// What a record's screen in `heroes browse` needs besides the record: its linked list, the
/// lines the list leaves to the record, and how the screen is drawn.
public struct BrowseDetailSpec<Record: MarvelModel, Linked: MarvelModel & Identifiable>: Sendable
where Linked.ID: Sendable {
    /// The linked list of the record with an id: no search, nothing to open.
    public var linked: @Sendable (_ recordID: Int) -> ListBrowserSpec<ListRequest, Linked>
    /// Lines of the screen that are not rows of the linked list (the title, the record's facts,
    /// the list's header, the key hints).
    public var chromeLines: Int
    /// The frame's lines of a screen on a window of `size`.
    public var draw:
        @Sendable (
            _ screen: BrowseDetailScreen<Record, Linked>, _ style: TerminalStyle, _ now: Date, _ size: TerminalSize
        ) -> [String]

    /// A record's screen listing `linked(id)` in all but `chromeLines` lines, drawn by `draw`.
    public init(
        chromeLines: Int,
        linked: @escaping @Sendable (_ recordID: Int) -> ListBrowserSpec<ListRequest, Linked>,
        draw: @escaping @Sendable (BrowseDetailScreen<Record, Linked>, TerminalStyle, Date, TerminalSize) -> [String]
    ) {
        self.chromeLines = chromeLines
        self.linked = linked
        self.draw = draw
    }
}

/// A record and its linked list as a screen of `heroes browse`, as pure state: the record
/// (slot 0, loaded by resource and id, cached then fresh) and its linked list (slot 1, an
/// endless ``ListBrowser`` with its own cursor, in the lines the record leaves). Esc, Backspace,
/// ← and `h` go back; `r` retries what failed, `R` loads the record and the list again from the
/// server; the other keys move the list. Answers of another ``generation`` are dropped.
public struct BrowseDetailScreen<Record: MarvelModel, Linked: MarvelModel & Identifiable>: BrowseScreen
where Linked.ID: Sendable {
    /// The record's linked list, the lines it leaves and the drawing.
    public let spec: BrowseDetailSpec<Record, Linked>
    /// The record shown.
    public let recordID: Int
    /// Tells this screen's answers from those of a screen opened before it.
    public let generation: Int
    /// The record, as loaded so far.
    public private(set) var record: LoadState<Record> = .loading
    private var linkedList: ListBrowser<ListRequest, Linked>

    /// The linked items loaded, the cursor and what is loading.
    public var linked: EndlessList<Linked> { linkedList.list }
    /// Rows of linked items on screen.
    public var visibleRows: Int { linkedList.visibleRows }

    /// The screen of record `recordID`, `lines` tall; `generation` is new for each screen opened.
    public init(spec: BrowseDetailSpec<Record, Linked>, recordID: Int, generation: Int, lines: Int) {
        self.spec = spec
        self.recordID = recordID
        self.generation = generation
        linkedList = ListBrowser(spec: spec.linked(recordID), lines: Self.listLines(lines, spec: spec))
    }

    /// The lines of a screen `lines` tall that the linked list has for its own (its rows, its
    /// header and the hints, as ``ListBrowser`` counts them): all but the title and the facts.
    private static func listLines(_ lines: Int, spec: BrowseDetailSpec<Record, Linked>) -> Int {
        lines - (spec.chromeLines - ListBrowser<ListRequest, Linked>.chromeLines)
    }

    public var isEditingText: Bool { false }

    /// The first loads: the record and the first page of its linked list.
    public mutating func start() -> [BrowseScreenEffect] {
        [loadRecord(refresh: false)] + listEffects(linkedList.start())
    }

    public mutating func handle(_ event: BrowseScreenEvent) -> [BrowseScreenEffect] {
        switch event {
        case .key(let key, _): return handle(key)
        case .clock: return []
        case .resized(let lines):
            return listEffects(linkedList.handle(.resized(lines: Self.listLines(lines, spec: spec))))
        case .answer(let answer):
            guard answer.generation == generation else { return [] }
            switch (answer.slot, answer.result) {
            case (0, .record):
                guard let fetched = answer.record(of: Record.self) else { return [] }
                record = LoadState(fetched, policy: .normal, isEmpty: { _ in false })
                return []
            case (0, .failed(let error)):
                if record.value == nil { record = .failed(error) }
                return []
            case (1, .pages(_, let replacing, let final)):
                guard let pages = answer.pages(of: Linked.self) else { return [] }
                return listEffects(
                    linkedList.handle(
                        .pages(pages, generation: linkedList.generation, replacing: replacing, final: final)))
            case (1, .failed(let error)):
                return listEffects(linkedList.handle(.failed(error, generation: linkedList.generation)))
            default:
                return []
            }
        }
    }

    public mutating func restore(row: Int) {}

    public func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String] {
        spec.draw(self, style, now, size)
    }

    private mutating func handle(_ key: Key) -> [BrowseScreenEffect] {
        switch key {
        case .escape, .backspace, .left, .character("h"): return [.back]
        case .character("r"):
            var effects: [BrowseScreenEffect] = []
            if record.error != nil {
                record = .loading
                effects.append(loadRecord(refresh: false))
            }
            return effects + listKey(key)
        case .character("R"):
            guard linked.activity == .idle else { return [] }
            return [loadRecord(refresh: true)] + listEffects(linkedList.start())
        default:
            return listKey(key)
        }
    }

    private func loadRecord(refresh: Bool) -> BrowseScreenEffect {
        .load(BrowseLoad(.record(id: recordID, refresh: refresh), of: Record.self, slot: 0, generation: generation))
    }

    /// `key` given to the linked list: the moves, and `r`'s retry of a failed page. The time is
    /// unused (it times a search, and the list has none).
    private mutating func listKey(_ key: Key) -> [BrowseScreenEffect] {
        listEffects(linkedList.handle(.key(key, now: .distantPast)))
    }

    /// The linked list's loads as this screen's (slot 1). It never asks for the rest (`R` starts
    /// the list again here, it has no search and opens nothing).
    private func listEffects(_ effects: [ListBrowser<ListRequest, Linked>.Effect]) -> [BrowseScreenEffect] {
        effects.compactMap { effect in
            switch effect {
            case .loadFirst(let request, _):
                .load(BrowseLoad(.first(request), of: Linked.self, slot: 1, generation: generation))
            case .loadNext: .load(BrowseLoad(.next, of: Linked.self, slot: 1, generation: generation))
            case .refresh, .wake, .open: nil
            }
        }
    }
}
