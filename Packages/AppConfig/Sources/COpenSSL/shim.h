#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H

// OpenSSL's libcrypto (Debian's libssl-dev for the declarations, libssl3 at run time), loaded
// with dlopen the first time a digest is computed.

#include <dlfcn.h>
#include <openssl/evp.h>
#include <stddef.h>

/// The libcrypto functions heroes calls, resolved from the loaded library.
typedef struct heroes_crypto_api {
    /// OpenSSL's one-shot `MD5()`, or NULL in a libcrypto built without the deprecated API.
    /// Preferred: EVP_Digest with EVP_md5() first sets up OpenSSL 3's providers and reads its
    /// configuration file, ~1.4 ms on every run that signs or tags one answer (hyperfine,
    /// 2026-11-23); `MD5()` computes the same digest directly.
    unsigned char *(*md5_oneshot)(const unsigned char *data, size_t count, unsigned char *md);
    int (*digest)(const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type,
                  ENGINE *engine);
    const EVP_MD *(*md5)(void);
} heroes_crypto_api;

/// Loads `library` (RTLD_LAZY | RTLD_LOCAL: binding all of its functions up front cost
/// ~1.5 ms, perf 2026-11-23) and fills `api`. Returns NULL on success, or
/// dlerror's message (the library or a function is missing).
static inline const char *heroes_crypto_load(const char *library, heroes_crypto_api *api) {
    void *handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) return dlerror();
    *(void **)(&api->md5_oneshot) = dlsym(handle, "MD5");
    if ((*(void **)(&api->digest) = dlsym(handle, "EVP_Digest")) == NULL) return dlerror();
    if ((*(void **)(&api->md5) = dlsym(handle, "EVP_md5")) == NULL) return dlerror();
    return NULL;
}
#endif
