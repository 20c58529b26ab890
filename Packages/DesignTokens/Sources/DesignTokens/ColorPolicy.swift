/// Decides whether a stream gets colour.
///
/// The rule, first match wins:
/// 1. `--color always` → colour; `--color never` → no colour.
/// 2. `NO_COLOR` set to any non-empty value → no colour.
/// 3. `CLICOLOR_FORCE` set to a non-empty value other than `0` → colour.
/// 4. `TERM=dumb` or `CLICOLOR=0` → no colour.
/// 5. Otherwise colour exactly when the stream is a terminal.
///
/// ```swift
/// let colourOut = ColorPolicy.usesColor(for: .output, mode: .auto)
/// let colourErr = ColorPolicy.usesColor(for: .error, mode: .auto)
/// ```
public enum ColorPolicy {
    /// The decision as a pure function of the flag, the environment and whether the stream
    /// is a terminal.
    public static func usesColor(mode: ColorMode, environment: [String: String], isTerminal: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        if environment["TERM"] == "dumb" { return false }
        if environment["CLICOLOR"] == "0" { return false }
        return isTerminal
    }

    /// The decision for a standard stream of this process, reading the process environment
    /// (unless one is given) and `isatty` on the stream's file descriptor.
    public static func usesColor(
        for stream: StandardStream, mode: ColorMode,
        environment: [String: String] = StandardStream.processEnvironment
    ) -> Bool {
        usesColor(mode: mode, environment: environment, isTerminal: stream.isTerminal)
    }
}
