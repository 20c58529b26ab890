import CommandLinePlatform
import Testing
@testable import HeroesCLI

/// `--json` with or without a field list, rewritten before ArgumentParser sees it.
struct JSONArgumentTests {
    @Test func aBareJSONIsEveryField() {
        #expect(JSONArgument.normalize(["list", "--json"]) == ["list", "--json=*"])
        #expect(JSONArgument.normalize(["list", "--json", "--page", "2"]) == ["list", "--json=*", "--page", "2"])
    }

    @Test func aFieldListAfterJSONIsTaken() {
        #expect(JSONArgument.normalize(["list", "--json", "id,name,comics"]) == ["list", "--json=id,name,comics"])
        #expect(JSONArgument.normalize(["show", "--json", "name", "1009610"]) == ["show", "--json=name", "1009610"])
    }

    @Test func aMistypedListIsTakenSoItsErrorListsTheFields() {
        #expect(JSONArgument.normalize(["list", "--json", "id,nmae"]) == ["list", "--json=id,nmae"])
    }

    @Test func aHeroAfterJSONStaysTheHero() {
        #expect(JSONArgument.normalize(["show", "--json", "1009610"]) == ["show", "--json=*", "1009610"])
        #expect(JSONArgument.normalize(["show", "--json", "Spider-Man"]) == ["show", "--json=*", "Spider-Man"])
        #expect(JSONArgument.normalize(["show", "--json", "Hulk, Thor"]) == ["show", "--json=*", "Hulk, Thor"])
    }

    @Test func anExplicitValueAndEverythingAfterTheTerminatorAreLeftAlone() {
        #expect(JSONArgument.normalize(["list", "--json=id"]) == ["list", "--json=id"])
        #expect(JSONArgument.normalize(["show", "--", "--json"]) == ["show", "--", "--json"])
    }
}

/// Which pager, from the environment.
struct PagerChoiceTests {
    @Test func heroesPagerComesFirstThenPagerThenLess() {
        #expect(Pager.choose(environment: ["HEROES_PAGER": "most -s", "PAGER": "more"])?.command == ["most", "-s"])
        #expect(Pager.choose(environment: ["PAGER": "more"])?.command == ["more"])
        #expect(Pager.choose(environment: [:])?.command == ["less", "-FRX"])
    }

    @Test(arguments: [["HEROES_PAGER": ""], ["HEROES_PAGER": "cat", "PAGER": "less"], ["PAGER": " "]])
    func anEmptyOrCatPagerIsNone(environment: [String: String]) {
        #expect(Pager.choose(environment: environment) == nil)
    }
}

/// The page `--web` opens.
struct BrowserPageTests {
    @Test func theDetailPageComesFirstThenWikiThenComicLink() {
        let links = [
            (kind: "comiclink", url: "http://marvel.com/c"), (kind: "wiki", url: "http://marvel.com/w"),
            (kind: "detail", url: "http://marvel.com/d"),
        ]
        #expect(Browser.page(among: links) == "http://marvel.com/d")
        #expect(Browser.page(among: Array(links.prefix(2))) == "http://marvel.com/w")
    }

    @Test func anUnsafeURLIsNeverOpened() {
        #expect(Browser.page(among: [(kind: "detail", url: "javascript:alert(1)")]) == nil)
        #expect(
            Browser.page(among: [(kind: "detail", url: "file:///etc/passwd"), (kind: "wiki", url: "https://m.com/w")])
                == "https://m.com/w")
    }
}

/// `HEROES_FORCE_TTY`: the table into a pipe.
struct OutputTargetTests {
    @Test func aPipeGetsTabsAndAForcedPipeGetsTheTable() {
        let pipe = OutputTarget(isTerminal: false, isForced: false, forcedWidth: nil)
        #expect(pipe.format(requested: nil) == .tsv)
        #expect(pipe.format(requested: .csv) == .csv)
        let forced = OutputTarget(isTerminal: false, isForced: true, forcedWidth: 120)
        #expect(forced.format(requested: nil) == .table)
        #expect(forced.width == 120)
    }

    @Test(arguments: [("1", true, nil), ("120", true, 120), ("0", false, nil), ("false", false, nil), ("", false, nil)])
    func theVariableForcesTheTerminalAndMayGiveItsWidth(value: String, forced: Bool, width: Int?) {
        let target = OutputTarget.detect(environment: ["HEROES_FORCE_TTY": value])
        #expect(target.isForced == forced)
        #expect(target.forcedWidth == width)
    }
}
