import ArgumentParser

/// `--json [fields]` and `--format`: the options of a command that writes its data in a format
/// (`list`, `show`, `random`). See ``GlobalOptions``.
struct FormatOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Print JSON: every field, or only the comma list given (--json id,name,comics).",
            discussion: "A wrong field name is an error that lists the valid ones.", valueName: "fields"),
        completion: .list(JSONArgument.knownFields.sorted()))
    var json: String?

    @Option(name: .long, help: "table, tsv, csv or json (default: table on a terminal, tsv in a pipe).")
    var format: OutputFormat?

    func validate() throws { try GlobalChoices.validate(json: json, format: format) }

    /// The format asked for (`--json` is `json`), or `nil` to decide by the terminal.
    var requestedFormat: OutputFormat? { GlobalChoices(json: json, format: format).requestedFormat }

    /// See ``GlobalChoices/jsonFields(valid:)``.
    func jsonFields(valid: @autoclosure () -> [String]) throws(ValidationError) -> Set<String>? {
        try GlobalChoices(json: json, format: format).jsonFields(valid: valid())
    }
}
