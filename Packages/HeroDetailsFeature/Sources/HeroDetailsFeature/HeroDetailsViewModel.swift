public import HeroesCore

/// The details screen's view model: HeroesCore's one ``LoadingViewModel``, asking for a hero by
/// id. A hero is never empty.
public typealias HeroDetailsViewModel = LoadingViewModel<Int, Hero>

extension LoadingViewModel where Request == Int, Value == Hero {
    /// A details view model over `fetch`, for example `repository.hero(id:policy:)`.
    public convenience init(fetch: @escaping Fetch) {
        self.init(isEmpty: { _ in false }, fetch: fetch)
    }
}
