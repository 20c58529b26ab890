import Testing
@testable import HeroesCLI

/// `heroes help --man`: the page is made from the commands' own descriptions, and nothing in a
/// help text is read by the formatter as a request or an escape.
struct ManPageTests {
    @Test func onlyHelpManAsksForThePage() {
        #expect(ManPage.text(for: ["help", "--man"]) != nil)
        #expect(ManPage.text(for: ["help"]) == nil)
        #expect(ManPage.text(for: ["help", "--man", "list"]) == nil)
        #expect(ManPage.text(for: ["--man"]) == nil)
    }

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

    @Test func pageHasEveryShownCommandAndOption() {
        let page = ManPage.page()
        #expect(page.hasPrefix(".Dd "))
        for command in [
            "heroes list", "heroes show", "heroes browse", "heroes random", "heroes serve", "heroes cache info",
        ] {
            #expect(page.contains(".Ss \"\(command)\""), "no section for \(command)")
        }
        #expect(page.contains(".It Fl n , Fl -per-page , Fl -limit Ar per-page"))
        #expect(!page.contains(".Ss \"heroes help\""))
    }

    @Test func datesAreWrittenAsMdocWritesThem() {
        #expect(ManPage.date("2026-11-27") == "November 27, 2026")
        #expect(ManPage.date("2026-01-02") == "January 2, 2026")
        #expect(ManPage.date("unknown") == "unknown")
        #expect(ManPage.date("2026-13-01") == "2026-13-01")
    }
}
