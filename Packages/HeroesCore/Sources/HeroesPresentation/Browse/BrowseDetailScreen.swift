public import DesignTokens
public import FoundationEssentials
public import HeroesCore
public import MarvelWire
import TerminalScreen

/// What a record's screen in `heroes browse` says and shows besides the record: its noun and
/// title, its summary (the lines under the title), its linked list and how a linked item reads
/// as a row. ``BrowseDetailRenderer`` draws every record's screen from its spec, so a new one is
/// a spec, not a copy of a screen.
///
/// ```swift
/// extension BrowseDetailSpec where Record == Hero, Linked == Comic {
///     static var hero: Self {
///         BrowseDetailSpec(
///             noun: "hero", title: { $0.name }, summary: { [.prose($0.description, lines: 2)] },
///             linkedHeading: "Comics, newest first", linked: { .comics(ofHero: $0) },
///             linkedRow: { DetailDatedRow(day: $0.onSaleDay, title: $0.title, names: $0.creators.map(\.name)) })
///     }
/// }
/// ```
public struct BrowseDetailSpec<Record: MarvelModel, Linked: MarvelModel & Identifiable>: Sendable
where Linked.ID: Sendable {
    /// The record's noun: `"hero"` in "Could not load this hero." and "Hero 1009610".
    public var noun: String
    /// The title line: a hero's name.
    public var title: @Sendable (Record) -> String
    /// The lines under the title, at most ``summaryLines`` of them (what is left is blank).
    public var summary: @Sendable (Record) -> [BrowseSummaryLine]
    /// How many lines the summary has, whatever it holds.
    public var summaryLines: Int
    /// The linked list's heading: `"Comics, newest first"`.
    public var linkedHeading: String
    /// How many linked items the record itself counts, when it says (a hero's comics), so that
    /// the heading can say how many of them have no record.
    public var linkedCounted: @Sendable (Record) -> Int?
    /// The linked list of the record with an id: no search, nothing to open.
    public var linked: @Sendable (_ recordID: Int) -> ListBrowserSpec<ListRequest, Linked>
    /// A linked item as a row: its day (shown when ``linkedRowsAreDated``), its title, and
    /// the names after it.
    public var linkedRow: @Sendable (Linked) -> DetailDatedRow
    /// Whether the rows start with their day.
    public var linkedRowsAreDated: Bool
    /// Where Enter on a linked item goes (nothing, when it names none).
    public var linkedDestination: @Sendable (Linked.ID) -> Destination?
    /// The record's linked lists in the order Tab goes through them (the one shown is
    /// `Linked.resource`); none or one: no Tab.
    public var links: [MarvelResource]

    /// A record's screen: `summary` in `summaryLines` lines under the title, then the list
    /// `linked(id)` under `linkedHeading`, each item a `linkedRow`; Enter on one opens
    /// `linkedDestination(id)` when the list's spec opens items; Tab goes to the next of `links`.
    public init(
        noun: String, title: @escaping @Sendable (Record) -> String,
        summary: @escaping @Sendable (Record) -> [BrowseSummaryLine], summaryLines: Int = 8,
        linkedHeading: String, linkedCounted: @escaping @Sendable (Record) -> Int? = { _ in nil },
        linked: @escaping @Sendable (_ recordID: Int) -> ListBrowserSpec<ListRequest, Linked>,
        linkedRow: @escaping @Sendable (Linked) -> DetailDatedRow, linkedRowsAreDated: Bool = true,
        linkedDestination: @escaping @Sendable (Linked.ID) -> Destination? = { _ in nil },
        links: [MarvelResource] = []
    ) {
        self.noun = noun
        self.title = title
        self.summary = summary
        self.summaryLines = max(0, summaryLines)
        self.linkedHeading = linkedHeading
        self.linkedCounted = linkedCounted
        self.linked = linked
        self.linkedRow = linkedRow
        self.linkedRowsAreDated = linkedRowsAreDated
        self.linkedDestination = linkedDestination
        self.links = links
    }

    /// Lines of the screen that are not rows of the linked list: the title, the breadcrumb, the
    /// summary, the list's heading and the key hints.
    public var chromeLines: Int { summaryLines + 4 }

    /// The linked lists after the one shown, in Tab's order, wrapping round: for a hero showing
    /// its series, `[.events, .stories, .comics]`.
    public var otherLinks: [MarvelResource] {
        guard let shown = links.firstIndex(of: Linked.resource) else { return links }
        return Array(links[(shown + 1)...] + links[..<shown])
    }

}

