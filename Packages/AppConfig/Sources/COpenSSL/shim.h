#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H

// MD5 from the system's OpenSSL (Debian's libssl-dev), linked statically from its libcrypto.a
// (module.modulemap says why): only the MD5 objects are taken, a few kilobytes.

// MD5() is deprecated in OpenSSL 3's headers in favour of EVP_Digest, which first sets up the
// providers and reads openssl.cnf (benchmarks/DECISIONS.md); MD5() computes the same digest
// directly, and Debian builds libcrypto with the deprecated API.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/md5.h>
#include <stddef.h>

/// The MD5 digest of `count` bytes at `data` into `digest` (16 bytes).
static inline void heroes_md5(const unsigned char *data, size_t count, unsigned char digest[16]) {
    MD5(data, count, digest);
}
#endif
