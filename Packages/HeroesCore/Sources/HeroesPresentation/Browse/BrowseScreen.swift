public import DesignTokens
public import FoundationEssentials
public import HeroesCore
public import MarvelWire
public import TerminalScreen

/// One screen of `heroes browse`, as pure state: keys, the clock and the answers of its loads
/// go in (``handle(_:)``), and it says what to load, when to be woken, what to open and when to
/// go back (``BrowseScreenEffect``), and its ``crumb`` names it in the breadcrumb.
/// ``BrowseSession`` holds a stack of them, one for each of its `Coordinator`'s destinations,
/// and decides opening, replacing and going back from the ``BrowseScreenEffect/open(_:row:)``,
/// ``BrowseScreenEffect/replace(_:)`` and ``BrowseScreenEffect/back`` they return; nothing
/// here waits or reads a clock. ``BrowseListScreen`` is every list's screen, ``BrowseDetailScreen``
/// every record's with its linked list.
public protocol BrowseScreen: Sendable {
    /// The first loads, when the screen is opened.
    mutating func start() -> [BrowseScreenEffect]
    /// Takes `event` and says what to do.
    mutating func handle(_ event: BrowseScreenEvent) -> [BrowseScreenEffect]
    /// Whether keys are text typed into a field: `q` and `?` are then text, not commands.
    var isEditingText: Bool { get }
    /// Puts the selection back on `row` (from 0), coming back from a screen opened from this one.
    mutating func restore(row: Int)
    /// The frame's lines on a window of `size`; `now` is for "cached 3 hours ago".
    func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String]
    /// The smallest window the screen is drawn in; in a smaller one, the session says so instead.
    var minimumSize: TerminalSize { get }
    /// Whether the session's list keys (``BrowseSession/listKeys``: `1`…`6`) switch to another list
    /// from this screen, when it is not editing text: a list's screen does, a record's does not.
    var switchesLists: Bool { get }
    /// The screen's short title in the session's breadcrumb: `"Heroes"`, a hero's name, a
    /// comic's title. Unneutralised: whoever draws it neutralises it.
    var crumb: String { get }
    /// The frame's lines under `path`, the crumbs of the screens from the first to this one
    /// (this one's last); a screen that draws no breadcrumb draws ``lines(style:now:size:)``.
    func lines(style: TerminalStyle, now: Date, size: TerminalSize, path: [String]) -> [String]
}

extension BrowseScreen {
    /// 20 columns and 4 lines: a title, a header, a row and the hints.
    public var minimumSize: TerminalSize { TerminalSize(columns: 20, lines: 4) }

    /// No: keys such as `1` are the screen's own.
    public var switchesLists: Bool { false }
    /// The frame's lines, without the path.
    public func lines(style: TerminalStyle, now: Date, size: TerminalSize, path: [String]) -> [String] {
        lines(style: style, now: now, size: size)
    }
}

/// What happens to a ``BrowseScreen``.
public enum BrowseScreenEvent: Sendable {
    /// A key pressed at `now`.
    case key(Key, now: Date)
    /// The time is `now` (a wake-up asked for with ``BrowseScreenEffect/wake(at:)``).
    case clock(now: Date)
    /// The window is now `lines` tall.
    case resized(lines: Int)
    /// The answer of one of the screen's loads.
    case answer(BrowseAnswer)
}

/// What a ``BrowseScreen`` asks of its session.
public enum BrowseScreenEffect: Sendable, Hashable {
    /// Run `load`; its answer comes back as ``BrowseScreenEvent/answer(_:)``.
    case load(BrowseLoad)
    /// Send ``BrowseScreenEvent/clock(now:)`` at `date` (a search's debounce).
    case wake(at: Date)
    /// Show `destination` over this screen, whose selection is on `row`.
    case open(Destination, row: Int)
    /// Leave for the screen beneath.
    case back
    /// Show `destination` instead of this screen, at the same depth: the screens beneath and
    /// the rows they were left at stay (a record's next linked list, with Tab).
    case replace(Destination)
}

/// A query whose pages a ``BrowseListScreen`` loads: it names its `ListRequest`, or the text
/// whose name matches it lists instead (``nameContaining``).
public protocol PageQuery: Sendable, Hashable {
    /// The request of the query's first page.
    var request: ListRequest { get }
    /// When not `nil`, the query lists the records of `request`'s resource whose names hold this
    /// text as people type it, best first (``BrowseLoad/Kind/matches(_:pageSize:)``), and
    /// `request` only gives the page size.
    var nameContaining: String? { get }
}

extension PageQuery {
    /// `nil`: the request's list.
    public var nameContaining: String? { nil }
}

/// The query of a whole list of one resource in `browse` (``ListBrowserSpec/whole(_:search:pageSize:)``):
/// the list's request, maybe filtered by the API's start of a name, or a name search
/// (``nameContaining``) answered from the names of every record.
public struct ListSearchQuery: PageQuery {
    public var request: ListRequest
    public var nameContaining: String?

