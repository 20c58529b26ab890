import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// The `ByteBuffer`s of response bodies that are sent again and again, so that each is copied
/// out of its `Data` once instead of once per response.
///
/// A ``MarvelAPI`` answers a page asked for again with the very `Data` it encoded the first
/// time (its body cache), so the storage a body lives in identifies it: while an entry keeps
/// that `Data` alive, no other bytes can live at the same address, and a shared `Data` is never
/// changed in place. Bodies under ``minimumSize`` are copied as before. Holds at most
/// ``maximumEntries`` bodies and ``maximumBytes`` bytes, dropping the least recently used.
final class BodyBuffers: Sendable {
    /// Bodies smaller than this are not kept (copying them costs less than looking them up).
    static let minimumSize = 4096
    /// The most bodies kept.
    let maximumEntries: Int
    /// The most bytes kept, all bodies together.
    let maximumBytes: Int

    private struct Identity: Hashable {
        let address: UInt
        let count: Int
    }

    private struct Entry {
        /// Keeps the storage alive, so that its address identifies it.
        let body: Data
        let buffer: ByteBuffer
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Identity: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = NIOLockedValueBox(State())

    /// A store of at most `maximumEntries` buffers and `maximumBytes` bytes.
    init(maximumEntries: Int = 64, maximumBytes: Int = 16 << 20) {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    /// `body` as a buffer: the one made for the same `Data` before, or a new one (kept when
    /// `body` is large enough).
    func buffer(for body: Data, allocator: ByteBufferAllocator) -> ByteBuffer {
        guard body.count >= Self.minimumSize, body.count <= maximumBytes, maximumEntries > 0,
            let address = body.withUnsafeBytes({ $0.baseAddress.map { UInt(bitPattern: $0) } })
        else { return allocator.buffer(bytes: body) }
        let identity = Identity(address: address, count: body.count)
        if let found = state.withLockedValue({ state -> ByteBuffer? in
            guard var entry = state.entries[identity] else { return nil }
            state.clock &+= 1
            entry.lastUse = state.clock
            state.entries[identity] = entry
            return entry.buffer
        }) {
            return found
        }
        let buffer = allocator.buffer(bytes: body)
        state.withLockedValue { state in
            guard state.entries[identity] == nil else { return }
            while state.entries.count >= maximumEntries || state.bytes + body.count > maximumBytes,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries[oldest.key] = nil
                state.bytes -= oldest.key.count
            }
            state.clock &+= 1
            state.entries[identity] = Entry(body: body, buffer: buffer, lastUse: state.clock)
            state.bytes += body.count
        }
        return buffer
    }

    /// The number of bodies kept.
    var count: Int { state.withLockedValue { $0.entries.count } }

    /// The bytes kept, all bodies together.
    var byteCount: Int { state.withLockedValue { $0.bytes } }
}
