import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import HeroesPresentation
import Testing
import TestingUtils

/// A server's text never drives the terminal: the table and the TSV lines draw names and an
/// attribution full of escape sequences and bidi controls with none of them left; JSON stays exact.
struct HostileTextTests {
    static let page = HeroPage(
        offset: 0, limit: 20, total: 2,
        heroes: [
            Hero(id: 1, name: "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{202E}Name"),
            Hero(id: 2, name: "Screen\u{1B}[2J\u{1B}[HClear\u{9B}"),
        ],
        attribution: "Data\u{1B}]0;pwned\u{07} provided by Marvel."
    )

    @Test(arguments: [false, true])
    func theTableDrawsNoEscapeFromTheData(color: Bool) {
        let output = ListSpec<Hero>.heroes.render(
            .loaded(Self.page), as: .table(style: TerminalStyle(usesColor: color), width: 80))
        #expect(
            TerminalText.isNeutral(TerminalOutput.withoutStyles(output), lineBreaks: .keep),
            "\(output.debugDescription)")
        #expect(ANSI.strip(output).contains("EvilName"))
        #expect(ANSI.strip(output).contains("Data provided by Marvel."))
    }

    @Test func theTSVLinesAreNeutral() {
        let output = ListSpec<Hero>.heroes.render(.loaded(Self.page), as: .tsv)
        #expect(output == "1\tEvilName\t0\t0\t0\t0\t\n2\tScreenClear \t0\t0\t0\t0\t\n")
    }

    @Test func theJSONKeepsTheTextExact() throws {
        let output = ListSpec<Hero>.heroes.render(.loaded(Self.page), as: .json())
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let heroes = decoded?["heroes"] as? [[String: Any]]
        #expect(heroes?.compactMap { $0["name"] as? String } == Self.page.heroes.map(\.name))
        #expect(decoded?["attribution"] as? String == Self.page.attribution)
    }

    @Test func aServersErrorMessageIsNeutralisedOnStderr() {
        let error = HeroesError.unauthorized(message: "Invalid\u{1B}[2J hash\u{202E}")
        #expect(
            ListSpec<Hero>.heroes.output(for: .failed(error), as: .tsv).standardError
                == "heroes: the server refused the API keys (Invalid hash).\n")
    }
}
