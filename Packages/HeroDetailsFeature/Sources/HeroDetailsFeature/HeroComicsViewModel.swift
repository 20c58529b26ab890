public import HeroesCore

/// Which comics to show: a page of the comics one hero appears in.
public struct HeroComicsRequest: Sendable, Hashable {
    public var heroID: Int
    /// The page, from 1.
    public var page: Int
    public var perPage: Int

    /// The order the screen shows comics in: the newest first, then by title, as a reader
    /// looking up a hero wants them.
    public static let newestFirst = ["-onsaleDate", "title"]

    public init(heroID: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit) {
        self.heroID = heroID
        self.page = page
        self.perPage = perPage
    }
}

/// The comics screen's view model: HeroesCore's one `LoadingViewModel`, asking for a page of
/// a hero's comics. A page with no comics is empty.
public typealias HeroComicsViewModel = LoadingViewModel<HeroComicsRequest, Page<Comic>>

extension LoadingViewModel where Request == HeroComicsRequest, Value == Page<Comic> {
    /// A comics view model over `fetch`, for example `repository.comics(ofCharacter:page:perPage:policy:)`.
    public convenience init(fetch: @escaping Fetch) {
        self.init(isEmpty: { $0.items.isEmpty }, fetch: fetch)
    }
}
