import Foundation
import HeroesCore

extension Fetched {
    /// When this answer came from the cache in a way the user should be told about (the
    /// network failed, or `--offline` was asked), the time it was fetched; otherwise `nil`.
    func cachedNoticeDate(policy: CachePolicy) -> Date? {
        switch origin {
        case .stale(let fetchedAt, _): fetchedAt
        case .cache(let fetchedAt) where policy == .offline: fetchedAt
        default: nil
        }
    }
}
