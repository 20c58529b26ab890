import NIOCore
import NIOHTTP1

/// Rewrites each request's `Accept-Encoding` so that the compressor after it answers with gzip
/// whenever the client accepts gzip (libcurl sends `deflate, gzip`, which would otherwise pick
/// deflate), and with no compression otherwise.
final class AcceptEncodingNormalizer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let acceptsGzip = head.headers[canonicalForm: "accept-encoding"].contains { Self.acceptsGzip($0) }
        head.headers.remove(name: "accept-encoding")
        if acceptsGzip { head.headers.add(name: "Accept-Encoding", value: "gzip") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// Whether one `Accept-Encoding` element (`gzip`, `x-gzip`, `gzip;q=0.5`) accepts gzip.
    static func acceptsGzip(_ element: Substring) -> Bool {
        let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let coding = parts.first, coding == "gzip" || coding == "x-gzip" else { return false }
        for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
            return (Double(parameter.dropFirst(2)) ?? 0) > 0
        }
        return true
    }
}
