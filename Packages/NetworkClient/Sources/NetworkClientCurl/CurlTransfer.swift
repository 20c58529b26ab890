import CCurl
import FoundationEssentials
import NetworkClient
import Synchronization

/// One request as a libcurl easy handle: its options, the response as it arrives (header lines,
/// body bytes, counted against the cap) and the caller waiting for it. Made on the caller's task,
/// then driven by ``CurlMulti``'s thread alone until it is finished, exactly once.
final class CurlTransfer: @unchecked Sendable {
    /// The easy handle (`CURL *`).
    let handle: UnsafeMutableRawPointer
    /// The server as errors name it: `127.0.0.1:8080`.
    let hostAndPort: String

    private let library: CurlLibrary
    private let url: URL
    private let maxBodyBytes: Int
    /// libcurl's message for a failed transfer; allocated once the checks that may throw before
    /// every property is set have passed (a throw there runs no `deinit`, which frees it).
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    // Written by libcurl's callbacks on the multi thread only.
    private var headerFields: [HTTPHeaders.Field] = []
    /// Whether the last response's head ended with its blank line (libcurl accepts a head cut
    /// short by the peer closing, as a whole response without a body).
    private var headEnded = false
    private var body = Data()
    private var bodyWasTooLarge = false
    /// The outcome, handed over once: to the caller if it waits already, or kept for it.
    private let outcome = Mutex(Outcome.pending)

    private enum Outcome {
        case pending
        case awaited(CheckedContinuation<HTTPResponse, any Error>)
        case finished(Result<HTTPResponse, NetworkError>)
        case delivered
    }

