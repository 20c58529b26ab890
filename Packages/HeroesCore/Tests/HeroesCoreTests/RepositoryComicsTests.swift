import MarvelWire
import Foundation
import HeroesCoreTesting
import NetworkClient
import Testing
@testable import HeroesCore

/// A hero's comics (`/characters/{id}/comics`) refused when the answer cannot be theirs. The
/// comics' cache, policies and splitting into calls are tested against NetworkStubs' in-process
/// Marvel (Tests/EndToEndTests/RepositoryComicsTests.swift); this answer is one no Marvel sends.
@Suite struct RepositoryComicsTests {
    @Test func anAnswerWithTheSameComicTwiceIsRefusedAndNotStored() async throws {
        let comic = #"{"id":10001,"title":"Amazing Spider-Man (1963) #1"}"#
        let body =
            #"{"code":200,"data":{"offset":0,"limit":20,"total":3,"count":3,"results":["#
            + [comic, #"{"id":10002,"title":"Amazing Spider-Man (1963) #2"}"#, comic].joined(separator: ",") + "]}}"
        let client = HTTPClient(
            transport: InMemoryTransport { _ in HTTPResponse(statusCode: 200, body: Data(body.utf8)) })
        let store = InMemoryHeroesStore()
        let repository = HeroesRepository(
            service: RemoteMarvelService(client: client, baseURL: FakeMarvelServer.baseURL), store: store)
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "it sent id 10001 twice", server: "http://127.0.0.1:8080",
                route: MarvelRoute(
                    .characters, id: 1_009_610, related: .comics, query: [.limit: .integer(20), .offset: .integer(0)]))
        ) {
            try await repository.comics(ofCharacter: 1_009_610, policy: .normal)
        }
        #expect(try await store.stats().entries == 0)
    }
}
