#ifndef HEROES_CZSTD_SHIM_H
#define HEROES_CZSTD_SHIM_H
// zstd's one-shot and streaming API, and the dictionary trainer `generate-snapshot` calls;
// with its static-linking API (libzstd is linked statically), for ZSTD_createDDict_byReference.
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>
#include <zdict.h>
#include <zstd_errors.h>

/// ZSTD_CONTENTSIZE_UNKNOWN and ZSTD_CONTENTSIZE_ERROR, which Swift does not import (macros
/// with a cast).
static const unsigned long long HEROES_ZSTD_CONTENTSIZE_UNKNOWN = ZSTD_CONTENTSIZE_UNKNOWN;
static const unsigned long long HEROES_ZSTD_CONTENTSIZE_ERROR = ZSTD_CONTENTSIZE_ERROR;
#endif
