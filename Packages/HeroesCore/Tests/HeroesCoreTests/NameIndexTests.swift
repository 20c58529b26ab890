import Testing
@testable import HeroesCore
import MarvelWire

/// `browse`'s search of a whole list (``NameIndex``): any part of a name as people type it,
/// best matches first, by the same order as ``NameMatch``'s suggestions.
@Suite struct NameIndexTests {
    static let index = NameIndex([
        NamedRecord(id: 1, name: "Spider-Man"), NamedRecord(id: 2, name: "Iron Man"),
        NamedRecord(id: 3, name: "Spider-Girl"), NamedRecord(id: 4, name: "Man-Thing"),
        NamedRecord(id: 5, name: "Hulk"), NamedRecord(id: 6, name: "Spider-Man (Ben Reilly)"),
        NamedRecord(id: 7, name: "Ms. Marvel (Kamala Khan)"), NamedRecord(id: 8, name: "Amélie"),
    ])

    /// A big list folded in parts at once finds the same ids in the same order as one fold:
    /// ASCII, accented, hyphenated and empty names, names equal but for case, on both sides of
    /// every boundary between the parts.
    @Test(arguments: [2, 3, 8])
    func aBigListFoldedInPartsFindsWhatOneFoldFinds(parts: Int) {
        let words = ["Spider-Man", "Iron Man", "Amélie", "spider man", "", "Æther", "Man-Thing", "X-23", "ß"]
        let records = (0..<(ConcurrentRuns.minimumItems * 2 + 7)).map { n in
            NamedRecord(id: n, name: words[n % words.count] + (n % 4 == 0 ? "" : " \(n % 13)"))
        }
        let one = NameIndex(records)
        let parted = NameIndex(records, parts: parts)
        #expect(parted.count == one.count)
        for text in ["", "man", "spider man", "amelie", "aether", "ss", "x23", "1", "12", "zz"] {
            #expect(parted.ids(matching: text) == one.ids(matching: text), "\(text)")
        }
        #expect(one.ids(matching: "amelie").count > ConcurrentRuns.minimumItems / 10, "the searches find names")
    }

    @Test func manFindsEveryNameHoldingItThoseStartingWithItFirstThenTheShorter() {
        #expect(Self.index.ids(matching: "man") == [4, 2, 1, 6])
    }

    @Test func spiderManWithASpaceFindsSpiderManThenTheLongerSpiderMan() {
        #expect(Self.index.ids(matching: "spider man") == [1, 6])
    }

    @Test(arguments: ["SPIDER-MAN", "spiderman", "Spïder–Man", "  spider   man "])
    func caseAccentsSpacesAndHyphensAreIgnored(typed: String) {
        #expect(Self.index.ids(matching: typed) == [1, 6])
    }

    @Test func anAccentInANameIsFoundWithoutIt() {
        #expect(Self.index.ids(matching: "amelie") == [8])
    }

    @Test func aTextInNoNameFindsNothing() {
        #expect(Self.index.ids(matching: "wolverine").isEmpty)
    }

    @Test func aTextWithNoLetterListsEveryRecordInItsOrder() {
        #expect(Self.index.ids(matching: " - ") == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(Self.index.count == 8)
    }

    @Test func theIndexOrdersMatchesAsNameMatchOrdersItsSuggestions() {
        let records = (0..<8).map {
            NamedRecord(
                id: $0,
                name: ["Iron Man", "Man-Wolf", "Batman", "Manx", "Human Torch", "Man", "Ant-Man", "Superman"][$0])
        }
        guard case .none(let suggestions) = NameMatch.find("an", in: records, suggestionLimit: 8) else {
            Issue.record("\"an\" names no record exactly")
            return
        }
        #expect(NameIndex(records).ids(matching: "an") == suggestions.map(\.id))
    }

    /// Matches alike in start and folded length are in the order of their names as written (an
    /// upper-case letter before a lower-case one), then of their ids: not the order of the ids.
    @Test func matchesOfOneRankAreInTheOrderOfTheirNamesAsWrittenThenOfTheirIds() {
        let records = [
            NamedRecord(id: 1, name: "abel man"), NamedRecord(id: 3, name: "Zora Man"),
            NamedRecord(id: 2, name: "Zora Man"), NamedRecord(id: 4, name: "Mandy"),
        ]
        #expect(NameIndex(records).ids(matching: "man") == [4, 2, 3, 1])
    }
}
