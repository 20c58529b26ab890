import CZstd

/// Decompresses one zstd frame in pieces of ``chunkSize`` bytes, so that a database of tens of
/// megabytes never sits in memory whole. The frame must carry zstd's content checksum (as
/// `scripts/generate-catalog` writes it), which zstd verifies at its end; a frame without one,
/// or with bytes after it, is refused.
enum ZstdDecoder {
    /// Why the frame could not be decompressed.
    enum Failure: Error, Equatable {
        /// The bytes are not one whole, valid zstd frame of the expected size.
        case damaged(String)
        /// zstd could not have the memory it needs.
        case outOfMemory
    }

    /// The size of each piece handed to the sink.
    static let chunkSize = 1 << 20

    /// The largest window a frame may ask for (2^27 bytes, `zstd --long=27`): the most memory
    /// decompressing takes, whatever the bytes say.
    static let maximumWindowLog: Int32 = 27

    /// Decompresses `input`, which must be one frame that decompresses to exactly `expectedSize`
    /// bytes, handing each piece to `sink` in order; stops at the first piece past `expectedSize`.
    /// Throws a ``Failure``, or what `sink` throws.
    static func decompress(
        _ input: UnsafeRawBufferPointer, expectedSize: Int, into sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard RecordCompression.isCompressed(input), input.count > 4 else { throw Failure.damaged("not a zstd frame") }
        // The frame header's descriptor byte, after the magic number: bit 2 is the checksum flag.
        guard input[4] & 0x04 != 0 else { throw Failure.damaged("the zstd frame has no checksum") }
        guard let stream = ZSTD_createDStream() else { throw Failure.outOfMemory }
        defer { ZSTD_freeDStream(stream) }
        guard ZSTD_isError(ZSTD_DCtx_setParameter(stream, ZSTD_d_windowLogMax, maximumWindowLog)) == 0 else {
            throw Failure.damaged("zstd refused its window limit")
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        var produced = 0
        while true {
            var target = ZSTD_outBuffer(dst: buffer, size: chunkSize, pos: 0)
            let result = ZSTD_decompressStream(stream, &target, &source)
            if ZSTD_isError(result) != 0 {
                let name = String(cString: ZSTD_getErrorName(result))
                if ZSTD_getErrorCode(result) == ZSTD_error_memory_allocation { throw Failure.outOfMemory }
                throw Failure.damaged("the zstd data is corrupt or fails its checksum (\(name))")
            }
            if target.pos > 0 {
                produced += target.pos
                guard produced <= expectedSize else {
                    throw Failure.damaged("it decompresses to more than the \(expectedSize) bytes expected")
                }
                try sink(UnsafeRawBufferPointer(start: buffer, count: target.pos))
            }
            if result == 0 {
                guard source.pos == source.size else { throw Failure.damaged("bytes follow the zstd frame") }
                guard produced == expectedSize else {
                    throw Failure.damaged("it decompresses to \(produced) bytes, not the \(expectedSize) expected")
                }
                return
            }
            // The frame is not finished: more output is pending, or more input is needed.
            guard target.pos == chunkSize || source.pos < source.size else {
                throw Failure.damaged("the zstd frame is truncated")
            }
        }
    }
}