    /// Sets up the easy handle for `request`; throws ``NetworkError/invalidURL(_:)`` for a URL
    /// that is not `http`/`https` with a host, and ``NetworkError/other(_:)`` for a header that
    /// would break the request's head.
    init(_ request: HTTPRequest, library: CurlLibrary, options: CurlTransport.Options) throws(NetworkError) {
        let url = request.url
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw NetworkError.invalidURL(Redactor.everyValue.redact(url))
        }
        guard let handle = library.api.pointee.easy_init() else {
            throw NetworkError.other("libcurl could not make a transfer (out of memory)")
        }
        self.handle = handle
        self.library = library
        self.url = url
        self.hostAndPort = url.port.map { "\(host):\($0)" } ?? host
        self.maxBodyBytes = options.maxBodyBytes
        errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        try configure(request, options: options)
    }

    deinit {
        library.api.pointee.easy_cleanup(handle)
        library.api.pointee.slist_free_all(requestHeaders)
        errorBuffer.deallocate()
    }

    /// Records the caller to resume when the transfer ends (at once if it has ended already).
    func wait(with continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let result = outcome.withLock { outcome -> Result<HTTPResponse, NetworkError>? in
            guard case .finished(let result) = outcome else {
                outcome = .awaited(continuation)
                return nil
            }
            outcome = .delivered
            return result
        }
        if let result { continuation.resume(with: result.mapError { $0 as any Error }) }
    }

    /// Whether the transfer has ended (cancelled before it started, for one).
    var isFinished: Bool {
        outcome.withLock { outcome in
            switch outcome {
            case .pending, .awaited: false
            case .finished, .delivered: true
            }
        }
    }

    /// Ends the transfer with `result`; later calls do nothing.
    func finish(_ result: Result<HTTPResponse, NetworkError>) {
        let continuation = outcome.withLock { outcome -> CheckedContinuation<HTTPResponse, any Error>? in
            switch outcome {
            case .pending:
                outcome = .finished(result)
                return nil
            case .awaited(let continuation):
                outcome = .delivered
                return continuation
            case .finished, .delivered:
                return nil
            }
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }

    /// Ends the transfer as libcurl finished it: a response when `code` is `CURLE_OK`, otherwise
    /// the ``NetworkError`` it maps to.
    func finish(code: CURLcode) {
        guard code == CURLE_OK else {
            let tooLarge = bodyWasTooLarge || code == CURLE_FILESIZE_EXCEEDED
            finish(.failure(tooLarge ? .bodyTooLarge(limit: maxBodyBytes) : error(for: code)))
            return
        }
        guard headEnded else { return finish(.failure(.connectionLost)) }
        var status = 0
        _ = heroes_curl_getinfo_long(library.api, handle, CURLINFO_RESPONSE_CODE, &status)
        var headers = HTTPHeaders(headerFields)
        // libcurl decoded the body: the headers no longer describe the bytes held.
        if let coding = headers["Content-Encoding"], coding.lowercased() != "identity" {
            headers["Content-Encoding"] = nil
            headers["Content-Length"] = nil
        }
        finish(.success(HTTPResponse(statusCode: status, headers: headers, body: body)))
    }

    private func error(for code: CURLcode) -> NetworkError {
        let message = String(cString: errorBuffer)
        return NetworkError(
            curlCode: code, message: message.isEmpty ? library.describe(code) : message, url: url, host: hostAndPort)
    }

    // MARK: - Options

    private func configure(_ request: HTTPRequest, options: CurlTransport.Options) throws(NetworkError) {
        let api = library.api
        func set(_ option: CURLoption, _ value: Int) { _ = heroes_curl_setopt_long(api, handle, option, value) }
        func set(_ option: CURLoption, _ value: String) {
            _ = value.withCString { heroes_curl_setopt_pointer(api, handle, option, $0) }  // curl copies strings
        }
        set(CURLOPT_URL, url.absoluteString)
        set(CURLOPT_PROTOCOLS_STR, "http,https")
        set(CURLOPT_NOSIGNAL, 1)
        _ = heroes_curl_setopt_pointer(api, handle, CURLOPT_ERRORBUFFER, errorBuffer)
        // Every coding this libcurl decodes (gzip, deflate, brotli, zstd), decoded as it arrives.
        set(CURLOPT_ACCEPT_ENCODING, "")
        set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        let milliseconds = Int((max(options.timeout, 0.001) * 1000).rounded(.up))
        set(CURLOPT_TIMEOUT_MS, milliseconds)
        set(CURLOPT_CONNECTTIMEOUT_MS, milliseconds)
        _ = heroes_curl_setopt_offset(api, handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maxBodyBytes))
        if options.followsRedirects {
            set(CURLOPT_FOLLOWLOCATION, 1)
            set(CURLOPT_MAXREDIRS, 5)
            set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        }
        switch options.proxy {
        case .environment: break  // libcurl reads http_proxy, https_proxy, all_proxy and no_proxy itself
        case .none: set(CURLOPT_PROXY, "")
        case .url(let proxy, let noProxy):
            set(CURLOPT_PROXY, proxy)
            set(CURLOPT_NOPROXY, noProxy)
        }
        if let file = options.certificateAuthorities { set(CURLOPT_CAINFO, file) }
        try setMethodAndBody(request)
        try setHeaders(request)
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = heroes_curl_setopt_write(api, handle, CURLOPT_WRITEFUNCTION, curlReceiveBody)
        _ = heroes_curl_setopt_pointer(api, handle, CURLOPT_WRITEDATA, context)
        _ = heroes_curl_setopt_write(api, handle, CURLOPT_HEADERFUNCTION, curlReceiveHeader)
        _ = heroes_curl_setopt_pointer(api, handle, CURLOPT_HEADERDATA, context)
    }

    private func setMethodAndBody(_ request: HTTPRequest) throws(NetworkError) {
        let api = library.api
        let method = request.method.rawValue
        if let body = request.body {
            _ = heroes_curl_setopt_offset(api, handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            _ = body.withUnsafeBytes { heroes_curl_setopt_pointer(api, handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
            if method != "POST" {
                _ = method.withCString { heroes_curl_setopt_pointer(api, handle, CURLOPT_CUSTOMREQUEST, $0) }
            }
        } else if method == "HEAD" {
            _ = heroes_curl_setopt_long(api, handle, CURLOPT_NOBODY, 1)
        } else if method != "GET" {
            _ = method.withCString { heroes_curl_setopt_pointer(api, handle, CURLOPT_CUSTOMREQUEST, $0) }
        }
    }

    private func setHeaders(_ request: HTTPRequest) throws(NetworkError) {
        var lines: [String] = []
        for field in request.headers {
            let forbidden =
                field.name.isEmpty || (field.name + field.value).utf8.contains { $0 == 10 || $0 == 13 || $0 == 0 }
                || field.name.utf8.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: " ") }
            guard !forbidden else {
                throw NetworkError.other(
                    "the header \"\(field.name.prefix(40))\" cannot be sent (a line break, a colon or a space in its name)"
                )
            }
            // "Name;" is libcurl's way to send a header with an empty value ("Name:" would remove it).
            lines.append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
        }
        // No "Expect: 100-continue" wait before a body, and no form type libcurl would add by itself.
        if request.body != nil {
            lines.append("Expect:")
            if !request.headers.contains("Content-Type") { lines.append("Content-Type:") }
        }
        for line in lines {
            requestHeaders = library.api.pointee.slist_append(requestHeaders, line)
        }
        if let requestHeaders {
            _ = heroes_curl_setopt_pointer(library.api, handle, CURLOPT_HTTPHEADER, requestHeaders)
        }
    }

    // MARK: - Callbacks (on the multi thread)

    /// Appends body bytes; returns fewer than given (which makes libcurl stop) past the cap.
    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= maxBodyBytes else {
            bodyWasTooLarge = true
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Takes one header line. A status line starts a new response (a redirect followed, an
    /// interim 1xx, a proxy's answer to CONNECT), so the fields kept so far are dropped.
    fileprivate func receiveHeader(_ bytes: UnsafeRawBufferPointer) {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        let line = Substring(String(decoding: bytes[..<end], as: UTF8.self))
        if line.hasPrefix("HTTP/") {
            headerFields.removeAll()
            headEnded = false
            return
        }
        if line.isEmpty {
            headEnded = true
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingSpaces()
        let value = line[line.index(after: colon)...].trimmingSpaces()
        guard !name.isEmpty else { return }
        headerFields.append(HTTPHeaders.Field(name: name, value: value))
    }
}

/// `CURLOPT_WRITEFUNCTION`: `context` is the unretained ``CurlTransfer``, kept alive by the multi.
private let curlReceiveBody: curl_write_callback = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
}

/// `CURLOPT_HEADERFUNCTION`, one line a call.
private let curlReceiveHeader: curl_write_callback = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
    return size * count
}
