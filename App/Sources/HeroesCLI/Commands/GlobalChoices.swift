import AppConfig
import ArgumentParser
import DesignTokens

/// What the options every data command takes asked for, as plain values: what
/// ``AppEnvironment/make(_:cache:)`` needs, whichever parser read them (``GlobalOptions``,
/// ``FormatOptions`` and ``PagerOptions`` through ArgumentParser, or ``QuickLine`` for the commonest lines).
struct GlobalChoices: Equatable, Sendable {
    /// `--json`'s field list (``JSONArgument/everyField`` for all of them), or `nil` without it.
    var json: String?
    var format: OutputFormat?
    /// `--color`, or `nil` without it: the config key `color` decides (``colorMode(settings:)``).
    var color: ColorMode?
    var verbose = false
    var quiet = false
    var noPager = false
    /// `--timeout`, in seconds.
    var timeout: Double = HTTPStack.defaultTimeout

    /// The largest `--timeout`: ten minutes.
    static let longestTimeout: Double = 600

    func validate() throws(ValidationError) {
        try Self.validate(timeout: timeout)
        try Self.validate(json: json, format: format)
    }

    /// The check of `--json` with `--format`: two formats asked for.
    static func validate(json: String?, format: OutputFormat?) throws(ValidationError) {
        if json != nil, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one of them.")
        }
    }

    /// The check of a `--timeout`, this one's and `heroes doctor`'s.
    static func validate(timeout: Double) throws(ValidationError) {
        guard timeout > 0, timeout <= longestTimeout else {
            throw ValidationError(
                "--timeout must be more than 0 and at most \(Int(longestTimeout)) seconds, got \(timeout).")
        }
    }

    /// The format asked for (`--json` is `json`), or `nil` to decide by the terminal.
    var requestedFormat: OutputFormat? { json != nil ? .json : format }

    /// The format to write in: the flags' (``requestedFormat``), else the config key `format`,
    /// else `nil` to decide by the terminal.
    func format(settings: Settings) -> OutputFormat? {
        requestedFormat ?? settings.format.flatMap { OutputFormat(rawValue: $0.text) }
    }

    /// The colour mode: `--color`, else the config key `color` (or the colour variables over
    /// it, as the mode they amount to: see `Settings.color`), else auto.
    func colorMode(settings: Settings) -> ColorMode {
        color ?? ColorMode(setting: settings.color)
    }

    /// The fields `--json` names, checked against `valid` (a command's ``JSONFields``); `nil`
    /// for all of them, and without `--json`. A name not in `valid` is a usage error listing the
    /// valid ones. `valid` is worked out only when a list is given: the outputs' field names
    /// are built at first use, which a table or TSV never needs.
    func jsonFields(valid: @autoclosure () -> [String]) throws(ValidationError) -> Set<String>? {
        guard let json, json != JSONArgument.everyField else { return nil }
        do {
            return try JSONFields.parse(json, valid: valid())
        } catch {
            throw ValidationError(error.description)
        }
    }
}
