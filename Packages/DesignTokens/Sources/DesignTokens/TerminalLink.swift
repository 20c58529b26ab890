/// Clickable links on a terminal (OSC 8: `ESC ] 8 ; ; URL ESC \ text ESC ] 8 ; ; ESC \`).
///
/// URLs come from a server, so a link is made only of one that is safe to hand to a terminal
/// and a browser: `http` or `https`, a host, and nothing but printable ASCII (no space, no
/// control character, no escape that could end the sequence early and start another), at most
/// 2,048 characters, and no user information: no `@` or `\` before the path, since
/// `http://x.example%5C@evil.example/` reads as x.example and goes to evil.example. Any other
/// URL is shown as neutralised text, never as a link (nor opened by `--web`).
///
/// ```swift
/// TerminalLink.safeURL("https://marvel.com/characters/54")   // the same text
/// TerminalLink.safeURL("javascript:alert(1)")                // nil
/// TerminalLink.wrap("marvel.com", url: "https://marvel.com")  // "\u{1B}]8;;https://marvel.com\u{1B}\\marvel.com\u{1B}]8;;\u{1B}\\"
/// ```
public enum TerminalLink {
    /// The longest URL made into a link.
    public static let maximumLength = 2_048

    /// `text` when it is a URL safe to link to (see the type's description), else `nil`.
    public static func safeURL(_ text: String) -> String? {
        guard text.utf8.count <= maximumLength,
            text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else { return nil }
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return nil
        }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.hasPrefix(":"), !authority.contains("@"), !authority.contains("\\")
        else { return nil }
        return text
    }

    /// `text` made a link to `url`; `url` must be one ``safeURL(_:)`` returned.
    public static func wrap(_ text: String, url: String) -> String {
        "\u{1B}]8;;" + url + "\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
    }

    /// Whether the terminal the environment describes shows OSC 8 links: `HEROES_HYPERLINKS`
    /// (or the common `FORCE_HYPERLINK`) `1` or `0` decides; otherwise the terminals known to
    /// support them (VTE 0.50 and later, as GNOME Terminal and Tilix; kitty; WezTerm; iTerm2
    /// 3.1 and later; Windows Terminal; Konsole; foot; Alacritty; VS Code's; DomTerm). Any
    /// other terminal gets none: some print an unknown sequence's text, which a link must
    /// never leave on the screen.
    public static func isSupported(environment: [String: String]) -> Bool {
        for name in ["HEROES_HYPERLINKS", "FORCE_HYPERLINK"] {
            if let value = environment[name], !value.isEmpty { return value != "0" }
        }
        let term = environment["TERM"] ?? ""
        if term == "dumb" || term == "linux" { return false }
        if let vte = environment["VTE_VERSION"], let version = Int(vte), version >= 5000 { return true }
        if ["xterm-kitty", "alacritty", "foot", "foot-extra", "wezterm"].contains(term) { return true }
        for name in ["WT_SESSION", "KONSOLE_VERSION", "DOMTERM", "KITTY_WINDOW_ID", "WEZTERM_EXECUTABLE"]
        where environment[name] != nil {
            return true
        }
        switch environment["TERM_PROGRAM"] {
        case "WezTerm", "vscode", "ghostty": return true
        case "iTerm.app":
            let version = (environment["TERM_PROGRAM_VERSION"] ?? "").split(separator: ".").compactMap { Int($0) }
            return version.lexicographicallyPrecedes([3, 1]) == false && !version.isEmpty
        default: return false
        }
    }
}
