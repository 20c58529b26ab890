import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import HeroesPresentation
import Testing

struct HeroesListFormatTests {
    let table = ListFormat.table(style: .plain, width: 80)
    let tsv = ListFormat.tsv
    let json = ListFormat.json()

    @Test func loadedWritesDataOnly() {
        let output = ListSpec<Hero>.heroes.output(for: .loaded(Fixtures.page), as: tsv, now: Fixtures.now)
        #expect(output.standardOutput == ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .tsv))
        #expect(output.standardError == "")
        #expect(output.succeeded)
    }

    @Test func staleAddsTheNoticeOnStderr() {
        let since = Fixtures.now.addingTimeInterval(-3 * 3_600 - 10)
        for format in [table, tsv, json] {
            let output = ListSpec<Hero>.heroes.output(
                for: .stale(Fixtures.page, since: since), as: format, now: Fixtures.now)
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
        let output = ListSpec<Hero>.heroes.output(
            for: .stale(Fixtures.page, since: since, cause: cause), as: tsv, now: Fixtures.now)
        #expect(output.standardError == "heroes: \(words): showing page 2 as cached 3 hours ago\n")
    }

    @Test func emptyMessageGoesToStdoutOnATerminalAndToStderrOtherwise() {
        let onTerminal = ListSpec<Hero>.heroes.output(for: .empty(Fixtures.pastTheEnd), as: table)
        #expect(onTerminal.standardOutput.hasPrefix("No heroes on page 99: there are 11 pages of 20.\n"))
        #expect(onTerminal.standardError == "")
        let piped = ListSpec<Hero>.heroes.output(for: .empty(Fixtures.pastTheEnd), as: tsv)
        #expect(piped.standardOutput == "")
        #expect(piped.standardError == "No heroes on page 99: there are 11 pages of 20.\n")
        let object = ListSpec<Hero>.heroes.output(for: .empty(Fixtures.pastTheEnd), as: json)
        #expect(object.standardOutput.contains("\n  \"heroes\": [],\n"))
        #expect(object.standardError == "No heroes on page 99: there are 11 pages of 20.\n")
        #expect(piped.succeeded && object.succeeded && onTerminal.succeeded)
    }

    @Test func failureWritesOneLineOnStderr() {
        let error = HeroesError.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:9")
        for format in [table, tsv, json] {
            let output = ListSpec<Hero>.heroes.output(for: .failed(error), as: format)
            #expect(output.standardOutput == "")
            #expect(output.standardError == "heroes: \(error.description)\n")
            #expect(!output.succeeded)
        }
    }

    @Test func theFailureLineSaysWhatDescribeGives() {
        let output = ListSpec<Hero>.heroes.output(for: .failed(.notFound(.characters, id: 42)), as: tsv) {
            "\($0.description) Look elsewhere."
        }
        #expect(output.standardError == "heroes: no hero with id 42. Look elsewhere.\n")
    }

    @Test func stderrIsColouredByItsOwnStyle() {
        let output = ListSpec<Hero>.heroes.output(
            for: .failed(.serverError(status: 502)), as: tsv, errorStyle: .colored)
        #expect(
            output.standardError
                == "\u{1B}[1;31mheroes: the server failed (HTTP 502). Try again in a moment.\u{1B}[0m\n")
    }

    @Test(
        arguments: [
            (0.0, "just now"), (5 * 60.0, "5 minutes ago"), (3 * 3_600.0, "3 hours ago"), (2 * 86_400.0, "2 days ago"),
        ] as [(Double, String)])
    func staleNoticeAges(elapsed: Double, age: String) {
        let notice = ListSpec<Hero>.heroes.staleNotice(
            Fixtures.page, since: Fixtures.now.addingTimeInterval(-elapsed), now: Fixtures.now)
        #expect(notice == "heroes: offline: showing page 2 as cached \(age)")
    }

    @Test func emptyMessages() {
        #expect(
            ListSpec<Hero>.heroes.emptyMessage(Fixtures.pastTheEnd) == "No heroes on page 99: there are 11 pages of 20."
        )
        #expect(ListSpec<Hero>.heroes.emptyMessage(Fixtures.noResults) == "No heroes found.")
        let onePage = HeroPage(offset: 40, limit: 20, total: 5, heroes: [], attribution: "")
        #expect(ListSpec<Hero>.heroes.emptyMessage(onePage) == "No heroes on page 3: there is 1 page of 20.")
        let big = HeroPage(offset: 2_000_000, limit: 100, total: 1_564_000, heroes: [], attribution: "")
        #expect(ListSpec<Hero>.heroes.emptyMessage(big) == "No heroes on page 20,001: there are 15,640 pages of 100.")
    }
}
