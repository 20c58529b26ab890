import DesignTokens
import Testing

struct PagedTableFrameTests {
    let table = TextTable(
        columns: [TableColumn("ID"), TableColumn("NAME", isFlexible: true)], rows: [[TableCell("1"), TableCell("Ant")]])

    @Test("a page draws its heading, a blank line, the table, the next command and the attribution")
    func pageWithANextPage() {
        let text = PagedTableFrame(style: .plain, width: 40).page(
            heading: "Page 1 of 2", table: table, nextCommand: "heroes list --page 2", attribution: "Data © MARVEL")
        #expect(text == "Page 1 of 2\n\nID  NAME\n──  ────\n1   Ant\n\nNext: heroes list --page 2\nData © MARVEL\n")
    }

    @Test("the last page says so instead of naming a next command")
    func lastPage() {
        let text = PagedTableFrame(style: .plain, width: 40).page(
            heading: "H", table: table, nextCommand: nil, attribution: "A")
        #expect(text.hasSuffix("\nLast page.\nA\n"))
    }

    @Test("an empty page wraps its message to the width, then the command to try, then the attribution")
    func emptyPage() {
        let text = PagedTableFrame(style: .plain, width: 20).empty(
            message: "No heroes on page 9: there are 2 pages.", tryCommand: "heroes list --page 2", attribution: "A")
        #expect(text == "No heroes on page 9:\nthere are 2 pages.\nTry: heroes list --page 2\nA\n")
    }

    @Test("with colour the heading, the commands and the attribution are painted, and the command is never cut")
    func colour() {
        let text = PagedTableFrame(style: .colored, width: 10).page(
            heading: "H", table: table, nextCommand: "heroes list --page 2", attribution: "A")
        #expect(text.contains("\u{1B}[36mheroes list --page 2\u{1B}[0m"))
        #expect(text.hasPrefix("\u{1B}[1mH\u{1B}[0m\n"))
    }
}