    /// `request`'s list, or, with `nameContaining`, the records of its resource whose names hold it.
    public init(request: ListRequest, nameContaining: String? = nil) {
        self.request = request
        self.nameContaining = nameContaining
    }
}

extension HeroesQuery: PageQuery {}

extension ListRequest: PageQuery {
    /// The request itself.
    public var request: ListRequest { self }
}

/// A load a ``BrowseScreen`` asks for: a list's page through a `ListPaginator` built from the
/// request of its first page, or one record by resource and id. A screen numbers its lists and
/// records (``slot``); the answer names the same slot and ``generation``.
public struct BrowseLoad: Sendable, Hashable {
    /// What is loaded.
    public enum Kind: Sendable, Hashable {
        /// The first page of `request`, cached then fresh (a cached page is not final). Cancels
        /// the slot's earlier loads, whose answers are never sent.
        case first(ListRequest)
        /// The page after the last one loaded in the slot; when there is none after all, the
        /// last page again.
        case next
        /// The first `keeping` items (at least a page) of the slot's list again, from the server.
        case refresh(keeping: Int)
        /// Record `id`, cached then fresh, or from the server alone with `refresh`.
        case record(id: Int, refresh: Bool)
        /// The first page of the records whose names hold `text` (``NameIndex``: as people type
        /// it, best first), `pageSize` a page, each loaded by id. Cancels the slot's earlier
        /// loads, as ``first(_:)`` does.
        case matches(_ text: String, pageSize: Int)
    }

    /// Which of the screen's lists or records, from 0.
    public var slot: Int
    /// Given back with the answer, for the screen to drop stale ones.
    public var generation: Int
    /// What is loaded.
    public var kind: Kind
    /// The model loaded: the list's items or the record.
    public var model: any MarvelModel.Type

    /// A load of `kind` of `model`s for the screen's `slot`, answered with `generation`.
    public init(_ kind: Kind, of model: any MarvelModel.Type, slot: Int = 0, generation: Int) {
        self.kind = kind
        self.model = model
        self.slot = slot
        self.generation = generation
    }

    /// The resource loaded.
    public var resource: MarvelResource { model.resource }

    /// Whether both load the same thing of the same model for the same slot and generation.
    public static func == (lhs: BrowseLoad, rhs: BrowseLoad) -> Bool {
        lhs.slot == rhs.slot && lhs.generation == rhs.generation && lhs.kind == rhs.kind
            && ObjectIdentifier(lhs.model) == ObjectIdentifier(rhs.model)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(slot)
        hasher.combine(generation)
        hasher.combine(kind)
        hasher.combine(ObjectIdentifier(model))
    }
}

/// The answer of a ``BrowseLoad``: its slot and generation, and the pages, the record or the
/// failure. The screen reads the values as the type it asked for.
public struct BrowseAnswer: Sendable {
    /// What the load gave.
    public enum Result: Sendable {
        /// `[Fetched<Page<Item>>]`; `final` is false for a cached page a fresh one follows.
        case pages(any Sendable, replacing: Bool, final: Bool)
        /// `Fetched<Item>`.
        case record(any Sendable)
        /// The load failed.
        case failed(HeroesError)
    }

    /// The slot of the load answered.
    public var slot: Int
    /// The generation of the load answered.
    public var generation: Int
    /// What the load gave.
    public var result: Result

    /// Pages of a list.
    public static func pages<Item: MarvelModel>(
        _ pages: [Fetched<Page<Item>>], slot: Int = 0, generation: Int, replacing: Bool, final: Bool
    ) -> BrowseAnswer {
        BrowseAnswer(slot: slot, generation: generation, result: .pages(pages, replacing: replacing, final: final))
    }

    /// A record.
    public static func record<Item: MarvelModel>(_ record: Fetched<Item>, slot: Int = 0, generation: Int)
        -> BrowseAnswer
    {
        BrowseAnswer(slot: slot, generation: generation, result: .record(record))
    }

    /// A load's failure.
    public static func failed(_ error: HeroesError, slot: Int = 0, generation: Int) -> BrowseAnswer {
        BrowseAnswer(slot: slot, generation: generation, result: .failed(error))
    }

    /// The pages, when the answer holds pages of `Item`s.
    public func pages<Item: MarvelModel>(of _: Item.Type) -> [Fetched<Page<Item>>]? {
        guard case .pages(let pages, _, _) = result else { return nil }
        return pages as? [Fetched<Page<Item>>]
    }

    /// The record, when the answer holds an `Item`.
    public func record<Item: MarvelModel>(of _: Item.Type) -> Fetched<Item>? {
        guard case .record(let record) = result else { return nil }
        return record as? Fetched<Item>
    }
}
