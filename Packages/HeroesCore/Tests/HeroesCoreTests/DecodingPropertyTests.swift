import Foundation
import PropertyBased
import Testing
@testable import HeroesCore

/// Properties of decoding over real records mutated as a broken or hostile server could send
/// them (``MutatedAnswers``). A trap would kill the test process, so running each case is
/// itself the check that decoding never traps; the rest is what a decoded answer must be.
@Suite struct DecodingPropertyTests {
    static let server = "127.0.0.1:8080"

    @Test func theRealRecordsOfTheCapturesAndTheCatalogAreRead() throws {
        let records = try MutatedAnswers.loaded.get()
        #expect(records.count > 250, "\(records.count) records")
        #expect(records.contains { $0.source.hasPrefix("catalog") })
    }

    @Test func aMutatedPageDecodesToAPageAnsweringTheQueryOrThrowsInvalidResponse() async throws {
        _ = try MutatedAnswers.loaded.get()
        await propertyCheck(count: 500, input: MutatedAnswers.page) { answer in
            let page: HeroPage
            do throws(HeroesError) {
                page = try MarvelResponseDecoder.page(answer.body, query: answer.query, server: Self.server)
            } catch {
                if case .invalidResponse(_, Self.server, _) = error { return }
                Issue.record("\(error) is not an invalid response from \(Self.server)")
                return
            }
            #expect(
                page.offset == answer.query.offset && page.limit == answer.query.limit,
                "offset \(page.offset) limit \(page.limit)")
            #expect(page.heroes.count <= page.limit)
            #expect(Set(page.heroes.map(\.id)).count == page.heroes.count)
            #expect(page.pageCount >= 1)
            // A page past the end may be empty; one with heroes is within the total.
            if !page.heroes.isEmpty {
                #expect(
                    page.total >= page.offset + page.heroes.count,
                    "total \(page.total) offset \(page.offset) heroes \(page.heroes.count)")
                #expect(page.pageNumber <= page.pageCount, "page \(page.pageNumber) of \(page.pageCount)")
            }
            for hero in page.heroes { Self.checkHero(hero) }
        }
    }

    @Test func aMutatedHeroDecodesToTheHeroAskedForOrThrowsInvalidResponseOrNotFound() async throws {
        _ = try MutatedAnswers.loaded.get()
        await propertyCheck(count: 300, input: MutatedAnswers.hero) { answer in
            let hero: Hero
            do throws(HeroesError) {
                hero = try MarvelResponseDecoder.hero(answer.body, id: answer.id, server: Self.server)
            } catch {
                if case .invalidResponse(_, Self.server, _) = error { return }
                if case .notFound(.characters, answer.id, nil) = error { return }
                Issue.record(
                    "\(error) is neither an invalid response from \(Self.server) nor hero \(answer.id) not found")
                return
            }
            #expect(hero.id == answer.id)
            Self.checkHero(hero)
        }
    }

    /// What every decoded hero holds: counts of 0 or more, and a name and description trimmed.
    static func checkHero(_ hero: Hero, sourceLocation: SourceLocation = #_sourceLocation) {
        for list in [hero.comics, hero.series, hero.stories, hero.events] {
            #expect(list.available >= 0, "hero \(hero.id)", sourceLocation: sourceLocation)
        }
        for text in [hero.name, hero.description] {
            #expect(
                text == text.trimmingCharacters(in: .whitespacesAndNewlines), "hero \(hero.id)",
                sourceLocation: sourceLocation)
        }
    }
}
