public import FoundationEssentials
public import HeroesCore
public import TerminalScreen

/// A list screen of `heroes browse`, for any list (``ListBrowserSpec``), as pure state: keys,
/// the clock and answers go in (``handle(_:)``), the state changes and says what to load
/// (``Effect``). The app runs the effects (through HeroesCore's `ListPaginator`) and feeds the
/// answers back; nothing here waits or reads a clock, so a test drives it with a test clock.
/// ``ListBrowserRenderer`` draws it.
///
/// - Endless scroll: the next page is asked for when the cursor comes within ``prefetch`` rows
///   (one screenful) of the last item loaded, one page at a time, and never after a failure
///   until `r`.
/// - Search as you type (`/`, when the spec offers it): each key sets a deadline ``debounce``
///   (300 ms) ahead and asks to be woken then; when the clock reaches the last deadline, the
///   trimmed text is searched, unless it is the text already shown. Each search has a new
///   ``generation``: answers of an older one are dropped, so a late answer to an old query is
///   never shown. Esc clears the search.
/// - `r` retries what failed, `R` loads every page shown again, in place.
/// - End and `G` go to the real end of the list: while pages are left to load, each page that
///   arrives asks for the next and takes the cursor to its last row, until the last page
///   (``isSeekingEnd``); any other move, a failure or a new search stops that.
public struct ListBrowser<Query: Sendable & Hashable, Item: Sendable & Identifiable>: Sendable
where Item.ID: Sendable {
    /// What the app does for the screen.
    public enum Effect: Sendable, Hashable {
        /// Start a new list for `query`: its first page cached, then fresh. Cancels the loads
        /// of earlier generations.
        case loadFirst(Query, generation: Int)
        /// The page after the last one loaded, of the list of `generation`.
        case loadNext(generation: Int)
        /// The first `keeping` items (at least a page) again, from the server.
        case refresh(generation: Int, keeping: Int)
        /// Send ``Event/clock(now:)`` at `date` (the search's debounce).
        case wake(at: Date)
        /// Open the item `id`, selected at `row`.
        case open(id: Item.ID, row: Int)
    }

    /// What happens to the screen.
    public enum Event: Sendable {
        case key(Key, now: Date)
        case clock(now: Date)
        /// Answers for the list of `generation`; `final` is false for a cached page a fresh
        /// one follows.
        case pages([Fetched<Page<Item>>], generation: Int, replacing: Bool, final: Bool)
        case failed(HeroesError, generation: Int)
        /// The window is now `lines` tall.
        case resized(lines: Int)
    }

    /// How long typing must pause before a search starts.
    public static var debounce: TimeInterval { 0.3 }
    /// The longest search text kept.
    public static var maximumSearchLength: Int { 64 }
    /// Lines the screen keeps for itself: the title, the column header and the key hints.
    public static var chromeLines: Int { 3 }

    /// What is listed, and how.
    public let spec: ListBrowserSpec<Query, Item>
    /// The items loaded, the cursor and what is loading.
    public private(set) var list = EndlessList<Item>()
    /// The search text as typed.
    public private(set) var searchText = ""
    /// Whether keys go to the search field (after `/`, until Enter or Esc).
    public private(set) var isEditingSearch = false
    /// When the search text typed last is searched, unless more is typed first.
    public private(set) var searchDeadline: Date?
    /// The search whose items are shown (trimmed; `""` for every item).
    public private(set) var shownSearch = ""
    /// The list's generation: a new search starts a new one.
    public private(set) var generation = 0
    /// Rows of items on screen.
    public private(set) var visibleRows: Int
    /// Whether End was pressed before the whole list was loaded: pages are being loaded up to the
    /// last, and the cursor follows them.
    public private(set) var isSeekingEnd = false

    /// The list of `spec` on a screen `lines` tall, nothing loaded.
    public init(spec: ListBrowserSpec<Query, Item>, lines: Int) {
        self.spec = spec
        visibleRows = max(1, lines - Self.chromeLines)
    }

    /// Rows ahead of the cursor at which the next page is asked for: one screenful.
    public var prefetch: Int { visibleRows }

    /// The first load: every item, cached then fresh.
    public mutating func start() -> [Effect] {
        startList(search: "")
    }

    /// Takes `event` and says what to load.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .key(let key, let now):
            return isEditingSearch ? editSearch(key, now: now) : browse(key)
        case .clock(let now):
            guard let deadline = searchDeadline, now >= deadline else { return [] }
            return fireSearch()
        case .pages(let pages, let generation, let replacing, let final):
            guard generation == self.generation else { return [] }
            list.receive(pages, replacing: replacing, final: final)
            list.scroll(visibleRows: visibleRows)
            if isSeekingEnd {
                list.move(to: list.items.count - 1, visibleRows: visibleRows)
                if !list.hasMore { isSeekingEnd = false }
            }
            return prefetchIfNeeded()
        case .failed(let error, let generation):
            guard generation == self.generation else { return [] }
            list.fail(error)
            isSeekingEnd = false
            return []
        case .resized(let lines):
            visibleRows = max(1, lines - Self.chromeLines)
            list.scroll(visibleRows: visibleRows)
            return prefetchIfNeeded()
        }
    }

    /// Puts the cursor back on `row` (coming back from an item opened).
    public mutating func restore(row: Int) {
        list.move(to: row, visibleRows: visibleRows)
    }

    private mutating func browse(_ key: Key) -> [Effect] {
        if let motion = key.listMotion { return move(motion) }
        switch key {
        case .enter where spec.opensItems:
            guard let item = list.selected else { return [] }
            return [.open(id: item.id, row: list.cursor)]
        case .character("/") where spec.isSearchable:
            isEditingSearch = true
            return []
        case .escape where !shownSearch.isEmpty || !searchText.isEmpty:
            searchText = ""
            searchDeadline = nil
            return fireSearch()
        case .character("r"):
            return retry()
        case .character("R"):
            guard list.activity == .idle else { return [] }
            guard !list.isEmpty else { return retry() }
            list.begin(.refresh)
            return [.refresh(generation: generation, keeping: list.items.count)]
        default:
            return []
        }
    }

    private mutating func editSearch(_ key: Key, now: Date) -> [Effect] {
        switch key {
        case .character(let character):
            guard searchText.count < Self.maximumSearchLength else { return [] }
            searchText.append(character)
            return debounced(now)
        case .backspace:
            guard !searchText.isEmpty else { return [] }
            searchText.removeLast()
            return debounced(now)
        case .enter:
            isEditingSearch = false
            return fireSearch()
        case .escape:
            isEditingSearch = false
            searchText = ""
            return fireSearch()
        case .up, .down, .pageUp, .pageDown, .wheelUp, .wheelDown:
            guard let motion = key.listMotion else { return [] }
            return move(motion)
        default:
            return []
        }
    }

    private mutating func debounced(_ now: Date) -> [Effect] {
        let deadline = now.addingTimeInterval(Self.debounce)
        searchDeadline = deadline
        return [.wake(at: deadline)]
    }

    /// Searches the text typed, now: trimmed, and skipped when it is what is shown already.
    private mutating func fireSearch() -> [Effect] {
        searchDeadline = nil
        let search = searchText.trimmingWhitespace()
        guard search != shownSearch else { return [] }
        return startList(search: search)
    }

    private mutating func startList(search: String) -> [Effect] {
        isSeekingEnd = false
        shownSearch = search
        generation += 1
        list.reset()
        list.begin(.first)
        return [.loadFirst(spec.query(for: search), generation: generation)]
    }

    private mutating func retry() -> [Effect] {
        guard list.failure != nil, list.activity == .idle else { return [] }
        if list.isEmpty {
            list.begin(.first)
            return [.loadFirst(spec.query(for: shownSearch), generation: generation)]
        }
        list.begin(.next)
        return [.loadNext(generation: generation)]
    }

    private mutating func move(_ motion: ListMotion) -> [Effect] {
        isSeekingEnd = motion == .last && list.hasMore && list.failure == nil
        list.move(
            to: motion.target(from: list.cursor, count: list.items.count, visibleRows: visibleRows),
            visibleRows: visibleRows)
        return prefetchIfNeeded()
    }

    private mutating func prefetchIfNeeded() -> [Effect] {
        guard list.wantsNextPage(prefetch: prefetch) else { return [] }
        list.begin(.next)
        return [.loadNext(generation: generation)]
    }
}
