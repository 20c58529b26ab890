import ArgumentParser
import DesignTokens

/// Options every data command takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print JSON: every field, or only the comma list given (--json id,name,comics).",
            discussion: "A wrong field name is an error that lists the valid ones.", valueName: "fields"),
        completion: .list(JSONArgument.knownFields.sorted()))
    var json: String?

    @Option(name: .long, help: "table, tsv, csv or json (default: table on a terminal, tsv in a pipe).")
    var format: OutputFormat?

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorMode = .auto

    @Flag(
        name: [.short, .long],
        help:
            "Log each HTTP exchange to stderr (keys redacted), and say where the data comes from. Same as HEROES_DEBUG=api."
    )
    var verbose = false

    @Flag(name: [.short, .long], help: "No notices or progress on stderr (warnings and errors still show).")
    var quiet = false

    @Flag(name: .customLong("no-pager"), help: "Never send long output through a pager.")
    var noPager = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How long one call to the server may take, its retries included, in seconds (at most \(Int(Self.longestTimeout))).",
            discussion:
                "Each of its three attempts waits for data at most 10 s, or a third of the timeout when that is longer.",
            valueName: "seconds"
        ))
    var timeout: Double = HTTPStack.defaultTimeout

    /// The largest `--timeout`: ten minutes.
    static let longestTimeout: Double = 600

    func validate() throws {
        guard timeout > 0, timeout <= Self.longestTimeout else {
            throw ValidationError(
                "--timeout must be more than 0 and at most \(Int(Self.longestTimeout)) seconds, got \(timeout).")
        }
        if json != nil, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one of them.")
        }
    }

    /// The format asked for (`--json` is `json`), or `nil` to decide by the terminal.
    var requestedFormat: OutputFormat? { json != nil ? .json : format }

    /// The fields `--json` names, checked against `valid` (a command's ``JSONFields``); `nil`
    /// for all of them. A name not in `valid` is a usage error listing the valid ones.
    func jsonFields(valid: [String]) throws(ValidationError) -> Set<String>? {
        do {
            let list = json ?? JSONArgument.everyField
            return try JSONFields.parse(list == JSONArgument.everyField ? "" : list, valid: valid)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
