import FoundationEssentials
import Logging
import NetworkClient
import NetworkStubs
import NIOCore
import NIOHTTP1

// The C library's `linger`, for the reset fault.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers the requests of one connection where they arrive, on the channel's event loop: the
/// last handler of the pipeline, after ``RequestGuard`` and ``AcceptEncodingNormalizer``.
///
/// The event loop is where NIO wants a synchronous reply, and ``MarvelServer/reply(to:)`` is one:
/// an answer of the catalog is a bounded SQLite query or a body already encoded. Handing each
/// request to Swift concurrency and its response back to the loop costs futex wakes, task
/// switches, reference counting and generic metadata lookups on every request
/// (benchmarks/DECISIONS.md, "Answers on the event loop"). So nothing here leaves the loop: a
/// latency fault is a timer of the loop, which serves its other connections meanwhile.
///
/// A request is answered when the read that completed it is over (`channelReadComplete`), not
/// at its `.end`: the ``RequestGuard`` takes a read completing after a response has ended for
/// the first bytes of the next request, whose read deadline it then starts.
///
/// One request is answered at a time: `HTTPServerPipelineHandler` holds a pipelined request
/// back until the response before it has ended, and hands it over (with a read completion)
/// from within the write of that `.end`, so the state is set before that write.
final class HTTPExchangeHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// What the handlers of every connection of a server share.
    struct Shared: Sendable {
        let server: MarvelServer
        let logger: Logger
        /// Shared, so that a page asked for on any connection is copied and gzipped once.
        let bodies: BodyBuffers
        let connections: ConnectionRegistry
    }

    private enum State {
        /// Between requests.
        case idle
        /// The head has arrived, the `.end` not yet.
        case received(HTTPRequestHead)
        /// The whole request has arrived (at `started`): it is answered when the read is over.
        case complete(HTTPRequestHead, started: ContinuousClock.Instant)
        /// A latency fault holds the reply until the timer fires.
        case delaying(Scheduled<Void>)
        /// A stall fault: nothing more is read or answered until the connection closes.
        case stalled
        /// The connection is being closed (refused, answered for the last time, or gone).
        case closing
    }

    private let shared: Shared
    /// Whether the connection waits on its client, shared with the ``RequestGuard`` that moves
    /// it and the ``ConnectionRegistry`` that admits the connection.
    private let wait: ConnectionWait
    private var state = State.idle
    /// Whether ``ConnectionRegistry`` counts this connection, so that its end is taken off.
    private var admitted = false
    /// `http://127.0.0.1:PORT`, to turn request targets into absolute URLs; the port is the
    /// connection's local one, since a server started on port 0 learns its port after the
    /// pipeline is set up.
    private var origin = ""

    init(shared: Shared, wait: ConnectionWait) {
        self.shared = shared
        self.wait = wait
    }

    func channelActive(context: ChannelHandlerContext) {
        let connections = shared.connections
        switch connections.add(context.channel, wait: wait) {
        case .admitted, .admittedClosingLongestWaiting(first: false):
            admit(context: context)
        case .admittedClosingLongestWaiting(first: true):
            shared.logger.warning(
                "\(connections.maximum) connections open: closing the one that has waited longest on its client for each new one"
            )
            admit(context: context)
        case .refusedFull(let first):
            if first {
                shared.logger.warning(
                    "\(connections.maximum) connections open, all being answered: closing new ones until one ends")
            }
            state = .closing
            context.close(promise: nil)
        case .refusedClosing:
            state = .closing
            context.close(promise: nil)
        }
    }

    private func admit(context: ChannelHandlerContext) {
        admitted = true
        origin = "http://127.0.0.1:\(context.channel.localAddress?.port ?? 0)"
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        if admitted {
            admitted = false
            shared.connections.remove(context.channel)
        }
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    /// The client went away or the pipeline failed: the connection is closed, as nothing more
    /// can be answered on it.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        stop()
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), state) {
        case (.head(let head), .idle):
            state = .received(head)
        case (.end, .received(let head)):
            state = .complete(head, started: .now)
        default:
            // A body (never delivered: the RequestGuard drops them, the API takes none), a part
            // after a stall or a last answer, or one out of order (which the pipeline handler
            // and the RequestGuard never let through): dropped.
            break
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if case .complete(let head, let started) = state {
            state = .idle
            answer(head, started: started, context: context)
        }
        context.fireChannelReadComplete()
    }

    private func stop() {
        if case .delaying(let timer) = state { timer.cancel() }
        state = .closing
    }

    private func answer(_ head: HTTPRequestHead, started: ContinuousClock.Instant, context: ChannelHandlerContext) {
        guard
            let request = RequestTarget.request(
                method: head.method.rawValue, target: head.uri, headers: head.headers, origin: origin)
        else {
            let response = HTTPResponse(
                statusCode: 400, headers: ["Content-Type": "text/plain; charset=utf-8"],
                body: Data("Bad request target\n".utf8))
            send(response, for: head, keepAlive: false, started: started, context: context)
            return
        }
        let reply = shared.server.reply(to: request)
        guard reply.delay > .zero else {
            carryOut(reply.action, for: head, started: started, context: context)
            return
        }
        // A timer, not a sleep: the loop goes on serving its other connections meanwhile.
        let timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(reply.delay)) {
            guard case .delaying = self.state else { return }
            self.state = .idle
            self.carryOut(reply.action, for: head, started: started, context: context)
        }
        state = .delaying(timer)
    }

    private func carryOut(
        _ action: ServerReply.Action, for head: HTTPRequestHead, started: ContinuousClock.Instant,
        context: ChannelHandlerContext
    ) {
        switch action {
        case .respond(let response):
            send(response, for: head, keepAlive: head.isKeepAlive, started: started, context: context)
        case .truncate(let response, let sentBytes):
            state = .closing
            // The kept buffer of the whole body, its end moved in: no copy.
            var cut = shared.bodies.buffer(for: response.body, allocator: context.channel.allocator)
            cut.moveWriterIndex(to: cut.readerIndex + min(max(0, sentBytes), cut.readableBytes))
            let responseHead = self.responseHead(
                response, for: head, keepAlive: false, contentLength: response.body.count, gzipped: false)
            context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
            log(head, "\(response.statusCode) truncated at \(sentBytes) of \(response.body.count) bytes", started)
            // No `.end`: the client is left waiting for the rest of the declared length.
            closeAfter(context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(cut)))), context: context)
        case .resetConnection:
            state = .closing
            log(head, "reset", started)
            let channel = context.channel
            // SO_LINGER on, 0 s: close() sends a TCP RST instead of a FIN.
            guard let socket = channel as? any SocketOptionProvider else {
                context.close(promise: nil)
                return
            }
            socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in channel.close(promise: nil) }
        case .stall:
            state = .stalled
            log(head, "stalled", started)
        }
    }

    /// Sends `response` whole: gzipped when the request accepts gzip (``AcceptEncodingNormalizer``
    /// leaves `Accept-Encoding: gzip` on exactly those requests), as it is otherwise; a `HEAD`
    /// gets the head alone. One flush, at the `.end`: the head and the body leave in one write.
    private func send(
        _ response: HTTPResponse, for request: HTTPRequestHead, keepAlive: Bool, started: ContinuousClock.Instant,
        context: ChannelHandlerContext
    ) {
        var body: ByteBuffer?
        var gzipped = false
        if request.method != .HEAD && !response.body.isEmpty {
            let allocator = context.channel.allocator
            if request.headers.contains(name: "accept-encoding"),
                let gzipBody = shared.bodies.gzipBuffer(for: response.body, allocator: allocator)
            {
                body = gzipBody
                gzipped = true
            } else {
                body = shared.bodies.buffer(for: response.body, allocator: allocator)
            }
        }
        let contentLength: Int? =
            if let body, gzipped {
                body.readableBytes
            } else if response.statusCode == 304 {
                nil
            } else if request.method == .HEAD {
                Int(response.headers["Content-Length"] ?? "") ?? response.body.count
            } else {
                response.body.count
            }
        let head = responseHead(
            response, for: request, keepAlive: keepAlive, contentLength: contentLength, gzipped: gzipped)
        // Set before the `.end` is written, which may hand over the next pipelined request.
        state = keepAlive ? .idle : .closing
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if let body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        // Logged before the `.end`, so that a pipelined request answered within its write is
        // logged after this one.
        log(request, String(response.statusCode), started)
        if keepAlive {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        } else {
            closeAfter(context.writeAndFlush(wrapOutboundOut(.end(nil))), context: context)
        }
    }

    /// The head of `response`: its fields but the framing ones, which the handler sets itself
    /// from what it sends, in one `HTTPHeaders` sized for them.
    ///
    /// The two encodings of an answer are kept apart for caches: a `200` or `304` says `Vary:
    /// Accept-Encoding`, and to a request that accepts gzip its `ETag` ends in
    /// ``AcceptEncodingNormalizer/gzipSuffix`` (a strong validator names one sequence of bytes;
    /// the normalizer takes the suffix off an `If-None-Match` sent back).
    private func responseHead(
        _ response: HTTPResponse, for request: HTTPRequestHead, keepAlive: Bool, contentLength: Int?,
        gzipped: Bool
    ) -> HTTPResponseHead {
        let variesByEncoding = response.statusCode == 200 || response.statusCode == 304
        let acceptsGzip = request.headers.contains(name: "accept-encoding")
        var headers = NIOHTTP1.HTTPHeaders()
        headers.reserveCapacity(response.headers.count + 4)
        for field in response.headers where !Self.isFraming(field.name) {
            if variesByEncoding && NetworkClient.HTTPHeaders.sameName(field.name, "vary") { continue }
            if variesByEncoding && acceptsGzip && NetworkClient.HTTPHeaders.sameName(field.name, "etag") {
                headers.add(name: field.name, value: AcceptEncodingNormalizer.withGzipSuffix(field.value))
            } else {
                headers.add(name: field.name, value: field.value)
            }
        }
        if variesByEncoding { headers.add(name: "Vary", value: "Accept-Encoding") }
        if let contentLength { headers.add(name: "Content-Length", value: String(contentLength)) }
        if gzipped { headers.add(name: "Content-Encoding", value: "gzip") }
        if !keepAlive {
            headers.add(name: "Connection", value: "close")
        } else if request.version.major == 1 && request.version.minor == 0 {
            headers.add(name: "Connection", value: "keep-alive")
        }
        return HTTPResponseHead(
            version: request.version, status: HTTPResponseStatus(statusCode: response.statusCode), headers: headers)
    }

    /// Whether a header is `Content-Length` or `Connection` (any case), which the handler sets itself.
    private static func isFraming(_ name: String) -> Bool {
        NetworkClient.HTTPHeaders.sameName(name, "connection")
            || NetworkClient.HTTPHeaders.sameName(name, "content-length")
    }

    /// Closes the connection once `written` has gone out (or failed), so that the last answer
    /// is not cut.
    private func closeAfter(_ written: EventLoopFuture<Void>, context: ChannelHandlerContext) {
        let channel = context.channel
        written.whenComplete { _ in channel.close(promise: nil) }
    }

    /// The request's log line, with the time since its `.end` arrived (a latency fault included).
    private func log(_ request: HTTPRequestHead, _ outcome: String, _ started: ContinuousClock.Instant) {
        shared.logger.info(
            "\(RequestLogLine.make(method: request.method.rawValue, uri: request.uri, outcome: outcome, duration: ContinuousClock.now - started))"
        )
    }
}
