/// The policies plus the one a stream uses after it yielded the cached value.
enum LoadMode: Sendable, Hashable {
    case normal
    case refresh
    case offline
    /// Asks the server with `If-None-Match` whatever the entry's age, falling back to the entry.
    case revalidate

    init(_ policy: CachePolicy) {
        switch policy {
        case .normal: self = .normal
        case .refresh: self = .refresh
        case .offline: self = .offline
        }
    }
}
