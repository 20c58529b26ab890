public import DesignTokens
public import FoundationEssentials
public import HeroesCore
public import MarvelWire

/// How a detail screen is written to stdout.
public enum DetailFormat: Sendable {
    /// A terminal: the title as a heading, the facts, the sections wrapped and cut to `width`
    /// (the first `itemLimit` items of each list), colour when `style` has it, the attribution.
    case terminal(style: TerminalStyle, width: Int, itemLimit: Int = 5)
    /// A pipe: one `key<TAB>value` line per field, no colour, no truncation.
    case tsv
    /// `--format csv`: the TSV format's pairs as `key,value` records under a header.
    case csv
    /// `--json`: one object, keys sorted, with only `fields` (`nil`: all of them).
    case json(fields: Set<String>? = nil, layout: JSONLayout = .indented)
}

/// A one-record view model: HeroesCore's one `LoadingViewModel`, asking for a record by
/// `Request`. A record is never empty.
public typealias DetailViewModel<Request: Sendable, Item: Sendable> = LoadingViewModel<Request, Item>

extension LoadingViewModel {
    /// A detail view model over `fetch`: a record is never empty. A factory, not an initialiser:
    /// an unconstrained one-closure `init` would also take a list's trailing closure, and make
    /// every list's page never empty.
    public static func record(_ fetch: @escaping Fetch) -> LoadingViewModel {
        LoadingViewModel(isEmpty: { _ in false }, fetch: fetch)
    }
}

extension DetailSpec {
    /// The text for stdout for `state` in `format`; `""` when there is nothing to write
    /// (`idle`, `loading`, `failed`). `loaded` and `stale` draw the same (the stale notice goes
    /// to stderr). Every line is neutralised: the terminal's through `TextLayout` and
    /// `TerminalText`, a TSV field by `TextLayout.singleLine`, a CSV field by `CSVText`, a JSON
    /// string by the writer's escapes. Every text ends in a newline.
    public func render(_ state: LoadState<Item>, as format: DetailFormat) -> String {
        guard let item = state.value else { return "" }
        switch format {
        case .terminal(let style, let width, let itemLimit):
            return DetailTerminal(spec: self, style: style, width: width, itemLimit: itemLimit).render(item)
        // `TextLayout.joined`, not the library's `joined`, whose first call scans every
        // conformance record (benchmarks/DECISIONS.md, "the runtime's conformance scans").
        case .tsv:
            let lines = pairs(item).map { key, value in
                TextLayout.singleLine(key) + "\t" + TextLayout.singleLine(value)
            }
            return TextLayout.joined(lines, separator: "\n") + "\n"
        case .csv:
            let records = pairs(item).map { CSVText.record([$0.0, $0.1]) }
            return CSVText.record(["key", "value"]) + TextLayout.joined(records, separator: "")
        case .json(let fields, let layout):
            return JSONText.render(DetailJSON(value: json(item, attributionText(item), fields)), layout: layout)
        }
    }

    /// Everything the screen writes for `state`: the record for stdout; the stale notice or the
    /// error line for stderr.
    ///
    /// - Parameters:
    ///   - state: Where loading the record stands (idle, loading, loaded, stale or failed).
    ///   - format: How stdout is written.
    ///   - errorStyle: The style of stderr, whose colour is decided apart from stdout's.
    ///   - notices: Whether the stale notice is written (not with `--quiet`); errors always are.
    ///   - now: The time the stale notice's age is counted to.
    ///   - describe: The sentence for a failure (`"no comic with id 5"`); the app adds its advice.
    public func output(
        for state: LoadState<Item>, as format: DetailFormat, errorStyle: TerminalStyle = .plain, notices: Bool = true,
        now: Date = Date(), describe: (HeroesError) -> String = \.description
    ) -> ScreenOutput {
        var messages = state.messages(
            stale: { staleNotice($0, since: $1, cause: $2, now: now, style: errorStyle) },
            failure: { ScreenOutput.failureLine(describe($0), style: errorStyle) }
        )
        if !notices, case .stale = state { messages.removeFirst() }
        return ScreenOutput(
            standardOutput: render(state, as: format), errorLines: messages, succeeded: state.hasSucceeded)
    }

    /// The notice for a cached record: `"heroes: offline: showing hero 1009610 as cached 2 days
    /// ago"`, the start saying why (`StaleCause`), painted in `.warning` when `style` has colour.
    public func staleNotice(
        _ item: Item, since: Date, cause: HeroesError? = nil, now: Date, style: TerminalStyle = .plain
    ) -> String {
        let age = RelativeAge.describe(since, relativeTo: now)
        return style.paint(
            "heroes: \(StaleCause.words(cause)): showing \(resource) \(id(item)) as cached \(age)", .warning)
    }

    /// The `(key, value)` pairs of TSV and CSV: the spec's fields, then the attribution.
    func pairs(_ item: Item) -> [(String, String)] {
        fields(item) + [("attribution", attributionText(item))]
    }
}

/// A record's `--json` object, as the spec's projection encodes it.
struct DetailJSON: Encodable {
    var value: any Encodable
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
