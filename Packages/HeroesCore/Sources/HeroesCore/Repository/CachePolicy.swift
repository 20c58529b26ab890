/// How a repository call uses the cache.
public enum CachePolicy: Sendable, Hashable {
    /// An entry younger than the repository's `maxAge` answers without the network; an older
    /// one is revalidated with `If-None-Match` (a `304` reuses it); when the network fails, a
    /// cached entry answers, marked ``FetchOrigin/stale(fetchedAt:error:)``.
    case normal
    /// Skips the cache and overwrites it with the server's answer (`--refresh`).
    case refresh
    /// Answers from the cache alone, whatever its age, or throws
    /// ``HeroesError/notCached(what:)`` (`--offline`).
    case offline
}
