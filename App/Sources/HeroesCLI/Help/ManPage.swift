import ArgumentParser
import CommandLinePlatform
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
        page.macro("Dd", ManPageText.date(BuildInfo.date))
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
