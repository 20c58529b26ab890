#ifndef CLZMA_SHIM_H
#define CLZMA_SHIM_H
// liblzma (Debian's liblzma-dev): the xz decoder that writes the compiled-in snapshot to disk.
#include <lzma.h>

/// The decoder flags that make a stream without an integrity check, or with one liblzma cannot
/// verify, an error instead of data taken on trust (Swift does not import `UINT32_C` macros).
static const uint32_t CLZMA_REQUIRE_CHECK = LZMA_TELL_NO_CHECK | LZMA_TELL_UNSUPPORTED_CHECK;
#endif
