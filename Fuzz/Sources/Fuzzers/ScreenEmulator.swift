import DesignTokens

/// A terminal screen as `heroes browse` drives it: a grid of cells, each a grapheme and the
/// graphic attributes it was drawn with, changed by what `Frame.update(from:)` writes (cursor
/// position, erase in display and line, SGR, scroll region and scroll up and down, text). Any
/// other byte sequence, a cursor off the grid or text past the last column fails the run, as a
/// frame must never write them.
struct ScreenEmulator: Equatable {
    struct Cell: Equatable {
        var text = " "
        var attributes = Attributes()
    }

    /// What SGR sets, as a terminal keeps it (so `1;31` and `31;1` are the same).
    struct Attributes: Equatable {
        var flags: Set<Int> = []
        var foreground = 39
        var background = 49
    }

    let width: Int
    let height: Int
    private(set) var cells: [[Cell]]
    private var row = 0, column = 0
    private var attributes = Attributes()
    private var top = 0, bottom: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bottom = height - 1
        cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
    }

    static func == (left: ScreenEmulator, right: ScreenEmulator) -> Bool { left.cells == right.cells }

    /// The screen as text, a line a row, for a failure's message.
    var text: String { cells.map { $0.map(\.text).joined() }.joined(separator: "\n") }

    /// Reads `output` as a terminal does: escape sequences scalar by scalar (a CSI ends at its
    /// final byte even when a combining mark follows it, which would make one Character of the
    /// two), the text between them grapheme by grapheme.
    mutating func write(_ output: String) {
        var scalars = output.unicodeScalars[...]
        var text = String.UnicodeScalarView()
        func flush() {
            for character in String(text) { put(character) }
            text = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                text.append(scalar)
                continue
            }
            flush()
            guard scalars.popFirst() == "[" else { fail("frames: an escape that is not CSI", output) }
            var parameters = ""
            var final: Character?
            while let next = scalars.popFirst() {
                if (0x40...0x7E).contains(next.value) {
                    final = Character(next)
                    break
                }
                parameters.unicodeScalars.append(next)
            }
            guard let final else { fail("frames: an unfinished CSI", output) }
            csi(parameters, final, output)
        }
        flush()
    }

    private mutating func csi(_ parameters: String, _ final: Character, _ output: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? numbers[index] ?? fallback : fallback
        }
        switch final {
        case "H":
            row = number(0, 1) - 1
            column = number(1, 1) - 1
            guard (0..<height).contains(row), (0..<max(1, width)).contains(column) else {
                fail("frames: the cursor moved off the screen", output)
            }
        case "J":
            guard number(0, 0) == 2 else { fail("frames: an erase in display other than the whole screen", output) }
            for index in 0..<height { cells[index] = Array(repeating: Cell(), count: width) }
        case "K":
            guard number(0, 0) == 0 else { fail("frames: an erase in line other than to its end", output) }
            for index in column..<width { cells[row][index] = Cell(text: " ", attributes: attributes) }
        case "m": sgr(numbers.map { $0 ?? 0 }, output)
        case "r":
            if parameters.isEmpty {
                (top, bottom) = (0, height - 1)
            } else {
                (top, bottom) = (number(0, 1) - 1, number(1, height) - 1)
                guard top >= 0, bottom < height, top < bottom else { fail("frames: a bad scroll region", output) }
            }
            (row, column) = (0, 0)
        case "S", "T":
            let count = number(0, 1)
            for _ in 0..<count {
                let blank = Array(repeating: Cell(text: " ", attributes: attributes), count: width)
                if final == "S" {
                    cells.remove(at: top)
                    cells.insert(blank, at: bottom)
                } else {
                    cells.remove(at: bottom)
                    cells.insert(blank, at: top)
                }
            }
        default: fail("frames: a CSI the emulator does not know: \(parameters)\(final)", output)
        }
    }

    private mutating func sgr(_ numbers: [Int], _ output: String) {
        var index = 0
        while index < numbers.count {
            let value = numbers[index]
            switch value {
            case 0: attributes = Attributes()
            case 1...9: attributes.flags.insert(value)
            case 22: attributes.flags.subtract([1, 2])
            case 23...29: attributes.flags.remove(value - 20)
            case 30...37, 39, 90...97: attributes.foreground = value
            case 40...47, 49, 100...107: attributes.background = value
            default: fail("frames: an SGR parameter the emulator does not know: \(value)", output)
            }
            index += 1
        }
    }

    private mutating func put(_ character: Character) {
        switch DisplayWidth.of(character) {
        case 0:
            if column > 0 { cells[row][column - 1].text.append(character) }
        case let columns:
            guard column + columns <= width else { fail("frames: text past the last column", String(character)) }
            cells[row][column] = Cell(text: String(character), attributes: attributes)
            if columns == 2 { cells[row][column + 1] = Cell(text: "", attributes: attributes) }
            column += columns
        }
    }
}
