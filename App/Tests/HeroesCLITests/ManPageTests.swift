import Testing
@testable import HeroesCLI

/// `heroes help --man`: the page is made from the commands' own descriptions (its escaping:
/// CommandLinePlatform's `ManPageTextTests`).
struct ManPageTests {
    @Test func onlyHelpManAsksForThePage() {
        #expect(ManPage.text(for: ["help", "--man"]) != nil)
        #expect(ManPage.text(for: ["help"]) == nil)
        #expect(ManPage.text(for: ["help", "--man", "list"]) == nil)
        #expect(ManPage.text(for: ["--man"]) == nil)
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
}
