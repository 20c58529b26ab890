/// Something wrong with the cache that did not stop the command. Stores and repositories
/// report these as values; the app prints them (on stderr).
public enum CacheWarning: Sendable, Hashable, CustomStringConvertible {
    /// The cache file was damaged: it was renamed to `movedTo` and a new, empty cache was started.
    case movedAside(path: String, movedTo: String, reason: String)
    /// The cache folder existed and other users can add or replace files in it (a shared
    /// folder such as `/tmp`): heroes uses it without changing its mode, but they could tamper
    /// with the cache.
    case sharedFolder(path: String)
    /// The cache could not be opened: the command goes on without it, from the network only.
    case unavailable(HeroesStoreError)
    /// Reading or writing an entry failed: the answer came from the network and was not stored.
    case operationFailed(HeroesStoreError)

    /// One line: what happened and what it means for the command.
    public var description: String {
        switch self {
        case .movedAside(let path, let movedTo, let reason):
            "the cache file \(path) was damaged (\(reason)); it was moved to \(movedTo) and a new cache was started."
        case .sharedFolder(let path):
            "other users can write in the cache folder \(path), so they could tamper with the cache; heroes leaves the folder as it is."
        case .unavailable(let error):
            "\(error); going on without the cache."
        case .operationFailed(let error):
            "\(error); this answer was not cached."
        }
    }
}
