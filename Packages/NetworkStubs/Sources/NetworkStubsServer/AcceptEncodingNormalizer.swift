import NIOCore
import NIOHTTP1

/// Rewrites each request's `Accept-Encoding` to `gzip` when the client accepts gzip (`deflate,
/// gzip` from libcurl, `gzip;q=0.5`, `x-gzip`) and removes it otherwise, so that the
/// ``HTTPExchangeHandler`` has one question to ask before it sends a body gzipped (and tags it
/// apart: its `ETag` ends in ``gzipSuffix``); and takes that suffix off the tags of an
/// `If-None-Match` sent back, before the API compares them.
final class AcceptEncodingNormalizer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    /// The suffix of a gzip answer's entity tag.
    static let gzipSuffix = "-gzip"

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let acceptsGzip = head.headers[canonicalForm: "accept-encoding"].contains { Self.acceptsGzip($0) }
        head.headers.remove(name: "accept-encoding")
        if acceptsGzip { head.headers.add(name: "Accept-Encoding", value: "gzip") }
        if let ifNoneMatch = head.headers.first(name: "if-none-match") {
            head.headers.replaceOrAdd(name: "If-None-Match", value: Self.withoutGzipSuffixes(ifNoneMatch))
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
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