/// One line of a record's summary on its `heroes browse` screen (``BrowseDetailSpec/summary``).
public enum BrowseSummaryLine: Sendable, Hashable {
    /// Prose on one line, wrapped into at most `lines` lines, the last ending in an ellipsis
    /// when there is more; no line at all when it is empty.
    case prose(String, lines: Int)
    /// Facts on one muted line, one separator apart: `comics 4,043 · series 10`.
    case facts([String])
    /// A muted label and its value (the missing glyph when `nil`): `image     https://…`.
    case labelled(String, String?)
}

/// A record and its linked list as a screen of `heroes browse`, as pure state: the record
/// (slot 0, loaded by resource and id, cached then fresh) and its linked list (slot 1, an
/// endless ``ListBrowser`` with its own cursor, in the lines the record leaves). Esc, Backspace,
/// ← and `h` go back; Tab and `]` replace the screen by the record's next linked list
/// (``BrowseDetailSpec/links``, ``Destination/record(_:id:link:)``), `[` by the one before;
/// `r` retries what failed, `R` loads the record and the list again from the server; the other
/// keys move the list. Answers of another ``generation`` are dropped.
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
    /// What the linked items are called: `"comics"`.
    public var linkedPlural: String { linkedList.spec.list.plural }
    /// Whether Enter opens the selected linked item.
    public var opensLinkedItems: Bool { linkedList.spec.opensItems }

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

    /// Puts the linked list's selection back on `row` (coming back from an item opened).
    public mutating func restore(row: Int) {
        linkedList.restore(row: row)
    }

    /// 20 columns, and the lines of the title, the breadcrumb, the summary, the heading, one row
    /// and the hints.
    public var minimumSize: TerminalSize { TerminalSize(columns: 20, lines: spec.chromeLines + 1) }

    public func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String] {
        lines(style: style, now: now, size: size, path: [crumb])
    }

    /// The frame's lines, with `path` as the breadcrumb under the title.
    public func lines(style: TerminalStyle, now: Date, size: TerminalSize, path: [String]) -> [String] {
        BrowseDetailRenderer(style: style, now: now).lines(self, size: size, path: path)
    }

    /// The record's title once it is loaded (when it has one), else its noun and id: `Hero 1009610`.
    public var crumb: String {
        if let title = record.value.map(spec.title), !title.trimmingSpaces().isEmpty { return title }
        return "\(TextLayout.capitalizedFirst(spec.noun)) \(recordID)"
    }

    private mutating func handle(_ key: Key) -> [BrowseScreenEffect] {
        switch key {
        case .escape, .backspace, .left, .character("h"): return [.back]
        case .tab, .character("]"): return switchLink(by: 1)
        case .character("["): return switchLink(by: -1)
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

    /// The record with the linked list `step` places from the one shown in ``BrowseDetailSpec/links``,
    /// wrapping round; nothing when it has one list or none.
    private func switchLink(by step: Int) -> [BrowseScreenEffect] {
        let links = spec.links
        guard links.count > 1 else { return [] }
        let shown = links.firstIndex(of: Linked.resource) ?? 0
        let next = links[((shown + step) % links.count + links.count) % links.count]
        return [.replace(.record(Record.resource, id: recordID, link: next))]
    }

    private func loadRecord(refresh: Bool) -> BrowseScreenEffect {
        .load(BrowseLoad(.record(id: recordID, refresh: refresh), of: Record.self, slot: 0, generation: generation))
    }

    /// `key` given to the linked list: the moves, and `r`'s retry of a failed page. The time is
    /// unused (it times a search, and the list has none).
    private mutating func listKey(_ key: Key) -> [BrowseScreenEffect] {
        listEffects(linkedList.handle(.key(key, now: .distantPast)))
    }

    /// The linked list's loads as this screen's (slot 1), and the item it opens. It never asks
    /// for the rest (`R` starts the list again here, and it has no search).
    private func listEffects(_ effects: [ListBrowser<ListRequest, Linked>.Effect]) -> [BrowseScreenEffect] {
        effects.compactMap { effect in
            switch effect {
            case .loadFirst(let request, _):
                .load(BrowseLoad(.first(request), of: Linked.self, slot: 1, generation: generation))
            case .loadNext: .load(BrowseLoad(.next, of: Linked.self, slot: 1, generation: generation))
            case .open(let id, let row): spec.linkedDestination(id).map { .open($0, row: row) }
            case .refresh, .wake: nil
            }
        }
    }
}
