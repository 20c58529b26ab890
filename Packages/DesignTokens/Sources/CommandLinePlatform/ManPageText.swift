/// A manual page in mdoc being written: a macro a line, text lines escaped so that nothing in a
/// help text is read as a request or an escape; a command's options and its own commands from
/// ArgumentParser's description of them (``CommandDescription``).
public struct ManPageText: Sendable {
    /// The page so far.
    public private(set) var text = ""

    /// An empty page.
    public init() {}

    /// The line `.name arguments…`, each argument escaped (``argument(_:)``).
    public mutating func macro(_ name: String, _ arguments: String...) {
        text += "." + ([name] + arguments.map(Self.argument)).joined(separator: " ") + "\n"
    }

    /// A section heading, `.Sh title`.
    public mutating func section(_ title: String) { macro("Sh", title) }

    /// `text` as paragraphs: blank lines separate them; an indented line (an example) is kept as
    /// it is, in a literal display.
    public mutating func paragraphs(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        var literal = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.hasPrefix(" ")
            if indented != literal {
                if indented { macro("Bd", "-literal", "-offset", "indent") } else { macro("Ed") }
                literal = indented
            }
            if line.isEmpty {
                if !literal { macro("Pp") }
            } else {
                self.text += Self.line(indented ? String(line.drop(while: { $0 == " " })) : String(line)) + "\n"
            }
        }
        if literal { macro("Ed") }
    }

    /// The options and arguments of a command, as a tagged list.
    public mutating func options(_ arguments: [ArgumentDescription]) {
        guard !arguments.isEmpty else { return }
        macro("Bl", "-tag", "-width", "6n")
        for argument in arguments {
            text += ".It " + argument.tag + "\n"
            let help = [argument.abstract, argument.discussion].compactMap { $0 }.filter { !$0.isEmpty }
            for part in help { text += Self.line(part) + "\n" }
            if let values = argument.allValues, !values.isEmpty {
                text += Self.line("One of: " + values.joined(separator: ", ") + ".") + "\n"
            }
            if let value = argument.defaultValue, !value.isEmpty {
                text += Self.line("Default: " + value + ".") + "\n"
            }
        }
        macro("El")
    }

    /// One command under COMMANDS, then its own commands.
    public mutating func command(_ command: CommandDescription, path: [String]) {
        let path = path + [command.commandName]
        macro("Ss", path.joined(separator: " "))
        paragraphs(command.abstract)
        if let discussion = command.discussion, !discussion.isEmpty {
            macro("Pp")
            paragraphs(discussion)
        }
        // --help and --version are the same in every command: DESCRIPTION lists them once.
        options(
            command.shownArguments.filter { argument in
                !(argument.names ?? []).contains { $0.kind == "long" && ($0.name == "help" || $0.name == "version") }
            })
        for subcommand in command.shownSubcommands {
            self.command(subcommand, path: path)
        }
    }

    /// A text line: backslashes as `\e`, every character outside ASCII as its code point
    /// (`\[u2192]`), so the page is ASCII and formats alike in any locale; a line that begins
    /// with `.` or `'` (a request to the formatter) begins with the zero-width `\&`.
    public static func line(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// A macro argument: escaped as a line, in quotes when it holds a space or a quote.
    public static func argument(_ text: String) -> String {
        let escaped = line(text).replacing("\"", with: "\\(dq")
        return escaped.contains(" ") ? "\"\(escaped)\"" : escaped
    }
}

/// The part of ArgumentParser's description of a command line (`--experimental-dump-help`,
/// serialization version 0) that a manual page shows.
public struct ToolDescription: Decodable, Sendable {
    /// The root command.
    public var command: CommandDescription
}

/// A command as ArgumentParser describes it.
public struct CommandDescription: Decodable, Sendable {
    public var commandName: String
    public var abstract: String?
    public var discussion: String?
    public var shouldDisplay: Bool?
    public var subcommands: [CommandDescription]?
    public var arguments: [ArgumentDescription]?

    /// The commands the help shows, `help` aside.
    public var shownSubcommands: [CommandDescription] {
        (subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
    }

    /// The options and arguments the help shows.
    public var shownArguments: [ArgumentDescription] {
        (arguments ?? []).filter { $0.shouldDisplay != false }
    }
}

/// An option, flag or positional argument as ArgumentParser describes it.
public struct ArgumentDescription: Decodable, Sendable {
    /// One of its names: `kind` is `short`, `long` or `longWithSingleDash`.
    public struct Name: Decodable, Sendable {
        public var kind: String
        public var name: String
    }

    /// `option`, `flag` or `positional`.
    public var kind: String
    public var shouldDisplay: Bool?
    public var isOptional: Bool?
    public var isRepeating: Bool?
    public var names: [Name]?
    public var valueName: String?
    public var defaultValue: String?
    public var allValues: [String]?
    public var abstract: String?
    public var discussion: String?

    /// The list tag: each name as a flag (`Fl n , Fl -per-page`), then the value (`Ar per-page`),
    /// or the value alone for a positional argument.
    public var tag: String {
        let value = (valueName ?? "value").replacing(" ", with: "-")
        let flags = (names ?? []).map { name in
            "Fl " + (name.kind == "short" ? "" : name.kind == "long" ? "-" : "") + ManPageText.argument(name.name)
        }
        let repeated = isRepeating == true ? " ..." : ""
        if kind == "positional" || flags.isEmpty { return "Ar " + ManPageText.argument(value) + repeated }
        let named = flags.joined(separator: " , ")
        return kind == "option" ? named + " Ar " + ManPageText.argument(value) + repeated : named
    }
}

extension ManPageText {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `2026-11-27` as mdoc writes a date, `November 27, 2026`; anything else as it is.
    public static func date(_ day: String) -> String {
        let parts = day.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
            (1...12).contains(month)
        else { return day }
        return "\(months[month - 1]) \(dayOfMonth), \(year)"
    }
}
