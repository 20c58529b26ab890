import FoundationEssentials
import MarvelWire
import Synchronization

/// The encoded `200` bodies of a ``MarvelAPI``, by normalized request, so that a page asked for
/// again is not encoded again. The catalog and configuration of an API never change, so a body
/// once encoded for a ``Key`` stays right; only the checks that depend on the request itself
/// (signature, `If-None-Match`, `Date`) run every time.
///
/// Bounded both in entries and in bytes; past either bound the least recently used entries go.
/// A body larger than the byte bound is not kept. Safe to use from any thread.
final class ResponseCache: Sendable {
    /// What a request's `200` body depends on: its path and its query's decoded pairs in order,
    /// with the signature's values (`apikey`, `ts`, `hash`) reduced to whether they are blank,
    /// which is all the query checks look at. So requests signed at different times share an
    /// entry, while any other difference (a filter, the order of the parameters, a repeated
    /// parameter) makes another key.
    struct Key: Hashable, Sendable {
        let path: String
        let pairs: [String]

        init(path: String, query: QueryParameters) {
            self.path = path
            var pairs: [String] = []
            pairs.reserveCapacity(query.pairs.count * 2)
            for (name, value) in query.pairs {
                pairs.append(name)
                if MarvelAPI.signature.contains(name) {
                    pairs.append(MarvelQuery.isBlank(value) ? "" : "\u{0}signed")
                } else {
                    pairs.append(value)
                }
            }
            self.pairs = pairs
        }
    }

    /// One cached body: the whole envelope and the etag written in it.
    struct Entry: Sendable {
        /// The `200` body, envelope included.
        let body: Data
        /// The `ETag`, the md5 of the `data` object.
        let etag: String
    }

    /// The most entries kept.
    let maximumEntries: Int
    /// The most body bytes kept, all entries together.
    let maximumBytes: Int

    /// The entries with their last use, the body bytes they hold, and the use counter.
    private struct Kept {
        var entries: [Key: (entry: Entry, lastUse: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let kept = Mutex(Kept())

    /// A cache of at most `maximumEntries` bodies and `maximumBytes` bytes (1024 and 32 MiB by
    /// default).
    init(maximumEntries: Int = 1024, maximumBytes: Int = 32 << 20) {
        self.maximumEntries = max(0, maximumEntries)
        self.maximumBytes = max(0, maximumBytes)
    }

    /// The entry for `key`, if kept.
    func entry(for key: Key) -> Entry? {
        kept.withLock { kept in
            guard let found = kept.entries[key] else { return nil }
            kept.clock &+= 1
            kept.entries[key]?.lastUse = kept.clock
            return found.entry
        }
    }

    /// Keeps `entry` for `key`, making room by dropping the least recently used entries.
    func store(_ entry: Entry, for key: Key) {
        let size = entry.body.count
        guard maximumEntries > 0, size <= maximumBytes else { return }
        kept.withLock { kept in
            if let old = kept.entries.removeValue(forKey: key) { kept.bytes -= old.entry.body.count }
            while !kept.entries.isEmpty, kept.entries.count >= maximumEntries || kept.bytes + size > maximumBytes {
                guard let oldest = kept.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                kept.entries[oldest.key] = nil
                kept.bytes -= oldest.value.entry.body.count
            }
            kept.clock &+= 1
            kept.entries[key] = (entry, kept.clock)
            kept.bytes += size
        }
    }

    /// Drops every entry: the next request for each key encodes its body again.
    func removeAll() {
        kept.withLock { $0 = Kept() }
    }

    /// The number of entries kept.
    var count: Int { kept.withLock { $0.entries.count } }

    /// The body bytes kept, all entries together.
    var byteCount: Int { kept.withLock { $0.bytes } }
}
