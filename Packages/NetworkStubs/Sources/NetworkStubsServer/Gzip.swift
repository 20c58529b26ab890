import CZlib
import NIOCore

/// Bodies as `Content-Encoding: gzip` sends them: one gzip member, zlib's level 6.
enum Gzip {
    /// zlib's default trade of size for time; a cached page is compressed once, so its cost
    /// is paid once per page, not once per answer.
    static let level: Int32 = 6

    /// `bytes` gzipped into a new buffer, or `nil` if zlib failed.
    static func compress(_ bytes: UnsafeRawBufferPointer, allocator: ByteBufferAllocator) -> ByteBuffer? {
        let bound = heroes_gzip_bound(bytes.count)
        var buffer = allocator.buffer(capacity: bound)
        let written = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: bound) { output in
            guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let target = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
            else { return 0 }
            return heroes_gzip(input, bytes.count, target, output.count, level)
        }
        return written > 0 ? buffer : nil
    }
}
