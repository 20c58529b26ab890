import DesignTokens
import HeroesCore

extension ListSpec {
    /// The page for pipes: one line per item, its fields tab-separated, each made one line of
    /// text (`TextLayout.singleLine`: tabs, line breaks and other control characters become
    /// spaces), so every item is exactly one line of as many fields as there are columns.
    func tsv(_ page: Page<Item>) -> String {
        var text = ""
        for item in page.items { text += line(item) + "\n" }
        return text
    }

    /// One item's TSV line, without the newline.
    func line(_ item: Item) -> String {
        // `TextLayout.joined`, not the library's `joined`, and no `enumerated()` over this generic
        // spec's columns: both make the runtime scan every conformance record in the binary at
        // their first call, on the way to a list's first line (benchmarks/DECISIONS.md).
        TextLayout.joined(columns.map { TextLayout.singleLine($0.value(item)) }, separator: "\t")
    }

    /// The page for `--format csv`: the fields' names, then a record per item, as `CSVText`
    /// writes them (neutralised, guarded against spreadsheet formulas, CR LF line ends).
    func csv(_ page: Page<Item>) -> String {
        CSVText.record(columns.map(\.field))
            + page.items.map { item in CSVText.record(columns.map { $0.value(item) }) }.joined()
    }
}
