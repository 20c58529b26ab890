import ArgumentParser
import DesignTokens

/// Options every data command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorMode = .auto

    @Flag(name: [.short, .long], help: "Log each HTTP exchange to stderr (keys redacted). Same as HEROES_DEBUG=api.")
    var verbose = false

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
    }
}
