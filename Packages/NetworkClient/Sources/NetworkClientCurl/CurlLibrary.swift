import CCurl
import NetworkClient

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// libcurl, loaded once per process the first time a transfer is made, never at start-up: a
/// command answered from the cache, the embedded catalog or `--version` does not load the library
/// and the 30 it needs (benchmarks/DECISIONS.md, "libcurl loaded with dlopen, lazily bound").
final class CurlLibrary: @unchecked Sendable {
    /// The shared object's name: Debian's libcurl4, the OpenSSL flavour (libcurl3-gnutls is
    /// `libcurl-gnutls.so.4`).
    static let fileName = "libcurl.so.4"

    /// The functions, resolved. Written once by ``load()`` and only read afterwards.
    let api: UnsafeMutablePointer<heroes_curl_api>

    private init(api: UnsafeMutablePointer<heroes_curl_api>) { self.api = api }

    /// The loaded library, or why it could not be loaded.
    private static let loaded: Result<CurlLibrary, NetworkError> = {
        let api = UnsafeMutablePointer<heroes_curl_api>.allocate(capacity: 1)
        api.initialize(to: heroes_curl_api())
        let ownScopeFirst =
            ownScopeAllowed(variable: getenv("HEROES_LIBCURL_DEEPBIND"))
            && nothingPreloaded(variable: getenv("LD_PRELOAD")) && heroes_libc_functions_are_libcs() != 0
        if let failure = heroes_curl_load(fileName, api, ownScopeFirst ? 1 : 0) {
            let reason = String(cString: failure)
            api.deinitialize(count: 1)
            api.deallocate()
            return .failure(
                .other(
                    "libcurl could not be loaded (\(reason)); install it (Debian: apt-get install libcurl4)"))
        }
        return .success(CurlLibrary(api: api))
    }()

    /// The process's libcurl, loading it on the first call.
    static func load() throws(NetworkError) -> CurlLibrary {
        try loaded.get()
    }

    /// Whether no library is preloaded into the process (`variable`, `LD_PRELOAD`'s value, empty
    /// or unset, and no `preloadFile`). Only then, and with the C library's functions not
    /// interposed, may libcurl look its symbols up in its own dependencies first, which finds
    /// the same definitions in half the searches (see `heroes_curl_load`). A preloaded library
    /// is searched first, as curl has it: torsocks and proxychains wrap `connect` that way, and a
    /// connection that went around them would leave the proxy the user chose.
    static func nothingPreloaded(variable preload: UnsafePointer<CChar>?, preloadFile: String = "/etc/ld.so.preload")
        -> Bool
    {
        if let preload, preload.pointee != 0 { return false }
        return access(preloadFile, F_OK) != 0
    }

    /// Whether `variable`, `HEROES_LIBCURL_DEEPBIND`'s value, leaves libcurl free to look its
    /// symbols up in its own scope first: unset or anything but `0` and `false`. `0` or `false`
    /// is the plain load (the program's scope first, as with a preloaded library), the switch
    /// back that benchmarks/DECISIONS.md names; both loads bind the same definitions.
    static func ownScopeAllowed(variable value: UnsafePointer<CChar>?) -> Bool {
        guard let value else { return true }
        let text = String(cString: value)
        return text != "0" && text != "false"
    }

    /// What the loaded library offers, from `curl_version_info`: its version, its TLS library
    /// (`OpenSSL/3.0.19`), and whether it speaks HTTP/2 and decodes brotli.
    var features: (version: String, tls: String, http2: Bool, brotli: Bool) {
        guard let info = heroes_curl_version(api) else { return ("", "", false, false) }
        let bits = info.pointee.features
        return (
            info.pointee.version.map { String(cString: $0) } ?? "",
            info.pointee.ssl_version.map { String(cString: $0) } ?? "",
            bits & CURL_VERSION_HTTP2 != 0,
            bits & CURL_VERSION_BROTLI != 0
        )
    }

    /// curl's one-line description of `code`.
    func describe(_ code: CURLcode) -> String {
        api.pointee.easy_strerror(code).map { String(cString: $0) } ?? "curl error \(code.rawValue)"
    }
}
