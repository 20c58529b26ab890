import DesignTokens
import MarvelWire

/// Where a command's data goes, decided once: a terminal, a pipe, or a pipe that asked to be
/// drawn for as a terminal (`HEROES_FORCE_TTY`, as gh's `GH_FORCE_TTY`), so that
/// `HEROES_FORCE_TTY=1 heroes list --color always | less -R` shows the coloured table.
struct OutputTarget {
    /// Whether stdout is a terminal (`isatty`): the pager and clickable links need a real one.
    let isTerminal: Bool
    /// `HEROES_FORCE_TTY` set to anything but empty, `0` or `false`.
    let isForced: Bool
    /// The width `HEROES_FORCE_TTY` gives when it is a number of columns, 20 or more
    /// (`HEROES_FORCE_TTY=120`; `1` only forces).
    let forcedWidth: Int?

    /// Whether data is drawn as for a terminal: the table by default, colour under `--color auto`.
    var drawsForTerminal: Bool { isTerminal || isForced }

    /// The narrowest width `HEROES_FORCE_TTY` gives: a smaller number (`1`) only forces.
    static let minimumForcedWidth = 20

    /// stdout of this process, read from `environment`.
    static func detect(environment: [String: String] = StandardStream.processEnvironment) -> OutputTarget {
        let force = environment["HEROES_FORCE_TTY"] ?? ""
        let isForced = !force.isEmpty && force != "0" && force.lowercased() != "false"
        let width = Int(force).flatMap { $0 >= minimumForcedWidth ? $0 : nil }
        return OutputTarget(isTerminal: StandardStream.output.isTerminal, isForced: isForced, forcedWidth: width)
    }

    /// The style of stdout under `colorMode`; colour as for a terminal when forced.
    func style(colorMode: ColorMode) -> TerminalStyle {
        .detect(for: .output, colorMode: colorMode, isTerminal: drawsForTerminal)
    }

    /// The width to draw to: the forced width, else the terminal's (else `COLUMNS`, else 80).
    var width: Int { forcedWidth ?? TerminalWidth.detect(for: .output) }

    /// How `--json` is laid out: indented as for a terminal (stdout is one, or forced), else one
    /// compact line, as gh does.
    var jsonLayout: JSONLayout { JSONLayout(forTerminal: drawsForTerminal) }

    /// The format when none was asked for: the table as for a terminal, else tab-separated lines.
    func format(requested: OutputFormat?) -> OutputFormat {
        requested ?? (drawsForTerminal ? .table : .tsv)
    }
}
