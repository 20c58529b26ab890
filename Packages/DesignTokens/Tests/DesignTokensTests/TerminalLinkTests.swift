import DesignTokens
import Testing

/// OSC 8 links: only a safe URL becomes one, only where the terminal shows them.
struct TerminalLinkTests {
    @Test(arguments: [
        "http://marvel.com/characters/54/spider-man",
        "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg",
        "HTTPS://MARVEL.COM/x?a=1&b=2#frag",
    ])
    func anHTTPOrHTTPSURLOfPrintableASCIIIsSafe(url: String) {
        #expect(TerminalLink.safeURL(url) == url)
    }

    @Test(arguments: [
        "javascript:alert(1)", "file:///etc/passwd", "ftp://marvel.com/", "http://", "https:///path",
        "http://marvel.com/\u{1B}]8;;http://evil\u{1B}\\", "http://marvel.com/a\u{07}b", "http://marvel.com/a b",
        "http://marvel.com/\u{202E}gpj.exe", "http://marvel.com/spïder", "http://@evil.com", "",
    ])
    func anyOtherURLIsNotMadeALink(url: String) {
        #expect(TerminalLink.safeURL(url) == nil)
    }

    @Test(arguments: [
        "http://x.example%5C@evil.example/", "https://marvel.com@evil.example/characters",
        "http://user:password@marvel.com/", "http://marvel.com\\@evil.example/", "https://marvel.com\\.evil.example/",
        "HTTP://a@b",
    ])
    func aURLWithUserInformationOrABackslashBeforeItsPathIsNotMadeALink(url: String) {
        #expect(TerminalLink.safeURL(url) == nil)
    }

    @Test func anAtSignInThePathQueryOrFragmentIsKept() {
        for url in ["https://marvel.com/a@b", "https://marvel.com/?by=@stan", "https://marvel.com/#@x"] {
            #expect(TerminalLink.safeURL(url) == url)
        }
    }

    @Test func aLinkIsTheOSC8SequencesAroundItsText() {
        #expect(
            TerminalLink.wrap("site", url: "https://marvel.com")
                == "\u{1B}]8;;https://marvel.com\u{1B}\\site\u{1B}]8;;\u{1B}\\")
    }

    @Test func aStyleWithLinksLinksASafeURLAndShowsAnUnsafeOneAsText() {
        let style = TerminalStyle(usesColor: true, usesHyperlinks: true)
        #expect(style.link("x", to: "https://marvel.com") == TerminalLink.wrap("x", url: "https://marvel.com"))
        #expect(style.link("x", to: "javascript:alert(1)") == "x")
        #expect(TerminalStyle(usesColor: true).link("x", to: "https://marvel.com") == "x")
    }

    @Test func linksDoNotCountInTheDisplayWidth() {
        #expect(DisplayWidth.of(TerminalLink.wrap("spider", url: "https://marvel.com/a/long/path")) == 6)
    }

    @Test(arguments: [
        (["VTE_VERSION": "7200"], true), (["VTE_VERSION": "4600"], false), (["TERM": "xterm-kitty"], true),
        (["WT_SESSION": "x"], true), (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.19"], true),
        (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "2.9"], false), (["TERM": "xterm-256color"], false),
        (["TERM": "linux", "VTE_VERSION": "7200"], false), (["HEROES_HYPERLINKS": "1", "TERM": "linux"], true),
        (["HEROES_HYPERLINKS": "0", "VTE_VERSION": "7200"], false), (["FORCE_HYPERLINK": "1"], true),
        // Every terminal the detection names, each on the variable that tells it, and the edges.
        (["VTE_VERSION": "5000"], true), (["VTE_VERSION": "4999"], false), (["VTE_VERSION": "fifty"], false),
        (["TERM": "alacritty"], true), (["TERM": "foot"], true), (["TERM": "foot-extra"], true),
        (["TERM": "wezterm"], true), (["KONSOLE_VERSION": "230804"], true), (["DOMTERM": "1"], true),
        (["KITTY_WINDOW_ID": "1"], true), (["WEZTERM_EXECUTABLE": "/usr/bin/wezterm-gui"], true),
        (["TERM_PROGRAM": "vscode"], true), (["TERM_PROGRAM": "WezTerm"], true), (["TERM_PROGRAM": "ghostty"], true),
        (["TERM_PROGRAM": "Apple_Terminal"], false),
        (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.1"], true),
        (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.0.9"], false),
        (["TERM_PROGRAM": "iTerm.app"], false), (["TERM": "dumb", "KONSOLE_VERSION": "230804"], false),
        (["FORCE_HYPERLINK": "0", "TERM": "foot"], false), (["HEROES_HYPERLINKS": "", "TERM": "foot"], true),
    ])
    func terminalsKnownToShowLinksGetThemAndTheVariablesDecideFirst(environment: [String: String], expected: Bool) {
        #expect(TerminalLink.isSupported(environment: environment) == expected)
    }
}
