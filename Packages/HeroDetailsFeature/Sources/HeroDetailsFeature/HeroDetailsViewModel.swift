public import HeroesCore

/// The details screen's view model: HeroesCore's one `LoadingViewModel`, asking for a hero's
/// details by id. Details are never empty.
public typealias HeroDetailsViewModel = LoadingViewModel<Int, HeroDetails>

extension LoadingViewModel where Request == Int, Value == HeroDetails {
    /// A details view model over `fetch`, for example ``HeroDetails/load(id:from:latest:policy:)``.
    public convenience init(fetch: @escaping Fetch) {
        self.init(isEmpty: { _ in false }, fetch: fetch)
    }
}
