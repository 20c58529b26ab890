import DesignTokens
import SnapshotTesting
import Testing

struct DesignTokensSnapshotTests {
    @Test(arguments: [false, true])
    func semanticStyles(color: Bool) {
        let style = TerminalStyle(usesColor: color)
        let lines = SemanticStyle.allCases.map { semantic in
            TextLayout.pad(semantic.rawValue, toWidth: 12) + style.paint("The Amazing Spider-Man #1", semantic)
        }
        assertSnapshot(of: visibleEscapes(lines.joined(separator: "\n")), as: .lines, named: color ? "color" : "plain")
    }

    @Test(arguments: [("unicode", GlyphSet.unicode), ("ascii", GlyphSet.ascii)])
    func glyphSets(name: String, glyphs: GlyphSet) {
        let lines = [
            "ellipsis   [\(glyphs.ellipsis)]",
            "bullet     [\(glyphs.bullet)]",
            "separator  [\(glyphs.separator)]",
            "missing    [\(glyphs.missing)]",
            "rule       [\(glyphs.rule(width: 10))]",
            "vertical   [\(glyphs.verticalRule)]",
            "crossing   [\(glyphs.crossing)]",
            "box",
            glyphs.cornerTopLeft + glyphs.rule(width: 8) + glyphs.cornerTopRight,
            glyphs.verticalRule + TextLayout.pad("Hulk", toWidth: 8, alignment: .center) + glyphs.verticalRule,
            glyphs.cornerBottomLeft + glyphs.rule(width: 8) + glyphs.cornerBottomRight,
            "Page 2 of 11 \(glyphs.separator) 203 heroes",
            "\(glyphs.bullet) Amazing Spider-Man (1963) #1",
        ]
        assertSnapshot(of: lines.joined(separator: "\n"), as: .lines, named: name)
    }

    @Test(arguments: [("unicode", GlyphSet.unicode), ("ascii", GlyphSet.ascii)])
    func truncationAndPadding(name: String, glyphs: GlyphSet) {
        // Each cell is truncated then padded to its width, between bars: the bars must line up.
        var lines: [String] = []
        for width in [4, 8, 12, 20] {
            lines.append("width \(width)")
            for (label, text) in trickyStrings {
                let cut = TextLayout.truncate(text, toWidth: width, ellipsis: glyphs.ellipsis)
                let left = TextLayout.pad(cut, toWidth: width)
                let right = TextLayout.pad(cut, toWidth: width, alignment: .right)
                let center = TextLayout.pad(cut, toWidth: width, alignment: .center)
                lines.append("|\(left)|\(right)|\(center)| \(label) (\(DisplayWidth.of(text)))")
            }
        }
        assertSnapshot(of: visibleEscapes(lines.joined(separator: "\n")), as: .lines, named: name)
    }

    @Test(arguments: snapshotWidths)
    func wrapping(width: Int) {
        let text = """
            Bitten by a radioactive spider, high school student Peter Parker gained the speed, strength and powers of a spider. Adopting the name Spider-Man, Peter hoped to start a career using his new abilities. See https://www.marvel.com/characters/spider-man-peter-parker/in-comics for more.

            スパイダーマンは、放射能を帯びたクモに噛まれた高校生ピーター・パーカーです。彼はクモの力を得て、ニューヨークの街を守るヒーローになりました。
            🦸‍♀️ Hero team-up with 👨‍👩‍👧‍👦 and Poke\u{301}mon fans.
            """
        let lines = TextLayout.wrap(text, toWidth: width).map { TextLayout.pad($0, toWidth: width) + "|" }
        assertSnapshot(of: lines.joined(separator: "\n"), as: .lines, named: "w\(width)")
    }

    @Test func numbersAndAges() {
        var lines = [0, 7, 999, 1_000, 1_564, 12_345, 999_999, 1_000_000, -42_000].map {
            TextLayout.pad(NumberFormat.grouped($0), toWidth: 12, alignment: .right)
        }
        lines += [0.0, 59, 60, 300, 3_600, 10_800, 86_400, 172_800].map { RelativeAge.describe(elapsed: $0) }
        assertSnapshot(of: lines.joined(separator: "\n"), as: .lines)
    }

    static let tableCases: [(width: Int, color: Bool)] = snapshotWidths.flatMap { width in
        [(width, false), (width, true)]
    }

    @Test(arguments: tableCases)
    func table(width: Int, color: Bool) {
        let table = TextTable(
            columns: [
                TableColumn("ID"),
                TableColumn("NAME", isFlexible: true),
                TableColumn("COMICS", alignment: .right, dropOrder: 3),
                TableColumn("SERIES", alignment: .right, dropOrder: 2),
                TableColumn("MODIFIED", dropOrder: 1),
            ],
            rows: trickyStrings.enumerated().map { index, entry in
                [
                    TableCell(String(1_009_600 + index), style: .identifier),
                    TableCell(ANSI.strip(entry.text)),
                    TableCell(NumberFormat.grouped(index * 731)),
                    TableCell(NumberFormat.grouped(index * 17)),
                    index.isMultiple(of: 3) ? TableCell("—", style: .muted) : TableCell("2014-04-29", style: .muted),
                ]
            }
        )
        let style = TerminalStyle(usesColor: color)
        let lines = table.render(width: width, style: style)
        assertSnapshot(
            of: visibleEscapes(lines.joined(separator: "\n")), as: .lines,
            named: "w\(width)-\(color ? "color" : "plain")")
    }

    @Test func emptyTable() {
        let table = TextTable(columns: [TableColumn("ID"), TableColumn("NAME", isFlexible: true)], rows: [])
        assertSnapshot(of: table.render(width: 40, style: .ascii).joined(separator: "\n"), as: .lines)
    }
}
