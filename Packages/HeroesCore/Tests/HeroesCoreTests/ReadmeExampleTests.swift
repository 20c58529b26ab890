import MarvelWire
import Foundation
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

// README-BEGIN
import AppConfig
import Foundation
import HeroesCore
import NetworkClient

/// Prints warnings on stderr, as the app does.
func warn(_ message: some CustomStringConvertible) {
    FileHandle.standardError.write(Data("heroes: warning: \(message)\n".utf8))
}

/// The names on page `page` of the hero list, and where they came from.
func heroNames(page: Int, cacheFolder: String, client: HTTPClient, baseURL: URL) async throws(HeroesError) -> (
    names: [String], origin: FetchOrigin
) {
    // A damaged cache is rebuilt, an unusable one leaves `store` nil: either way, go on.
    let opening = SQLiteHeroesStore.open(directory: cacheFolder)
    opening.warnings.forEach(warn)
    let repository = HeroesRepository(
        service: RemoteMarvelService(client: client, baseURL: baseURL),
        store: opening.store,
        maxAge: 24 * 3600,
        onWarning: { warn($0) }
    )

    // .normal: a young cached page answers at once; an older one is revalidated (If-None-Match);
    // when the network fails, the cached page answers, marked stale.
    let fetched = try await repository.page(.page(page), policy: .normal)
    if case .stale(let fetchedAt, let error) = fetched.origin {
        warn("\(error) Showing the page cached on \(MarvelDate.formatDay(fetchedAt)).")
    }
    return (fetched.value.heroes.map(\.name), fetched.origin)
}

/// Every hero, in calls of 100 run four at a time, with a progress line on stderr.
func everyHero(repository: HeroesRepository) async throws(HeroesError) -> [Hero] {
    let fetched = try await repository.allHeroes(policy: .normal, maxConcurrentRequests: 4) { progress in
        FileHandle.standardError.write(Data("\rfetching heroes: \(progress)".utf8))
    }
    return fetched.value.heroes
}

/// The titles on page `page` of the comics hero `id` appears in: the same generic path as
/// heroes (`/v1/public/characters/{id}/comics`), so cached, revalidated and offline alike.
func comicTitles(ofHero id: Int, page: Int, repository: HeroesRepository) async throws(HeroesError) -> [String] {
    try await repository.comics(ofCharacter: id, page: page, policy: .normal).value.items.map(\.title)
}
// README-END

/// The README's example is this file's code, and it works.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeShowsThisFilesCode() throws {
        let copies = try ReadmeExample.copies(testFile: #filePath, from: "// README-BEGIN\n", to: "// README-END\n")
        let example = try #require(copies.readme)
        #expect(copies.test == example)
    }

    @Test func theExampleRuns() async throws {
        let folder = try TemporaryFolder()
        let server = FakeMarvelServer(total: 230)
        let first = try await heroNames(
            page: 2, cacheFolder: folder.path, client: server.client, baseURL: FakeMarvelServer.baseURL)
        #expect(first.names == (20..<40).map { FakeMarvelServer.name($0) })
        #expect(first.origin == .network)
        let second = try await heroNames(
            page: 2, cacheFolder: folder.path, client: server.client, baseURL: FakeMarvelServer.baseURL)
        #expect(second.names == first.names)
        #expect(second.origin.fetchedAt != nil, "the second run answers from the cache file")
        #expect(server.requests.count == 1)

        let heroes = try await everyHero(repository: HeroesRepository(service: server.service, store: nil))
        #expect(heroes.count == 230)
        #expect(server.requests.count == 4)

        // Page 2 of a hero's 25 comics, as the API answers it.
        let comics = (21...25).map { #"{"id":\#($0),"title":"Amazing Spider-Man (1963) #\#($0)"}"# }
        let page =
            #"{"code":200,"data":{"offset":20,"limit":20,"total":25,"count":5,"results":["#
            + comics.joined(separator: ",") + "]}}"
        let asked = Recorder<String>()
        let marvel = HTTPClient(
            transport: InMemoryTransport { request in
                asked.append(request.url.path)
                return HTTPResponse(statusCode: 200, body: Data(page.utf8))
            })
        let repository = HeroesRepository(
            service: RemoteMarvelService(client: marvel, baseURL: FakeMarvelServer.baseURL))
        let titles = try await comicTitles(ofHero: 1009610, page: 2, repository: repository)
        #expect(titles == (21...25).map { "Amazing Spider-Man (1963) #\($0)" })
        #expect(asked.values == ["/v1/public/characters/1009610/comics"])
    }
}
