#ifndef HEROES_CZLIB_SHIM_H
#define HEROES_CZLIB_SHIM_H
// One gzip member made in one call: `deflateInit2` is a macro Swift cannot call.
#include <limits.h>
#include <string.h>
#include <zlib.h>

/// The most bytes `heroes_gzip` writes for `count` input bytes: zlib's bound for a zlib stream,
/// plus the gzip header and trailer's extra 12 bytes, rounded up.
static inline size_t heroes_gzip_bound(size_t count) { return (size_t)compressBound((uLong)count) + 32; }

/// Compresses `count` bytes at `input` into one gzip member at `output`, which has room for
/// `capacity` bytes (at least `heroes_gzip_bound(count)`). Returns the bytes written, or 0 when
/// zlib fails or the sizes do not fit its counters.
static inline size_t heroes_gzip(const unsigned char *input, size_t count, unsigned char *output, size_t capacity,
                                 int level) {
    if (count > UINT_MAX || capacity > UINT_MAX) return 0;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // windowBits 15 + 16: a gzip header and trailer instead of zlib's.
    if (deflateInit2(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)count;
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int result = deflate(&stream, Z_FINISH);
    size_t written = (size_t)stream.total_out;
    deflateEnd(&stream);
    return result == Z_STREAM_END ? written : 0;
}
#endif
