import Foundation
import Testing
import CommandLinePlatform

/// A manual page written in mdoc from ArgumentParser's description of a command line: nothing
/// in a help text is read by the formatter as a request or an escape.
struct ManPageTextTests {
    @Test func textLinesEscapeBackslashesLeadingRequestCharactersAndNonASCII() {
        #expect(ManPageText.line(#"a\b"#) == #"a\eb"#)
        #expect(ManPageText.line(".Sh X") == #"\&.Sh X"#)
        #expect(ManPageText.line("'br") == #"\&'br"#)
        #expect(ManPageText.line("a.b") == "a.b")
        #expect(ManPageText.line("↑ é 😀") == #"\[u2191] \[u00E9] \[u1F600]"#)
    }

    @Test func macroArgumentsWithSpacesOrQuotesAreQuoted() {
        var page = ManPageText()
        page.macro("Nd", #"say "hi" now"#)
        page.macro("Fl", "-per-page")
        #expect(page.text == ".Nd \"say \\(dqhi\\(dq now\"\n.Fl -per-page\n")
    }

    @Test func aCommandIsASubsectionWithItsTextOptionsAndOwnCommandsButNotHelpOrVersion() throws {
        let json = #"""
            {"command": {"commandName": "tool", "subcommands": [
              {"commandName": "cache", "abstract": "The cache.", "discussion": "Examples:\n  tool cache info\n\nMore.",
               "arguments": [
                 {"kind": "option", "names": [{"kind": "short", "name": "n"}, {"kind": "long", "name": "per-page"}],
                  "valueName": "per-page", "defaultValue": "20", "abstract": "Per page."},
                 {"kind": "flag", "names": [{"kind": "long", "name": "help"}], "abstract": "Help."},
                 {"kind": "flag", "shouldDisplay": false, "names": [{"kind": "long", "name": "secret"}]}],
               "subcommands": [{"commandName": "info", "abstract": "What it holds."},
                               {"commandName": "help", "abstract": "Help."}]}]}}
            """#
        let tool = try JSONDecoder().decode(ToolDescription.self, from: Data(json.utf8))
        var page = ManPageText()
        for command in tool.command.shownSubcommands { page.command(command, path: [tool.command.commandName]) }
        #expect(
            page.text == """
                .Ss "tool cache"
                The cache.
                .Pp
                Examples:
                .Bd -literal -offset indent
                tool cache info
                .Ed
                .Pp
                More.
                .Bl -tag -width 6n
                .It Fl n , Fl -per-page Ar per-page
                Per page.
                Default: 20.
                .El
                .Ss "tool cache info"
                What it holds.

                """)
    }

    @Test func datesAreWrittenAsMdocWritesThem() {
        #expect(ManPageText.date("2026-11-27") == "November 27, 2026")
        #expect(ManPageText.date("2026-01-02") == "January 2, 2026")
        #expect(ManPageText.date("unknown") == "unknown")
        #expect(ManPageText.date("2026-13-01") == "2026-13-01")
    }
}
