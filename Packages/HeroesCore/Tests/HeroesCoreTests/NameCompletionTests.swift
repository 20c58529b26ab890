import HeroesCore
import Testing

/// What the shells offer for `heroes show <Tab>`: ids for digits, names otherwise, only those
/// every shell can take back as typed.
struct NameCompletionTests {
    static let names = [
        NamedRecord(id: 1_009_610, name: "Spider-Man"), NamedRecord(id: 1_009_608, name: "Spider-Girl"),
        NamedRecord(id: 1_009_351, name: "Hulk"), NamedRecord(id: 42, name: "Bad\u{1B}[31mName"),
    ]

    @Test func digitsCompleteIdsAndTextCompletesNamesAnyCase() {
        #expect(NameCompletion.candidates(for: "10096", among: Self.names) == ["1009608", "1009610"])
        #expect(NameCompletion.candidates(for: "spider", among: Self.names) == ["Spider-Girl", "Spider-Man"])
        #expect(
            NameCompletion.candidates(for: "", among: Self.names) == ["Hulk", "Spider-Girl", "Spider-Man"],
            "a name with a control character is never offered")
    }

    @Test func anEscapedOrOpenQuotedPrefixCompletesTheNamesItStarts() {
        let names = Self.names + [NamedRecord(id: 1_011_054, name: "Spider-Man (Ben Reilly)")]
        #expect(NameCompletion.candidates(for: #"Spider-Man\ \(B"#, among: names) == ["Spider-Man (Ben Reilly)"])
        #expect(NameCompletion.candidates(for: "'spider-man (b", among: names) == ["Spider-Man (Ben Reilly)"])
        #expect(NameCompletion.candidates(for: #""Spider-Man (Be"#, among: names) == ["Spider-Man (Ben Reilly)"])
    }

    @Test func aNameALineEditorWouldLeaveBareOrNoShellCanQuoteIsNeverOffered() {
        let names = ["Bang!!", "Cash $(x)", "Tick `x`", "~root", "LS\u{2028}x", "Zero\u{200B}Width", #"back\slash"#]
            .enumerated().map { NamedRecord(id: $0.offset, name: $0.element) }
        #expect(NameCompletion.candidates(for: "", among: names) == [#"back\slash"#])
    }

    @Test func zshCandidatesEscapeEveryBackslashAndColonEvenBeforeACombiningMark() {
        #expect(NameCompletion.zshDescribed(#"a\b:c"#) == #"a\\b\:c"#)
        // "\\\u{301}" and ":\u{301}" are one Character each: escaped all the same.
        #expect(NameCompletion.zshDescribed("x\\\u{301}y:\u{301}") == "x\\\\\u{301}y\\:\u{301}")
        #expect(NameCompletion.zshDescribed("Spider-Man") == "Spider-Man")
    }
}
