import NIOCore
import NIOHTTP1

/// Rewrites each request's `Accept-Encoding` to `gzip` when the client accepts gzip (`deflate,
/// gzip` from libcurl, `gzip;q=0.5`, `x-gzip`) and removes it otherwise, so that the
/// ``HTTPExchangeHandler`` has one question to ask before it sends a body gzipped; and keeps the two encodings of an answer apart
/// for caches: every `200` and `304` says `Vary: Accept-Encoding`, and the gzip one's `ETag`
/// ends in `-gzip` (a strong validator names one sequence of bytes), which an `If-None-Match`
/// sent back has taken off again before the API compares it.
final class AcceptEncodingNormalizer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The suffix of a gzip answer's entity tag.
    static let gzipSuffix = "-gzip"

    /// Whether each request not answered yet accepted gzip, oldest first (requests may be pipelined).
    private var acceptsGzip = CircularBuffer<Bool>()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let acceptsGzip = head.headers[canonicalForm: "accept-encoding"].contains { Self.acceptsGzip($0) }
        self.acceptsGzip.append(acceptsGzip)
        head.headers.remove(name: "accept-encoding")
        if acceptsGzip { head.headers.add(name: "Accept-Encoding", value: "gzip") }
        if let ifNoneMatch = head.headers.first(name: "if-none-match") {
            head.headers.replaceOrAdd(name: "If-None-Match", value: Self.withoutGzipSuffixes(ifNoneMatch))
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        let gzip = acceptsGzip.popFirst() ?? false
        if head.status == .ok || head.status == .notModified {
            head.headers.replaceOrAdd(name: "Vary", value: "Accept-Encoding")
            if gzip, let etag = head.headers.first(name: "etag") {
                head.headers.replaceOrAdd(name: "ETag", value: Self.withGzipSuffix(etag))
            }
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Whether one `Accept-Encoding` element (`gzip`, `x-gzip`, `gzip;q=0.5`) accepts gzip.
    static func acceptsGzip(_ element: Substring) -> Bool {
        let parts = element.split(separator: ";").map { $0.trimmingSpaces().lowercased() }
        guard let coding = parts.first, coding == "gzip" || coding == "x-gzip" else { return false }
        for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
            return (Double(parameter.dropFirst(2)) ?? 0) > 0
        }
        return true
    }

    /// `etag` with ``gzipSuffix`` inside its quotes, if it has them: `"abc"` → `"abc-gzip"`.
    static func withGzipSuffix(_ etag: String) -> String {
        etag.hasSuffix("\"") ? String(etag.dropLast()) + gzipSuffix + "\"" : etag + gzipSuffix
    }

    /// An `If-None-Match` list with ``gzipSuffix`` taken off each tag that has it.
    static func withoutGzipSuffixes(_ value: String) -> String {
        value.split(separator: ",").map { element in
            var tag = element.trimmingSpaces()
            let quoted = tag.hasSuffix("\"") && tag.count >= 2
            if quoted { tag.removeLast() }
            if tag.hasSuffix(gzipSuffix) { tag.removeLast(gzipSuffix.count) }
            return quoted ? tag + "\"" : tag
        }.joined(separator: ", ")
    }
}
