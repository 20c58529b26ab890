import ArgumentParser
import DesignTokens

/// Options every data command takes (`list`, `show`, `random`, `browse`): colour, what goes to
/// stderr, and the server's deadline. A command that writes data in a format also declares
/// ``FormatOptions``, one whose output can go through a pager ``PagerOptions``: each command's
/// `--help` then lists only what it accepts.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Colour: auto, always or never (default: the config key color, else auto, which NO_COLOR and CLICOLOR* decide)."
    )
    var color: ColorMode?

    @Flag(
        name: [.short, .long],
        help:
            "Log each HTTP exchange to stderr (keys redacted), and say where the data comes from. Same as HEROES_DEBUG=api."
    )
    var verbose = false

    @Flag(name: [.short, .long], help: "No notices or progress on stderr (warnings and errors still show).")
    var quiet = false

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

    func validate() throws { try GlobalChoices.validate(timeout: timeout) }

    /// These options' values, with those of the command's format and pager options when it has
    /// them (a command without them writes as the terminal decides, through a pager on one).
    func choices(format: FormatOptions? = nil, pager: PagerOptions? = nil) -> GlobalChoices {
        GlobalChoices(
            json: format?.json, format: format?.format, color: color, verbose: verbose, quiet: quiet,
            noPager: pager?.noPager ?? false, timeout: timeout)
    }
}
