import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import SnapshotTesting
import Testing

/// `heroes path`'s chain on the generic list screen (`ListSpec.path(from:to:)`).
struct HeroPathListTests {
    static let howard = NamedRecord(id: 1_010_373, name: "Howard The Duck")
    static let avengers = NamedRecord(id: 1_009_165, name: "Avengers")
    static let thanos = NamedRecord(id: 1_009_652, name: "Thanos")
    static let hops = [
        PathHop(
            number: 1, from: howard,
            comic: Comic(id: 12_148, title: "What If? (1977) #34", onSaleDate: day(397_785_600)),
            to: avengers),
        PathHop(
            number: 2, from: avengers,
            comic: Comic(id: 6_943, title: "Avengers Annual (1967) #7", onSaleDate: day(221_443_200)), to: thanos),
    ]

    static func day(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    let spec = ListSpec<PathHop>.path(from: "Howard The Duck", to: "Thanos")
    var state: LoadState<Page<PathHop>> {
        .loaded(Page(offset: 0, limit: 2, total: 2, items: Self.hops, attribution: "Data provided by Marvel."))
    }

    @Test("the chain as a table at 100 and 60 columns, the ids dropped first")
    func table() {
        for width in [100, 60] {
            let text = spec.render(state, as: .table(style: .plain, width: width))
            assertSnapshot(of: text, as: .lines, named: "\(width)")
        }
    }

    @Test("the chain as TSV, CSV and JSON")
    func pipedFormats() {
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
    }

    @Test("no chain says so on stderr, naming both heroes neutralised")
    func notConnected() {
        let spec = ListSpec<PathHop>.path(from: "Evil\u{1B}]0;x\u{07}", to: "Thanos")
        let page = Page<PathHop>(offset: 0, limit: 1, total: 0, items: [], attribution: "")
        let output = spec.output(for: .empty(page), as: .tsv)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasSuffix("and Thanos share no chain of comics.\n"))
        #expect(!output.standardError.contains("\u{1B}"))
    }
}
