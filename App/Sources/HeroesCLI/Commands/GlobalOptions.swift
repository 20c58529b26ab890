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
    var color: ColorMode = GlobalChoices().color

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
            "How long one call to the server may take, its retries included, in seconds (at most \(Int(GlobalChoices.longestTimeout))).",
            discussion:
                "Each of its three attempts waits for data at most 10 s, or a third of the timeout when that is longer. "
                + "The embedded catalog, answered in-process, has no deadline.",
            valueName: "seconds"
        ))
    var timeout: Double = GlobalChoices().timeout

    /// These options' values, checked by ``validate()`` (ArgumentParser runs it before the command).
    var choices: GlobalChoices {
        GlobalChoices(
            json: json, format: format, color: color, verbose: verbose, quiet: quiet, noPager: noPager,
            timeout: timeout)
    }

    func validate() throws { try choices.validate() }

    /// The format asked for (`--json` is `json`), or `nil` to decide by the terminal.
    var requestedFormat: OutputFormat? { choices.requestedFormat }

    /// See ``GlobalChoices/jsonFields(valid:)``.
    func jsonFields(valid: @autoclosure () -> [String]) throws(ValidationError) -> Set<String>? {
        try choices.jsonFields(valid: valid())
    }
}
