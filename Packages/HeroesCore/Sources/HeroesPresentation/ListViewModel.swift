public import HeroesCore

/// A list screen's view model: HeroesCore's one `LoadingViewModel`, asking for a page of
/// `Item` by `Request`. A page with no items is `LoadState.empty(_:)`.
public typealias ListViewModel<Request: Sendable, Item: Sendable> = LoadingViewModel<Request, Page<Item>>

extension LoadingViewModel {
    /// A list view model over `fetch`, for example `repository.page(_:policy:)`: a page with no
    /// items is empty.
    public convenience init<Item>(fetch: @escaping Fetch) where Value == Page<Item> {
        self.init(isEmpty: { $0.items.isEmpty }, fetch: fetch)
    }
}
