import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import Testing

struct HeroesListFormatTests {
    let table = HeroesListFormat.table(HeroesTableRenderer(style: .plain, width: 80))
    let tsv = HeroesListFormat.tsv()
    let json = HeroesListFormat.json()

    @Test func loadedWritesDataOnly() {
        let output = tsv.output(for: .loaded(Fixtures.page), now: Fixtures.now)
        #expect(output.standardOutput == HeroesTSVRenderer().render(.loaded(Fixtures.page)))
        #expect(output.standardError == "")
        #expect(output.succeeded)
    }

    @Test func staleAddsTheNoticeOnStderr() {
        let since = Fixtures.now.addingTimeInterval(-3 * 3_600 - 10)
        for format in [table, tsv, json] {
            let output = format.output(for: .stale(Fixtures.page, since: since), now: Fixtures.now)
            #expect(output.standardError == "heroes: offline: showing page 2 as cached 3 hours ago\n")
            #expect(!output.standardOutput.isEmpty)
            #expect(output.succeeded)
        }
    }

    @Test(arguments: [
        (HeroesError.serverError(status: 503), "the server failed (HTTP 503)"),
        (.rateLimited(retryAfter: 5), "the server's rate limit was reached"),
        (.invalidResponse(reason: "r", server: "s"), "the server's answer was not a Marvel API response"),
        (.network(.cannotConnect(host: "s"), server: "s"), "offline"),
    ])
    func theStaleNoticeSaysOfflineOnlyWhenTheServerCouldNotBeReached(cause: HeroesError, words: String) {
        let since = Fixtures.now.addingTimeInterval(-3 * 3_600 - 10)
        let output = tsv.output(for: .stale(Fixtures.page, since: since, cause: cause), now: Fixtures.now)
        #expect(output.standardError == "heroes: \(words): showing page 2 as cached 3 hours ago\n")
    }

    @Test func emptyMessageGoesToStdoutOnATerminalAndToStderrOtherwise() {
        let onTerminal = table.output(for: .empty(Fixtures.pastTheEnd))
        #expect(onTerminal.standardOutput.hasPrefix("No heroes on page 99: there are 11 pages of 20.\n"))
        #expect(onTerminal.standardError == "")
        let piped = tsv.output(for: .empty(Fixtures.pastTheEnd))
        #expect(piped.standardOutput == "")
        #expect(piped.standardError == "No heroes on page 99: there are 11 pages of 20.\n")
        let object = json.output(for: .empty(Fixtures.pastTheEnd))
        #expect(object.standardOutput.contains("\n  \"heroes\": [],\n"))
        #expect(object.standardError == "No heroes on page 99: there are 11 pages of 20.\n")
        #expect(piped.succeeded && object.succeeded && onTerminal.succeeded)
    }

    @Test func failureWritesOneLineOnStderr() {
        let error = HeroesError.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:9")
        for format in [table, tsv, json] {
            let output = format.output(for: .failed(error))
            #expect(output.standardOutput == "")
            #expect(output.standardError == "heroes: \(error.description)\n")
            #expect(!output.succeeded)
        }
    }

    @Test func theFailureLineSaysWhatDescribeGives() {
        let output = tsv.output(for: .failed(.notFound(id: 42))) { "\($0.description) Look elsewhere." }
        #expect(output.standardError == "heroes: no hero with id 42. Look elsewhere.\n")
    }

    @Test func stderrIsColouredByItsOwnStyle() {
        let output = tsv.output(for: .failed(.serverError(status: 502)), errorStyle: .colored)
        #expect(
            output.standardError
                == "\u{1B}[1;31mheroes: the server failed (HTTP 502). Try again in a moment.\u{1B}[0m\n")
    }

    @Test(
        arguments: [
            (0.0, "just now"), (5 * 60.0, "5 minutes ago"), (3 * 3_600.0, "3 hours ago"), (2 * 86_400.0, "2 days ago"),
        ] as [(Double, String)])
    func staleNoticeAges(elapsed: Double, age: String) {
        let notice = HeroesListMessages.staleNotice(
            Fixtures.page, since: Fixtures.now.addingTimeInterval(-elapsed), now: Fixtures.now)
        #expect(notice == "heroes: offline: showing page 2 as cached \(age)")
    }

    @Test func emptyMessages() {
        #expect(HeroesListMessages.empty(Fixtures.pastTheEnd) == "No heroes on page 99: there are 11 pages of 20.")
        #expect(HeroesListMessages.empty(Fixtures.noResults) == "No heroes found.")
        let onePage = HeroPage(offset: 40, limit: 20, total: 5, heroes: [], attribution: "")
        #expect(HeroesListMessages.empty(onePage) == "No heroes on page 3: there is 1 page of 20.")
        let big = HeroPage(offset: 2_000_000, limit: 100, total: 1_564_000, heroes: [], attribution: "")
        #expect(HeroesListMessages.empty(big) == "No heroes on page 20,001: there are 15,640 pages of 100.")
    }
}
