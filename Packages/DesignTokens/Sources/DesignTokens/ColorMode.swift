/// The `--color` choice: `auto` follows the environment and the stream, `always` and `never`
/// override everything.
public enum ColorMode: String, Sendable, CaseIterable {
    /// Decide from the environment and whether the stream is a terminal.
    case auto
    /// Colour even when piped or when `NO_COLOR` is set.
    case always
    /// Never colour.
    case never
}
