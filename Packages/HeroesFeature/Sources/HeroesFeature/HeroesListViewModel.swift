public import HeroesCore

/// The list screen's view model: HeroesCore's one `LoadingViewModel`, asking for a page by
/// query. A page with no heroes is `LoadState.empty(_:)`.
public typealias HeroesListViewModel = LoadingViewModel<HeroesQuery, HeroPage>

extension LoadingViewModel where Request == HeroesQuery, Value == HeroPage {
    /// A list view model over `fetch`, for example `repository.page(_:policy:)`.
    public convenience init(fetch: @escaping Fetch) {
        self.init(isEmpty: { $0.heroes.isEmpty }, fetch: fetch)
    }
}
