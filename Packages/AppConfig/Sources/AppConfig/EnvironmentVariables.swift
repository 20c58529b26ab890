/// Every environment variable heroes reads, with what it does: the text of `heroes environment`
/// and `heroes help environment` (as gh's `gh help environment`). The App's
/// `EnvironmentTopicTests` reads the sources for environment reads and fails when one is missing
/// here.
public enum EnvironmentVariables {
    /// A variable, or variables read together, and what it does.
    public struct Entry: Equatable, Sendable {
        /// The variables' names, as the topic lists them.
        public var names: [String]
        /// What they do, as one line of the topic.
        public var meaning: String

        /// The variables `names` and what they do.
        public init(names: [String], meaning: String) {
            self.names = names
            self.meaning = meaning
        }
    }

    /// The variables by what they are about, in the order the topic shows them.
    public static let groups: [(title: String, entries: [Entry])] = [
        (
            "Data and keys (settings: flags, then these, then the config file, then defaults)",
            [
                Entry(
                    names: ["HEROES_BASE_URL"],
                    meaning: "a Marvel-compatible server instead of the embedded catalog (config key base_url)"),
                Entry(
                    names: ["MARVEL_PUBLIC_KEY", "MARVEL_PRIVATE_KEY"],
                    meaning: "the API keys (config keys public_key, private_key); `serve` checks signatures with them"),
                Entry(
                    names: ["HEROES_DEBUG"], meaning: "api (or all): log each HTTP exchange on stderr, keys redacted"),
            ]
        ),
        (
            "Files",
            [
                Entry(
                    names: ["XDG_CONFIG_HOME"],
                    meaning: "the config file is $XDG_CONFIG_HOME/heroes/config (else ~/.config)"),
                Entry(names: ["XDG_CACHE_HOME"], meaning: "the cache is in $XDG_CACHE_HOME/heroes (else ~/.cache)"),
                Entry(names: ["HEROES_CACHE_DIR"], meaning: "the cache folder, over XDG_CACHE_HOME"),
                Entry(
                    names: ["XDG_DATA_HOME"],
                    meaning: "the catalog is written to $XDG_DATA_HOME/heroes (else ~/.local/share)"),
                Entry(names: ["HOME"], meaning: "where those defaults are"),
            ]
        ),
        (
            "Output",
            [
                Entry(
                    names: ["HEROES_FORCE_TTY"],
                    meaning: "1 (or a width, 20 or more): draw for a terminal into a pipe, JSON indented"),
                Entry(
                    names: ["NO_COLOR"],
                    meaning: "set: no colour, unless the config key color or --color says otherwise"),
                Entry(
                    names: ["CLICOLOR"],
                    meaning: "0: no colour; another value: colour on a terminal (under the config key color)"),
                Entry(
                    names: ["CLICOLOR_FORCE"],
                    meaning: "set (not 0): colour, in a pipe too (under the config key color)"),
                Entry(names: ["TERM"], meaning: "dumb: no colour and no `browse`"),
                Entry(names: ["COLUMNS"], meaning: "the width when the terminal does not say"),
                Entry(
                    names: ["LC_ALL", "LC_CTYPE", "LANG"], meaning: "a UTF-8 locale gets Unicode glyphs, another ASCII"),
                Entry(
                    names: ["HEROES_HYPERLINKS", "FORCE_HYPERLINK"],
                    meaning: "1 or 0: clickable links on a terminal or not"),
                Entry(
                    names: [
                        "VTE_VERSION", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "WT_SESSION", "KONSOLE_VERSION",
                        "DOMTERM",
                        "KITTY_WINDOW_ID", "WEZTERM_EXECUTABLE",
                    ],
                    meaning: "which terminal it is, to know whether it shows links"),
            ]
        ),
        (
            "Pager and browser",
            [
                Entry(
                    names: ["HEROES_PAGER"],
                    meaning: "the pager for long output (empty or cat: none), over the config key pager"),
                Entry(
                    names: ["PAGER"],
                    meaning: "the pager when neither HEROES_PAGER nor the config key pager says; else less -FRX"),
                Entry(names: ["LESS", "LV"], meaning: "given to the pager as FRX and -c when not set"),
                Entry(
                    names: ["DISPLAY", "WAYLAND_DISPLAY"], meaning: "set: --web opens the browser, else prints the URL"),
            ]
        ),
        (
            "Network (read by libcurl)",
            [
                Entry(
                    names: [
                        "https_proxy", "http_proxy", "all_proxy", "no_proxy", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY",
                    ],
                    meaning: "proxies for calls to the server (HTTP, HTTPS, SOCKS)"),
                Entry(
                    names: ["LD_PRELOAD"],
                    meaning: "set: libcurl's libraries bind as the preloaded one wants (torsocks, proxychains)"),
                Entry(names: ["SWIFT_BACKTRACE"], meaning: "the Swift runtime's crash helper (unset: none)"),
            ]
        ),
        (
            "Switches back to the plain, slower path (for measurements: benchmarks/DECISIONS.md)",
            [
                Entry(
                    names: ["HEROES_EXECUTOR"],
                    meaning: "default: a command's tasks run on Swift's global executor, not the main thread"),
                Entry(
                    names: ["HEROES_QUICKLIST"],
                    meaning: "0: ArgumentParser reads every `list` and `show` line (no quick reader first)"),
                Entry(
                    names: ["HEROES_CATALOG_DICTIONARIES"],
                    meaning:
                        "copied: the embedded catalog's zstd dictionaries are read through SQLite and copied by zstd"),
                Entry(
                    names: ["HEROES_CATALOG_PLANS"],
                    meaning:
                        "plain: the embedded catalog counts and sorts a big related list, not reading its stored total"),
                Entry(
                    names: ["HEROES_LIBCURL_DEEPBIND"],
                    meaning: "0: libcurl's libraries look symbols up in heroes' scope first (the plain load)"),
                Entry(
                    names: ["HEROES_BROWSE_PREPARE"],
                    meaning: "0: browse reads a list's names at its first search, not every list's at start"),
                Entry(
                    names: ["HEROES_NAMES_PARTS"],
                    meaning: "1: browse reads and folds a big list's names in one part, not two at once"),
                Entry(
                    names: ["HEROES_LINKED_ITEMS"],
                    meaning: "read: a list read for a table, TSV or CSV reads each record's linked items too"),
                Entry(
                    names: ["HEROES_MALLOC"],
                    meaning: "default: glibc's malloc as it comes (its arenas, large blocks mapped apart)"),
            ]
        ),
    ]

    /// Every name the topic lists, in its order; none twice.
    public static var names: [String] { groups.flatMap { $0.entries.flatMap(\.names) } }

    /// What the topic ends with: the config keys no variable sets, and where to see them all.
    public static let footer = """
        Config keys no variable sets (heroes config set KEY VALUE; a flag overrides each): \
        format (\(ConfigFile.choices["format"]!.joined(separator: ", "))) and per_page \
        (\(ConfigFile.perPageRange.lowerBound) to \(ConfigFile.perPageRange.upperBound)). \
        `heroes config list` shows every setting and where it came from.

        """

    /// The topic: each group's title, then a line a variable or set of variables; then ``footer``.
    public static var topic: String {
        groups.map { group in
            group.title + ":\n"
                + group.entries.map { "  " + $0.names.joined(separator: ", ") + "\n      " + $0.meaning + "\n" }
                .joined()
        }
        .joined(separator: "\n") + "\n" + footer
    }
}
