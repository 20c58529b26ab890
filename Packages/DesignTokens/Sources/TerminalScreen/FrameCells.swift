import DesignTokens

/// A frame's line as terminal cells, so that a changed line is rewritten from its first changed
/// cell to its last, not whole.
struct FrameCell: Equatable {
    /// The grapheme drawn in the cell; `""` for the second column of a wide one.
    var text: String
    /// The SGR sequences in force, as written since the last reset (`""`: none).
    var style: String

    /// The cells of `line`: its graphemes in display columns (a wide one takes two, a
    /// zero-width one joins the cell before it), each with the SGR sequences in force.
    static func cells(of line: String) -> [FrameCell] {
        var cells: [FrameCell] = []
        var style = ""
        var escape: String?
        for character in line {
            if var sequence = escape {
                sequence.append(character)
                let value = character.unicodeScalars.first?.value ?? 0
                // `ESC x` is two characters long; a CSI (`ESC [`) ends at its final byte.
                let ended = sequence.unicodeScalars.count == 2 ? character != "[" : (0x40...0x7E).contains(value)
                if ended {
                    if character == "m" { style = sequence == ANSI.reset ? "" : style + sequence }
                    escape = nil
                } else {
                    escape = sequence
                }
                continue
            }
            if character == "\u{1B}" {
                escape = "\u{1B}"
                continue
            }
            switch DisplayWidth.of(character) {
            case 0:
                if !cells.isEmpty { cells[cells.count - 1].text.append(character) }
            case 2:
                cells.append(FrameCell(text: String(character), style: style))
                cells.append(FrameCell(text: "", style: style))
            default:
                cells.append(FrameCell(text: String(character), style: style))
            }
        }
        return cells
    }

    /// The bytes that turn row `row` (from 0) showing `old` into `new`: the cursor moved to the
    /// first changed cell (the start of a wide grapheme), the cells up to the last changed one
    /// with their styles, and the rest of the line erased when the new line is shorter.
    static func update(row: Int, from old: [FrameCell], to new: [FrameCell]) -> String {
        var first = 0
        while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
        if first == old.count && first == new.count { return "" }
        // Never start in the second column of a wide grapheme, the old one's or the new one's.
        while first > 0,
            (first < new.count && new[first].text.isEmpty) || (first < old.count && old[first].text.isEmpty)
        {
            first -= 1
        }
        var last = new.count - 1
        if old.count == new.count {
            while last > first, old[last] == new[last] { last -= 1 }
            while last + 1 < new.count, new[last + 1].text.isEmpty { last += 1 }
        }
        var output = "\u{1B}[\(row + 1);\(first + 1)H"
        var style = ""
        if first <= last {
            for cell in new[first...last] {
                if cell.style != style {
                    output += ANSI.reset + cell.style
                    style = cell.style
                }
                output += cell.text
            }
        }
        if !style.isEmpty { output += ANSI.reset }
        if new.count < old.count { output += "\u{1B}[K" }
        return output
    }
}
