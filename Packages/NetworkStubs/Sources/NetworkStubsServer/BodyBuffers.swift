import FoundationEssentials
import NIOConcurrencyHelpers
import NIOCore

/// The `ByteBuffer`s of response bodies that are sent again and again, as they are and gzipped,
/// so that each is copied out of its `Data` once, and compressed once, instead of once per
/// response (benchmarks/DECISIONS.md, "Bodies kept as buffers, gzipped once").
///
/// A ``MarvelAPI`` answers a page asked for again with the very `Data` it encoded the first
/// time (its body cache), so the storage a body lives in identifies it: while an entry keeps
/// that `Data` alive, no other bytes can live at the same address, and a shared `Data` is never
/// changed in place. Bodies under ``minimumSize`` are copied (and compressed) every time. Holds
/// at most ``maximumEntries`` bodies and ``maximumBytes`` bytes, the gzipped copies counted,
/// dropping the least recently used.
///
/// Buffers, not files sent with sendfile(2) as nginx sends them: the ledger has that measurement.
final class BodyBuffers: Sendable {
    /// Bodies smaller than this are not kept (copying them costs less than looking them up).
    static let minimumSize = 4096
    /// The most bodies kept.
    let maximumEntries: Int
    /// The most bytes kept, all bodies and their gzipped copies together.
    let maximumBytes: Int

    private struct Identity: Hashable {
        let address: UInt
        let count: Int
    }

    private struct Entry {
        /// Keeps the storage alive, so that its address identifies it.
        let body: Data
        var buffer: ByteBuffer?
        var gzipped: ByteBuffer?
        var lastUse: UInt64

        var bytes: Int { (buffer?.readableBytes ?? 0) + (gzipped?.readableBytes ?? 0) }
    }

    private struct State {
        var entries: [Identity: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = NIOLockedValueBox(State())

    /// A store of at most `maximumEntries` bodies and `maximumBytes` bytes.
    init(maximumEntries: Int = 64, maximumBytes: Int = 16 << 20) {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    /// `body` as a buffer: the one made for the same `Data` before, or a new one (kept when
    /// `body` is large enough).
    func buffer(for body: Data, allocator: ByteBufferAllocator) -> ByteBuffer {
        cached(body, \.buffer) { allocator.buffer(bytes: body) } ?? allocator.buffer(bytes: body)
    }

    /// `body` gzipped: the copy made for the same `Data` before, or a new one (kept when `body`
    /// is large enough); `nil` if zlib failed, and the body is then sent as it is.
    func gzipBuffer(for body: Data, allocator: ByteBufferAllocator) -> ByteBuffer? {
        cached(body, \.gzipped) { body.withUnsafeBytes { Gzip.compress($0, allocator: allocator) } }
    }

    /// The buffer at `slot` of `body`'s entry, made by `make` and kept when missing; for a body
    /// not worth keeping, what `make` gives. `nil` only when `make` gives nothing.
    private func cached(
        _ body: Data, _ slot: WritableKeyPath<Entry, ByteBuffer?>, make: () -> ByteBuffer?
    ) -> ByteBuffer? {
        guard body.count >= Self.minimumSize, body.count <= maximumBytes, maximumEntries > 0,
            let address = body.withUnsafeBytes({ $0.baseAddress.map { UInt(bitPattern: $0) } })
        else { return make() }
        let identity = Identity(address: address, count: body.count)
        if let found = state.withLockedValue({ state -> ByteBuffer? in
            guard var entry = state.entries[identity], let buffer = entry[keyPath: slot] else { return nil }
            state.clock &+= 1
            entry.lastUse = state.clock
            state.entries[identity] = entry
            return buffer
        }) {
            return found
        }
        // Made outside the lock: two threads may both make it, and the first kept wins.
        guard let made = make() else { return nil }
        return state.withLockedValue { state in
            var entry = state.entries.removeValue(forKey: identity) ?? Entry(body: body, lastUse: 0)
            state.bytes -= entry.bytes
            if let kept = entry[keyPath: slot] {
                state.entries[identity] = entry
                state.bytes += entry.bytes
                return kept
            }
            entry[keyPath: slot] = made
            while state.entries.count >= maximumEntries || state.bytes + entry.bytes > maximumBytes,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries[oldest.key] = nil
                state.bytes -= oldest.value.bytes
            }
            guard entry.bytes <= maximumBytes else { return made }
            state.clock &+= 1
            entry.lastUse = state.clock
            state.entries[identity] = entry
            state.bytes += entry.bytes
            return made
        }
    }

    /// The number of bodies kept.
    var count: Int { state.withLockedValue { $0.entries.count } }

    /// The bytes kept, all bodies and their gzipped copies together.
    var byteCount: Int { state.withLockedValue { $0.bytes } }
}
