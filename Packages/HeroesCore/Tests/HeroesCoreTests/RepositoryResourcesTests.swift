import Foundation
import HeroesCoreTesting
import MarvelWire
import Testing
@testable import HeroesCore

/// Creators, series, events and stories load through the repository as comics do: a record by
/// id (`/v1/public/{resource}/{id}`) and a list (`/v1/public/{resource}`), from
/// ``FakeMarvelServer`` at the HTTP seam, decoded, checked, mapped and cached.
@Suite struct RepositoryResourcesTests {
    /// Loads record `id` and the first page of `Item`'s resource from a server holding
    /// `records`, and checks both against the records mapped directly, the paths asked for, a
    /// second load answered by the cache, and an unknown id.
    private func recordAndList<Item: MarvelModel & Equatable & Identifiable>(
        _ type: Item.Type, records: [String], id: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws where Item.ID == Int {
        let resource = Item.resource
        let server = FakeMarvelServer(records: [resource: records])
        let repository = HeroesRepository(service: server.service, store: InMemoryHeroesStore())
        let expected = try records.map { Item(dto: try CatalogRecords2017.dto($0, as: Item.DTO.self)) }

        let record = try await repository.record(id: id, as: Item.self, policy: .normal)
        #expect(record.origin == .network, sourceLocation: sourceLocation)
        #expect(record.value == expected.first { $0.id == id }, sourceLocation: sourceLocation)

        let page = try await repository.list(ListRequest(MarvelRoute(resource)), as: Item.self, policy: .normal)
        #expect(page.value.items == expected, sourceLocation: sourceLocation)
        #expect(page.value.total == records.count && page.value.offset == 0, sourceLocation: sourceLocation)
        #expect(
            server.requests.map(\.url.path) == [
                "/v1/public/\(resource.rawValue)/\(id)", "/v1/public/\(resource.rawValue)",
            ],
            sourceLocation: sourceLocation)

        let cached = try await repository.record(id: id, as: Item.self, policy: .offline)
        #expect(cached.value == record.value, sourceLocation: sourceLocation)
        await #expect(throws: HeroesError.notFound(resource, id: 5), sourceLocation: sourceLocation) {
            try await repository.record(id: 5, as: Item.self, policy: .normal)
        }
    }

    @Test func aCreatorAndTheListOfCreatorsLoadThroughTheRepository() async throws {
        try await recordAndList(
            Creator.self,
            records: [CatalogRecords2017.creatorWithoutPicture, CatalogRecords2017.creatorGinaGoingRaney],
            id: 8544)
    }

    @Test func aSeriesAndTheListOfSeriesLoadThroughTheRepository() async throws {
        try await recordAndList(
            Series.self, records: [CatalogRecords2017.seriesLoki, CatalogRecords2017.seriesStillRunning], id: 18673)
    }

    @Test func anEventAndTheListOfEventsLoadThroughTheRepository() async throws {
        try await recordAndList(Event.self, records: [CatalogRecords2017.eventSecretEmpire], id: 336)
    }

    @Test func aStoryAndTheListOfStoriesLoadThroughTheRepository() async throws {
        try await recordAndList(
            Story.self, records: [CatalogRecords2017.storyLoki, CatalogRecords2017.storyWithoutTitle], id: 38709)
    }
}
