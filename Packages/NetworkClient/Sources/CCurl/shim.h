#ifndef HEROES_CCURL_SHIM_H
#define HEROES_CCURL_SHIM_H

// libcurl (Debian's libcurl4-openssl-dev for the declarations, libcurl4 at run time), loaded with
// dlopen the first time a transfer is made, so a program that never goes to the network never
// pays for loading it. Swift cannot call C's variadic functions (curl_easy_setopt,
// curl_easy_getinfo, curl_multi_setopt): the typed wrappers below call them.

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/// The libcurl functions heroes calls, resolved from the loaded library.
typedef struct heroes_curl_api {
    CURLcode (*global_init)(long flags);
    curl_version_info_data *(*version_info)(CURLversion age);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *queued);
} heroes_curl_api;

/// glibc's RTLD_DEEPBIND, which <dlfcn.h> declares only for _GNU_SOURCE; 0 (no flag) elsewhere.
#if defined(__GLIBC__)
#define HEROES_RTLD_DEEPBIND 0x00008
#else
#define HEROES_RTLD_DEEPBIND 0
#endif

/// Whether the C library's `malloc`, `free`, `connect` and `getaddrinfo` are the ones the
/// program's global scope gives: 0 when something interposes one of them, a preloaded library
/// (torsocks, a malloc replacement) or the program itself (a sanitizer's runtime), or when that
/// cannot be told. (RTLD_DEFAULT, a GNU name, is the null handle.)
static inline int heroes_libc_functions_are_libcs(void) {
    void *libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (libc == NULL) return 0;
    static const char *const names[] = {"malloc", "free", "connect", "getaddrinfo"};
    int same = 1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *own = dlsym(libc, names[i]);
        if (own == NULL || dlsym((void *)0, names[i]) != own) same = 0;
    }
    dlclose(libc);
    return same;
}

/// Loads `library` (RTLD_LAZY | RTLD_LOCAL), fills `api` and calls curl_global_init once. Returns
/// NULL on success, or dlerror's message (the library or a function is missing). Lazy, as the
/// loader binds a program's own libraries: of the 30 libraries libcurl4 needs, those not built
/// with BIND_NOW (nghttp2, krb5, rtmp, brotli, ...) bind a function when it is first called
/// instead of all of them now. Every libcurl
/// function heroes calls is still looked up here, so a missing one fails the load, not a call.
///
/// `ownScopeFirst` adds RTLD_DEEPBIND (glibc): each of the 31 libraries then looks a symbol up
/// in libcurl's own dependencies first, the order a program linked against libcurl gets, instead
/// of first in the program's (heroes, libm, zlib, libc) and then in libcurl's, which finds the
/// same definitions in about half the searches (benchmarks/DECISIONS.md, "RTLD_DEEPBIND").
/// The caller passes false when a
/// library is preloaded (LD_PRELOAD, /etc/ld.so.preload) or the C library's functions are
/// interposed (heroes_libc_functions_are_libcs): a preloaded `connect` or `malloc` (torsocks,
/// proxychains, a profiler) must still come first for libcurl, as it does for curl, and the
/// sanitizers refuse RTLD_DEEPBIND outright.
static inline const char *heroes_curl_load(const char *library, heroes_curl_api *api, int ownScopeFirst) {
    void *handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL | (ownScopeFirst ? HEROES_RTLD_DEEPBIND : 0));
    if (handle == NULL) return dlerror();
#define HEROES_CURL_SYMBOL(field, name) \
    if ((*(void **)(&api->field) = dlsym(handle, name)) == NULL) return dlerror();
    HEROES_CURL_SYMBOL(global_init, "curl_global_init")
    HEROES_CURL_SYMBOL(version_info, "curl_version_info")
    HEROES_CURL_SYMBOL(easy_init, "curl_easy_init")
    HEROES_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    HEROES_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    HEROES_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
    HEROES_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    HEROES_CURL_SYMBOL(slist_append, "curl_slist_append")
    HEROES_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
    HEROES_CURL_SYMBOL(multi_init, "curl_multi_init")
    HEROES_CURL_SYMBOL(multi_cleanup, "curl_multi_cleanup")
    HEROES_CURL_SYMBOL(multi_setopt, "curl_multi_setopt")
    HEROES_CURL_SYMBOL(multi_add_handle, "curl_multi_add_handle")
    HEROES_CURL_SYMBOL(multi_remove_handle, "curl_multi_remove_handle")
    HEROES_CURL_SYMBOL(multi_perform, "curl_multi_perform")
    HEROES_CURL_SYMBOL(multi_poll, "curl_multi_poll")
    HEROES_CURL_SYMBOL(multi_wakeup, "curl_multi_wakeup")
    HEROES_CURL_SYMBOL(multi_info_read, "curl_multi_info_read")
#undef HEROES_CURL_SYMBOL
    if (api->global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return "curl_global_init failed";
    return NULL;
}

static inline CURLcode heroes_curl_setopt_long(const heroes_curl_api *api, CURL *h, CURLoption o, long value) {
    return api->easy_setopt(h, o, value);
}

static inline CURLcode heroes_curl_setopt_offset(const heroes_curl_api *api, CURL *h, CURLoption o, curl_off_t value) {
    return api->easy_setopt(h, o, value);
}

/// For string options (curl copies them), lists, the error buffer and callback data.
static inline CURLcode heroes_curl_setopt_pointer(const heroes_curl_api *api, CURL *h, CURLoption o, const void *value) {
    return api->easy_setopt(h, o, value);
}

/// For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION, which share a signature.
static inline CURLcode heroes_curl_setopt_write(const heroes_curl_api *api, CURL *h, CURLoption o, curl_write_callback value) {
    return api->easy_setopt(h, o, value);
}

static inline CURLcode heroes_curl_getinfo_long(const heroes_curl_api *api, CURL *h, CURLINFO info, long *value) {
    return api->easy_getinfo(h, info, value);
}

static inline CURLMcode heroes_curl_multi_setopt_long(const heroes_curl_api *api, CURLM *m, CURLMoption o, long value) {
    return api->multi_setopt(m, o, value);
}

/// curl_version_info for the version of the headers built against.
static inline curl_version_info_data *heroes_curl_version(const heroes_curl_api *api) {
    return api->version_info(CURLVERSION_NOW);
}

/// The result of a finished transfer (CURLMsg's union, which Swift reads awkwardly).
static inline CURLcode heroes_curl_message_result(const CURLMsg *message) { return message->data.result; }

#endif
