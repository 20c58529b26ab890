import ArgumentParser

/// `--format`: how a command writes its data. Without it: `table` on a terminal (or with
/// `HEROES_FORCE_TTY`), `tsv` in a pipe; `--json` is `json`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// An aligned table (the details: headings and wrapped text), coloured by `--color`.
    case table
    /// Tab-separated lines, no header (the details: `key<TAB>value` lines).
    case tsv
    /// RFC 4180 records under a header, neutralised against spreadsheet formulas.
    case csv
    /// One JSON object (`--json`, whose field list `--format json` cannot take).
    case json
}
