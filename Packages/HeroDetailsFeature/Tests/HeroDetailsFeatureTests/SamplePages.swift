import HeroesCore
import HeroesCoreTesting
import HeroesPresentation
import MarvelWire
import NetworkStubs
import NetworkStubsTesting

/// One page of any list of the 2017 sample, loaded as the app loads it: NetworkStubs'
/// in-process Marvel, the live service, the repository and a `ListViewModel`. Every list spec's
/// tests read their pages through it.
func samplePage<Item: MarvelModel>(_ request: ListRequest, as type: Item.Type) async -> LoadState<Page<Item>> {
    let repository = HeroesRepository(
        service: RemoteMarvelService.anyKey(over: InProcessTransport(server: MarvelServer(catalog: .sample2017))))
    let viewModel = ListViewModel<ListRequest, Item> { request, policy async throws(HeroesError) in
        try await repository.list(request, as: Item.self, policy: policy)
    }
    return await viewModel.load(request, policy: .normal)
}

/// Page `page` (from 1) of `route`'s list of the sample, `perPage` a page.
func samplePage<Item: MarvelModel>(_ route: MarvelRoute, page: Int, perPage: Int, as type: Item.Type) async
    -> LoadState<Page<Item>>
{
    await samplePage(ListRequest(route, offset: (page - 1) * perPage, limit: perPage), as: Item.self)
}

/// Record `id` of the 2017 sample, loaded as the app loads it, through a `DetailViewModel`.
func sampleRecord<Item: MarvelModel>(_ id: Int, as type: Item.Type) async -> LoadState<Item> {
    let repository = HeroesRepository(
        service: RemoteMarvelService.anyKey(over: InProcessTransport(server: MarvelServer(catalog: .sample2017))))
    let viewModel = DetailViewModel<Int, Item>.record { id, policy async throws(HeroesError) in
        try await repository.record(id: id, as: Item.self, policy: policy)
    }
    return await viewModel.load(id, policy: .normal)
}
