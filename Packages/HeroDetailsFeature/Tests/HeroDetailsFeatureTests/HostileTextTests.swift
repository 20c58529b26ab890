import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import SnapshotTesting
import Testing
import TestingUtils

/// A server's text never drives the terminal: every renderer but JSON draws a hero whose every
/// field carries escape sequences and bidi controls with none of them left.
struct HostileTextTests {
    static let hostile = Hero(
        id: 666, name: "Evil\u{1B}[31m\u{202E}Name",
        description:
            "Bitten\u{1B}]52;c;cm0gLXJmIH4=\u{07} by a\u{1B}]0;pwned\u{1B}\\ radioactive \u{1B}[2J\u{1B}[Hspider.\r\nSecond\u{9B}2J paragraph.",
        thumbnail: HeroImage(path: "http://i.annihil.us/u/prod/marvel/i/mg/3/50/x", fileExtension: "jpg"),
        links: [HeroLink(kind: "det\u{1B}]8;;http://evil\u{07}ail", url: URL(string: "http://marvel.com/x")!)],
        comics: HeroResourceList(available: 1, items: [HeroResource(name: "Comic\u{1B}[5m\u{2066}#1")])
    )
    static let attribution = "Data provided by Marvel.\u{1B}]0;title\u{07} © 2025 MARVEL"

    @Test(arguments: [false, true])
    func theTerminalRendererDrawsNoEscapeFromTheData(color: Bool) {
        let output = HeroDetailsRendering.terminal(
            style: TerminalStyle(usesColor: color), width: 80, attribution: Self.attribution
        )
        .render(.loaded(Self.hostile.details))
        // Our own colours are the only escape sequences: without them nothing is left to neutralise.
        #expect(
            TerminalText.isNeutral(TerminalOutput.withoutStyles(output), lineBreaks: .keep),
            "\(output.debugDescription)")
        #expect(!output.contains("\u{1B}]") && !output.contains("\u{1B}[2J") && !output.contains("\u{202E}"))
        assertSnapshot(
            of: output.replacingOccurrences(of: "\u{1B}", with: "␛"), as: .lines, named: color ? "color" : "plain")
    }

    @Test func thePlainRendererWritesOneNeutralLinePerFact() {
        let output = HeroDetailsRendering.plain(attribution: Self.attribution).render(.loaded(Self.hostile.details))
        let fields = output.split(separator: "\n").flatMap {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(fields.allSatisfy { TerminalText.isNeutral(String($0)) })
        #expect(output.contains("description\tBitten by a radioactive spider. Second 2J paragraph.\n"))
        #expect(output.contains("name\tEvilName\n"))
    }

    @Test func theJSONRendererKeepsTheTextExact() throws {
        let output = HeroDetailsRendering.json(attribution: Self.attribution).render(.loaded(Self.hostile.details))
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(decoded?["description"] as? String == Self.hostile.description)
        #expect(decoded?["name"] as? String == Self.hostile.name)
    }

    /// The hero with a newest comic whose title and creator carry escapes and bidi controls.
    static let hostileWithComics = HeroDetails(
        hero: hostile,
        latestComics: Page(
            offset: 0, limit: 5, total: 1,
            items: [
                Comic(
                    id: 1, title: "Evil\u{1B}[31m Comic\u{202E} #1\u{1B}]8;;http://evil\u{07}",
                    onSaleDate: Date(timeIntervalSince1970: 0),
                    creators: [ComicCreator(name: "Bad\u{1B}]0;pwned\u{07} Writer\u{2067}", role: "writer")])
            ], attribution: attribution))

    @Test(arguments: [false, true])
    func theNewestComicsAreDrawnWithNoEscapeFromTheData(color: Bool) {
        let output = HeroDetailsRendering.terminal(
            style: TerminalStyle(usesColor: color), width: 80, attribution: Self.attribution
        )
        .render(.loaded(Self.hostileWithComics))
        #expect(
            TerminalText.isNeutral(TerminalOutput.withoutStyles(output), lineBreaks: .keep),
            "\(output.debugDescription)")
        #expect(output.contains("Evil Comic #1") && output.contains("Bad Writer"))
        let piped = HeroDetailsRendering.plain(attribution: Self.attribution).render(.loaded(Self.hostileWithComics))
        #expect(piped.contains("comics.latest\t1970-01-01 Evil Comic #1 — Bad Writer\n"))
    }

    @Test func aServersErrorMessageIsNeutralisedOnStderr() {
        let error = HeroesError.rejected(status: 409, message: "bad\u{1B}]52;c;cm0=\u{07} thing\u{202E}")
        let line = DetailSpec<HeroDetails>.hero().output(for: .failed(error), as: .tsv).standardError
        #expect(line == "heroes: the server refused the request (HTTP 409: bad thing).\n")
    }
}
