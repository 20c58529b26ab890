/// A key press or mouse-wheel step, as the full-screen app receives it, decoded from the bytes a
/// terminal sends by ``KeyDecoder``.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// Ctrl-C: with the terminal in raw mode it arrives as a byte, not as SIGINT.
    case interrupt
    /// Ctrl-Z: in raw mode it arrives as a byte, not as SIGTSTP; ``FullScreenTerminal`` stops
    /// the process on it, as the terminal would, and never passes it on.
    case suspend
    /// The mouse wheel, one step, where the terminal reports it (SGR mouse mode).
    case wheelUp, wheelDown
    /// A printable character (never a control character).
    case character(Character)
}

/// Where a key moves the cursor of a list: the one map of the movement keys, for every list
/// screen (arrows and `j`/`k` a row, the wheel three, pages and Space a screenful, Home/End
/// and `g`/`G` the ends).
public enum ListMotion: Sendable, Hashable {
    case rows(Int)
    case screens(Int)
    case first
    case last

    /// The row the cursor goes to from `cursor`, in a list of `count` rows shown `visibleRows`
    /// at a time (not clamped: the list clamps it).
    public func target(from cursor: Int, count: Int, visibleRows: Int) -> Int {
        switch self {
        case .rows(let rows): cursor + rows
        case .screens(let screens): cursor + screens * max(1, visibleRows)
        case .first: 0
        case .last: count - 1
        }
    }
}

extension Key {
    /// The motion this key makes in a list, if it is a movement key.
    public var listMotion: ListMotion? {
        switch self {
        case .up, .character("k"): .rows(-1)
        case .down, .character("j"): .rows(1)
        case .wheelUp: .rows(-3)
        case .wheelDown: .rows(3)
        case .pageUp: .screens(-1)
        case .pageDown, .character(" "): .screens(1)
        case .home, .character("g"): .first
        case .end, .character("G"): .last
        default: nil
        }
    }
}
