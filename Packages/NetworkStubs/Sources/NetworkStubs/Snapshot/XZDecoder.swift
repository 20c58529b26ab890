import CLZMA

/// Decompresses an xz stream in pieces of ``chunkSize`` bytes, so that a database of hundreds of
/// megabytes never sits in memory whole. The stream's own integrity check (CRC64, as
/// `scripts/generate-catalog` writes it) is verified by liblzma at its end; a stream without one
/// is refused.
enum XZDecoder {
    /// Why the stream could not be decompressed.
    enum Failure: Error, Equatable {
        /// The bytes are not a whole, valid xz stream of the expected size.
        case damaged(String)
        /// liblzma could not have the memory it needs.
        case outOfMemory
        /// liblzma itself could not be loaded (dlerror's reason).
        case libraryMissing(String)
    }

    /// The shared object's name: Debian's liblzma5.
    static let fileName = "liblzma.so.5"

    /// The resolved functions; written once, then only read.
    private struct Library: @unchecked Sendable {
        let api: heroes_lzma_api
    }

    /// liblzma, loaded the first time a stream is decompressed (once per data folder, so every
    /// other start of the program skips mapping it), or why it could not be.
    private static let library: Result<Library, Failure> = {
        var api = heroes_lzma_api()
        if let failure = heroes_lzma_load(fileName, &api) { return .failure(.libraryMissing(String(cString: failure))) }
        return .success(Library(api: api))
    }()

    /// The size of each piece handed to the sink.
    static let chunkSize = 1 << 20

    /// Decompresses `input`, which must decompress to exactly `expectedSize` bytes, handing each
    /// piece to `sink` in order; stops at the first piece past `expectedSize`.
    /// Throws a ``Failure``, or what `sink` throws.
    static func decompress(
        _ input: UnsafeRawBufferPointer, expectedSize: Int, into sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let lzma = try library.get().api
        var stream = lzma_stream()
        switch lzma.stream_decoder(&stream, .max, CLZMA_REQUIRE_CHECK) {
        case LZMA_OK: break
        case LZMA_MEM_ERROR: throw Failure.outOfMemory
        default: throw Failure.damaged("liblzma could not start a decoder")
        }
        defer { lzma.end(&stream) }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        stream.next_in = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.avail_in = input.count
        var produced = 0
        while true {
            stream.next_out = buffer
            stream.avail_out = chunkSize
            let result = lzma.code(&stream, LZMA_FINISH)
            let count = chunkSize - stream.avail_out
            if count > 0 {
                produced += count
                guard produced <= expectedSize else {
                    throw Failure.damaged("it decompresses to more than the \(expectedSize) bytes expected")
                }
                try sink(UnsafeRawBufferPointer(start: buffer, count: count))
            }
            switch result {
            case LZMA_OK:
                continue
            case LZMA_STREAM_END:
                guard produced == expectedSize else {
                    throw Failure.damaged("it decompresses to \(produced) bytes, not the \(expectedSize) expected")
                }
                return
            case LZMA_NO_CHECK, LZMA_UNSUPPORTED_CHECK:
                throw Failure.damaged("the xz stream has no integrity check liblzma can verify")
            case LZMA_MEM_ERROR, LZMA_MEMLIMIT_ERROR:
                throw Failure.outOfMemory
            case LZMA_FORMAT_ERROR:
                throw Failure.damaged("not an xz stream")
            case LZMA_DATA_ERROR:
                throw Failure.damaged("the xz data is corrupt or fails its integrity check")
            case LZMA_BUF_ERROR:
                throw Failure.damaged("the xz stream is truncated")
            default:
                throw Failure.damaged("liblzma error \(result.rawValue)")
            }
        }
    }
}
