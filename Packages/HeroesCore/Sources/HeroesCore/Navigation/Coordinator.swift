/// Navigation between screens as WallaMarvel's coordinator does it: a stack of destinations,
/// each with the row it was at, so that going back returns to the same place.
///
/// ```swift
/// var coordinator = Coordinator(start: .heroes(.page(1)))
/// coordinator.select(row: 7)                 // the list's cursor is on its eighth hero
/// coordinator.show(.hero(id: 1009610))       // open that hero
/// coordinator.back()                         // the list again, still at row 7
/// ```
///
/// A one-shot command starts at its destination and goes nowhere else (`heroes list` at
/// ``Destination/heroes(_:)``, `heroes show` at ``Destination/hero(id:)``); an interactive
/// screen drives it with the keys.
public struct Coordinator: Sendable, Hashable {
    /// One screen on the stack: where it is, and the row it was at when it was left.
    public struct Entry: Sendable, Hashable {
        /// What the screen shows.
        public var destination: Destination
        /// The row of the screen's selection, from 0: where to put the cursor back.
        public var row: Int
    }

    /// The screens from the first to the current one; never empty.
    public private(set) var stack: [Entry]

    /// A stack holding `start` alone, at its first row.
    public init(start: Destination) {
        stack = [Entry(destination: start, row: 0)]
    }

    /// The screen to show now.
    public var current: Destination { stack[stack.count - 1].destination }

    /// The row the current screen's selection is on.
    public var row: Int { stack[stack.count - 1].row }

    /// Whether ``back()`` has a screen to return to.
    public var canGoBack: Bool { stack.count > 1 }

    /// Records that the current screen's selection moved to `row` (from 0; a negative row is 0),
    /// so that coming back to this screen puts it there again.
    public mutating func select(row: Int) {
        stack[stack.count - 1].row = max(0, row)
    }

    /// Opens `destination` on top of the current screen, at its first row.
    public mutating func show(_ destination: Destination) {
        stack.append(Entry(destination: destination, row: 0))
    }

    /// Shows `destination` instead of the current screen, at its first row: the screens beneath
    /// stay, with their rows.
    public mutating func replace(with destination: Destination) {
        stack[stack.count - 1] = Entry(destination: destination, row: 0)
    }

    /// Leaves the current screen for the one beneath it, at the row it was left at.
    /// - Returns: `false`, changing nothing, on the first screen.
    @discardableResult
    public mutating func back() -> Bool {
        guard canGoBack else { return false }
        stack.removeLast()
        return true
    }
}
