import DesignTokens
import FoundationEssentials

/// A list an interactive screen scrolls endlessly (WallaMarvel's): the items of the pages loaded
/// so far, a cursor and the first visible row, what is being loaded, and the last failure. Pure
/// state: a screen changes it with keys and answers, and asks it whether to load the next page.
///
/// ```swift
/// var list = EndlessList<Hero>()
/// list.begin(.first)
/// list.receive([page1], replacing: true)
/// list.move(by: 15, visibleRows: 20)
/// if list.wantsNextPage(prefetch: 10) { list.begin(.next) /* ask the paginator */ }
/// ```
public struct EndlessList<Item: Sendable & Identifiable>: Sendable where Item.ID: Sendable {
    /// What is being loaded.
    public enum Activity: Sendable, Hashable {
        case idle
        /// The first page (nothing shown yet, or a new search).
        case first
        /// The page after the last one loaded.
        case next
        /// Everything loaded, again (`R`, or the fresh answer after a cached one).
        case refresh
    }

    /// The items of every page loaded, in order, each id once.
    public private(set) var items: [Item] = []
    /// How many items the whole list has, once a page said.
    public private(set) var total: Int?
    /// Whether a page follows the last one loaded (true before the first).
    public private(set) var hasMore = true
    /// The selected row, from 0 (0 when the list is empty).
    public private(set) var cursor = 0
    /// The first row on screen.
    public private(set) var top = 0
    public private(set) var activity: Activity = .idle
    /// The last load's failure, until a load succeeds.
    public private(set) var failure: HeroesError?
    /// The most items the list holds: a page past it is not asked for, whatever the server says
    /// of its total (``defaultMaximumItems`` unless given).
    public let maximumItems: Int
    /// Where the items shown came from: a cached answer says how old it is.
    public private(set) var origin: FetchOrigin?
    /// The attribution the last answer carried.
    public private(set) var attribution: String?

    /// The most items a list holds unless told otherwise: above the largest list of the API
    /// (87,787 stories in 2017), and a bound on what a server that always says "more" can make
    /// a screen keep and ask for.
    public static var defaultMaximumItems: Int { 100_000 }

    /// An empty list that holds at most `maximumItems` items (at least 1).
    public init(maximumItems: Int = EndlessList.defaultMaximumItems) {
        self.maximumItems = max(1, maximumItems)
    }

    /// The selected item, if any.
    public var selected: Item? { items.indices.contains(cursor) ? items[cursor] : nil }

    /// Whether nothing has arrived yet, or the list is known to be empty.
    public var isEmpty: Bool { items.isEmpty }

    /// Moves the cursor by `delta` rows (clamped to the list), scrolling so that it stays
    /// within `visibleRows` rows from ``top``.
    public mutating func move(by delta: Int, visibleRows: Int) {
        move(to: cursor + delta, visibleRows: visibleRows)
    }

    /// Puts the cursor on `row` (clamped), scrolling as little as needed to show it.
    public mutating func move(to row: Int, visibleRows: Int) {
        cursor = items.isEmpty ? 0 : min(max(0, row), items.count - 1)
        scroll(visibleRows: visibleRows)
    }

    /// Keeps the cursor within `visibleRows` rows from ``top`` (after a resize, say).
    public mutating func scroll(visibleRows: Int) {
        let rows = max(1, visibleRows)
        if cursor < top { top = cursor }
        if cursor >= top + rows { top = cursor - rows + 1 }
        top = max(0, min(top, max(0, items.count - 1)))
    }

    /// The first item to draw in a window of `rows` rows: ``top``, except with the cursor on the
    /// last item loaded, when the window moves down a row so that the row after the items
    /// (loading, the failure to retry, the end of the list) shows too.
    public func firstDrawnRow(rows: Int) -> Int {
        guard !items.isEmpty, cursor == items.count - 1 else { return top }
        return max(top, items.count + 1 - max(1, rows))
    }

    /// Whether the next page should be asked for now: none is loading, the last load did not
    /// fail (a failure waits for a retry), a page follows, and the cursor is within `prefetch`
    /// rows of the last item loaded.
    public func wantsNextPage(prefetch: Int) -> Bool {
        activity == .idle && failure == nil && total != nil && hasMore && cursor >= items.count - 1 - prefetch
    }

    /// Records that `activity` has started; a retry clears the failure it answers.
    public mutating func begin(_ activity: Activity) {
        self.activity = activity
        failure = nil
    }

    /// Takes pages that arrived: with `replacing`, they replace every item (a refresh or the
    /// fresh answer after a cached one), and the cursor stays on the hero it was on (on the
    /// same row when that hero is gone); otherwise they are appended, skipping ids already
    /// listed. `final` is false when another answer for the same load follows (the cached page
    /// before the fresh one): the activity then goes on.
    ///
    /// No page follows when the last page says so, when it was empty, when appended pages
    /// brought no item not already listed (a server repeating itself), or when the list holds
    /// ``maximumItems``; items past that bound are dropped.
    public mutating func receive(_ pages: [Fetched<Page<Item>>], replacing: Bool, final: Bool = true) {
        guard let last = pages.last else { return }
        let selectedID = selected?.id
        let arrived = pages.flatMap(\.value.items)
        var addedNothing = false
        if replacing {
            var seen = Set<Item.ID>()
            items = arrived.filter { seen.insert($0.id).inserted }
            if let selectedID, let row = items.firstIndex(where: { $0.id == selectedID }) {
                top += row - cursor
                cursor = row
            }
        } else {
            var seen = Set(items.map(\.id))
            let before = items.count
            items += arrived.filter { seen.insert($0.id).inserted }
            addedNothing = items.count == before
        }
        if items.count > maximumItems { items.removeLast(items.count - maximumItems) }
        cursor = items.isEmpty ? 0 : min(cursor, items.count - 1)
        top = max(0, min(top, cursor))
        total = last.value.total
        hasMore = last.value.hasNextPage && !last.value.items.isEmpty && !addedNothing && items.count < maximumItems
        origin = .combining(pages.map(\.origin))
        attribution = last.value.attribution
        failure = nil
        if final { activity = .idle }
    }

    /// Records that the load under way failed: the items stay, and the failure is shown until
    /// a retry (``begin(_:)``).
    public mutating func fail(_ error: HeroesError) {
        failure = error
        activity = .idle
    }

    /// Empties the list for a new query: nothing shown, the cursor at the top.
    public mutating func reset() {
        self = EndlessList(maximumItems: maximumItems)
    }

    /// Where the cursor is in the whole list, as a title shows it: `3 of 1,485` (of the list's
    /// total, or of the items loaded when they are more or no total is known); the total alone
    /// (`0`) for an empty list; `nil` before any page.
    public var counter: String? {
        if isEmpty { return total.map { NumberFormat.grouped($0) } }
        let whole = max(items.count, total ?? items.count)
        return "\(NumberFormat.grouped(cursor + 1)) of \(NumberFormat.grouped(whole))"
    }
}

extension EndlessList: Equatable where Item: Equatable {}
