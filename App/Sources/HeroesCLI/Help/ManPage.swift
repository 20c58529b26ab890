import ArgumentParser
import FoundationEssentials
import HeroesBuildInfo
import MarvelWire

/// What `heroes help --man` prints: the manual page of `heroes(1)` in mdoc, made from the same
/// tree of commands, options and texts as `--help` (ArgumentParser's description of it), so that
/// a copied binary carries its own manual and the page cannot fall behind the options.
///
/// The page has NAME, SYNOPSIS, DESCRIPTION (the top-level text and options), COMMANDS (each
/// shown command with its abstract, text and options, nested commands as `heroes cache info`),
/// and EXIT STATUS pointing at `heroes exit-codes`. Read it with `heroes help --man | man -l -`.
enum ManPage {
    /// The page when `arguments` (without the program's name) are exactly `help --man`, else `nil`.
    static func text(for arguments: [String]) -> String? {
        guard arguments == ["help", "--man"] else { return nil }
        return page()
    }

    /// The whole page, ended by a newline.
    static func page() -> String {
        guard let tool = try? MarvelJSONDecoder().decode(ToolDescription.self, from: Data(Heroes._dumpHelp().utf8))
        else {
            // ArgumentParser describes every command it parses; a description it cannot give
            // back is a defect of this build, not something a user can fix.
            preconditionFailure("ArgumentParser's description of heroes does not decode")
        }
        return render(tool.command)
    }

    /// The page for the command tree rooted at `root`.
    static func render(_ root: CommandDescription) -> String {
        var page = ManPageText()
        page.macro("Dd", date(BuildInfo.date))
        page.macro("Dt", root.commandName.uppercased(), "1")
        page.macro("Os", "\(root.commandName) \(BuildInfo.version)")
        page.section("NAME")
        page.macro("Nm", root.commandName)
        page.macro("Nd", root.abstract ?? "")
        page.section("SYNOPSIS")
        page.macro("Nm")
        page.macro("Ar", "command")
        page.macro("Op", "Ar", "options")
        page.section("DESCRIPTION")
        page.paragraphs(root.discussion)
        page.options(root.shownArguments)
        page.section("COMMANDS")
        for command in root.shownSubcommands {
            page.command(command, path: [root.commandName])
        }
        page.section("EXIT STATUS")
        page.paragraphs("Each exit status and what it means: \(root.commandName) exit-codes.")
        return page.text
    }
}

extension ManPage {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `2026-11-27` as mdoc writes a date, `November 27, 2026`; anything else as it is.
    static func date(_ day: String) -> String {
        let parts = day.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
            (1...12).contains(month)
        else { return day }
        return "\(months[month - 1]) \(dayOfMonth), \(year)"
    }
}

/// mdoc source being written: a macro a line, text lines escaped so that nothing in a help text
/// is read as a request or an escape.
struct ManPageText {
    private(set) var text = ""

    mutating func macro(_ name: String, _ arguments: String...) {
        text += "." + ([name] + arguments.map(Self.argument)).joined(separator: " ") + "\n"
    }

    mutating func section(_ title: String) { macro("Sh", title) }

    /// `text` as paragraphs: blank lines separate them; an indented line (an example) is kept as
    /// it is, in a literal display.
    mutating func paragraphs(_ text: String?) {
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
    mutating func options(_ arguments: [ArgumentDescription]) {
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
    mutating func command(_ command: CommandDescription, path: [String]) {
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
    static func line(_ text: String) -> String {
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
    static func argument(_ text: String) -> String {
        let escaped = line(text).replacing("\"", with: "\\(dq")
        return escaped.contains(" ") ? "\"\(escaped)\"" : escaped
    }
}

/// The part of ArgumentParser's description of a command line (`--experimental-dump-help`,
/// serialization version 0) that the manual page shows.
struct ToolDescription: Decodable {
    var command: CommandDescription
}

struct CommandDescription: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var shouldDisplay: Bool?
    var subcommands: [CommandDescription]?
    var arguments: [ArgumentDescription]?

    var shownSubcommands: [CommandDescription] {
        (subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
    }

    var shownArguments: [ArgumentDescription] {
        (arguments ?? []).filter { $0.shouldDisplay != false }
    }
}

struct ArgumentDescription: Decodable {
    struct Name: Decodable {
        var kind: String
        var name: String
    }

    var kind: String
    var shouldDisplay: Bool?
    var isOptional: Bool?
    var isRepeating: Bool?
    var names: [Name]?
    var valueName: String?
    var defaultValue: String?
    var allValues: [String]?
    var abstract: String?
    var discussion: String?

    /// The list tag: each name as a flag (`Fl n , Fl -per-page`), then the value (`Ar per-page`),
    /// or the value alone for a positional argument.
    var tag: String {
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
