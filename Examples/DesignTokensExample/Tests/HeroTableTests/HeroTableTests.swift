import HeroTable
import Testing

@Suite("Hero table")
struct HeroTableTests {
    let heroes = [
        HeroRow(id: 1_009_610, name: "Spider-Man (Peter Parker)", comics: 4_043),
        HeroRow(id: 1_009_368, name: "Iron Man", comics: 2_689),
    ]

    @Test("wide enough: every column at its natural width, counts grouped")
    func wide() {
        #expect(
            heroTable(heroes, width: 60) == [
                "ID       NAME                       COMICS",
                "───────  ─────────────────────────  ──────",
                "1009610  Spider-Man (Peter Parker)   4,043",
                "1009368  Iron Man                    2,689",
            ])
    }

    @Test("narrow: the name shrinks, then the comics column is dropped")
    func narrow() {
        let lines = heroTable(heroes, width: 20)
        #expect(lines.allSatisfy { !$0.contains("COMICS") && !$0.contains("4,043") })
        #expect(lines.first?.hasPrefix("ID       NAME") == true)
    }
}
