public import MarvelWire

/// A screen the app can show, named by what it shows, never by the feature that draws it:
/// the app maps each destination to a screen, so features never know each other.
public enum Destination: Sendable, Hashable {
    /// A page of the hero list, as `query` asks for it.
    case heroes(HeroesQuery)
    /// The whole list of `resource`'s records (`heroes browse comics`).
    case list(MarvelResource)
    /// One hero in full.
    case hero(id: Int)
    /// One comic in full.
    case comic(id: Int)
    /// Record `id` of `resource` in full, with its linked list of `link`s (`nil`: the record's
    /// first linked list), as `heroes browse` shows any record.
    case record(MarvelResource, id: Int, link: MarvelResource? = nil)
    /// A page (from 1) of the comics hero `id` appears in, `perPage` a page.
    case heroComics(id: Int, page: Int, perPage: Int)
    /// A page (from 1) of the comics of series `id`, `perPage` a page (no command shows it yet).
    case seriesComics(id: Int, page: Int, perPage: Int)
}
