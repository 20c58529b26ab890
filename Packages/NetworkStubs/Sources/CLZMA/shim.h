#ifndef CLZMA_SHIM_H
#define CLZMA_SHIM_H
// liblzma (Debian's liblzma-dev for the declarations, liblzma5 at run time): the xz decoder that
// writes the compiled-in snapshot to disk, loaded with dlopen when that happens.
#include <dlfcn.h>
#include <lzma.h>

/// The decoder flags that make a stream without an integrity check, or with one liblzma cannot
/// verify, an error instead of data taken on trust (Swift does not import `UINT32_C` macros).
static const uint32_t CLZMA_REQUIRE_CHECK = LZMA_TELL_NO_CHECK | LZMA_TELL_UNSUPPORTED_CHECK;

/// The liblzma functions the decoder calls, resolved from the loaded library.
typedef struct heroes_lzma_api {
    lzma_ret (*stream_decoder)(lzma_stream *stream, uint64_t memlimit, uint32_t flags);
    lzma_ret (*code)(lzma_stream *stream, lzma_action action);
    void (*end)(lzma_stream *stream);
} heroes_lzma_api;

/// Loads `library` (RTLD_LAZY | RTLD_LOCAL: binding all of its functions up front cost
/// ~1.5 ms, perf 2026-11-23) and fills `api`. Returns NULL on success, or
/// dlerror's message (the library or a function is missing).
static inline const char *heroes_lzma_load(const char *library, heroes_lzma_api *api) {
    void *handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) return dlerror();
    if ((*(void **)(&api->stream_decoder) = dlsym(handle, "lzma_stream_decoder")) == NULL) return dlerror();
    if ((*(void **)(&api->code) = dlsym(handle, "lzma_code")) == NULL) return dlerror();
    if ((*(void **)(&api->end) = dlsym(handle, "lzma_end")) == NULL) return dlerror();
    return NULL;
}
#endif
