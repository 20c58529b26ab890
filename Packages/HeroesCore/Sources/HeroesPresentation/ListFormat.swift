public import DesignTokens
public import FoundationEssentials
public import HeroesCore
public import MarvelWire

/// How a list is written to stdout, which also decides where the empty message goes.
public enum ListFormat: Sendable {
    /// A terminal: a header line, an aligned table fitted to `width`, the next-page hint and the
    /// attribution (``ListSpec`` says the words); the empty message is part of it.
    /// `pageCommand` replaces the spec's ``ListSpec/pageCommand`` (to keep the user's flags).
    case table(style: TerminalStyle, width: Int, pageCommand: (@Sendable (Int) -> String)? = nil)
    /// A pipe: one line per item, tab-separated, no header, no colour; the empty message goes to stderr.
    case tsv
    /// `--format csv`: a header and a record per item, as RFC 4180 writes them; the empty
    /// message goes to stderr.
    case csv
    /// `--json`: one object, keys sorted, with only `fields` of each item (`nil`: all of them);
    /// the empty message goes to stderr.
    case json(fields: Set<String>? = nil, layout: JSONLayout = .indented)

    /// What a list in this format reads of each item's linked lists: JSON writes the items
    /// whole; a table, TSV and CSV draw a ``ListSpec``'s columns, which show a linked list's
    /// count alone (every spec's tests hold it to that), so they skip the lists' items.
    public var linkedItems: LinkedItems {
        switch self {
        case .json: .read
        case .table, .tsv, .csv: .skipped
        }
    }
}

extension ListSpec {
    /// The text for stdout for `state` in `format`; `""` when there is nothing to write.
    ///
    /// `loaded` and `stale` draw the same (the stale notice goes to stderr). `empty` draws, in a
    /// table, the empty message with a hint and the attribution, in CSV the header alone, in JSON
    /// the object with no items, in TSV nothing. `idle`, `loading` and `failed` draw nothing.
    /// Every cell and field is neutralised: a table cell by `TextTable`, a TSV field by
    /// `TextLayout.singleLine`, a CSV field by `CSVText`, a JSON string by the writer's escapes.
    public func render(_ state: LoadState<Page<Item>>, as format: ListFormat) -> String {
        guard let page = state.value else { return "" }
        switch format {
        case .table(let style, let width, let command): return table(page, style: style, width: width, command: command)
        case .tsv: return tsv(page)
        case .csv: return csv(page)
        case .json(let fields, let layout):
            return JSONText.render(ListJSON(spec: self, page: page, fields: fields), layout: layout)
        }
    }

    /// Everything the list writes for `state`: the data for stdout; the stale notice, the empty
    /// message (but in a table) or the error line for stderr.
    ///
    /// - Parameters:
    ///   - state: Where loading the page stands (idle, loading, loaded, empty, stale or failed).
    ///   - format: How stdout is written.
    ///   - errorStyle: The style of stderr, whose colour is decided apart from stdout's.
    ///   - notices: Whether the stale notice is written (not with `--quiet`); errors always are.
    ///   - now: The time the stale notice's age is counted to.
    ///   - describe: The sentence for a failure; the app adds its advice to the error's description.
    public func output(
        for state: LoadState<Page<Item>>, as format: ListFormat, errorStyle: TerminalStyle = .plain,
        notices: Bool = true, now: Date = Date(), describe: (HeroesError) -> String = \.description
    ) -> ScreenOutput {
        var emptyMessageOnStderr = true
        if case .table = format { emptyMessageOnStderr = false }
        var messages = state.messages(
            stale: { staleNotice($0, since: $1, cause: $2, now: now, style: errorStyle) },
            empty: { page in
                guard emptyMessageOnStderr, page.items.isEmpty else { return nil }
                return errorStyle.paint(emptyMessage(page), .warning)
            },
            failure: { ScreenOutput.failureLine(describe($0), style: errorStyle) }
        )
        if !notices, case .stale = state { messages.removeFirst() }
        return ScreenOutput(
            standardOutput: render(state, as: format), errorLines: messages, succeeded: state.hasSucceeded)
    }
}
