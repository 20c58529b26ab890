import Logging
import NIOCore
import NIOHTTP1

/// Stands between NIO's HTTP decoder and the ``HTTPExchangeHandler``, so that the handler only
/// ever sees whole, well-formed requests without their body, and a client can hold neither a
/// connection nor memory by sending slowly, sending a body or sending garbage:
///
/// - a request must arrive within ``MarvelHTTPServer/Limits/readTimeout``: past it the
///   connection is closed (answered 408 once the head has arrived, which HTTP allows);
/// - a kept-alive connection idle for ``MarvelHTTPServer/Limits/idleTimeout`` is closed;
/// - a body is counted and dropped as it arrives; over ``MarvelHTTPServer/Limits/maximumBodySize``,
///   declared or sent, the request is answered 413;
/// - a head of more than ``MarvelHTTPServer/Limits/maximumHeaderFields`` fields is answered 431;
/// - a request the decoder cannot parse is answered one 400 (NIO's own error handler answers
///   each error the decoder raises: two for an HTTP/0.9 line).
///
/// Each answer of its own says `Connection: close`, and the connection closes after it; after
/// an answer of the server that says so, nothing more is answered. While
/// the server works on a request (a latency or stall fault included) no deadline runs.
///
/// Sits after `HTTPServerPipelineHandler`, which holds pipelined requests and parse errors back
/// until the response before them has ended, so an answer of the guard never cuts into the
/// server's. It answers only where that handler allows a response: after a parse error, or once
/// the head has arrived; a head that never arrives is met with a bare close.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private enum State {
        /// Waiting for a head: the connection has just opened, or bytes of the next request
        /// have arrived on a kept-alive one. The read deadline runs.
        case awaitingHead
        /// The head has arrived and is held back until the body ends; `received` body bytes
        /// were dropped so far. The read deadline runs on.
        case readingBody(head: HTTPRequestHead, received: Int)
        /// The request is with the server until its response ends: no deadline.
        case answering
        /// Kept alive between requests: the idle deadline runs.
        case idle
        /// Answered by the guard, or closing: whatever else arrives is dropped.
        case closing
    }

    private let limits: MarvelHTTPServer.Limits
    private let logger: Logger
    /// Whether the connection waits on its client: from its opening and from each response's
    /// end until a request has arrived whole (see ``ConnectionRegistry``).
    private let wait: ConnectionWait
    private var state = State.awaitingHead
    /// When the running deadline passes; `nil` while none runs.
    private var deadline: NIODeadline?
    /// The event loop's timer that looks at ``deadline``, and when it fires: never after the
    /// deadline, at most ``checkInterval`` ahead. Each request moves the deadline twice (idle,
    /// then read); a timer that fires early and re-arms itself for what is left spares
    /// scheduling and cancelling a task of the loop each time (benchmarks/DECISIONS.md).
    private var timer: (task: Scheduled<Void>, firesAt: NIODeadline)?

    init(limits: MarvelHTTPServer.Limits, logger: Logger, wait: ConnectionWait) {
        self.limits = limits
        self.logger = logger
        self.wait = wait
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startDeadline(limits.readTimeout, context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startDeadline(limits.readTimeout, context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), state) {
        case (.head(let head), .idle):
            startDeadline(limits.readTimeout, context: context)
            receive(head, context: context)
        case (.head(let head), .awaitingHead):
            receive(head, context: context)
        case (.body(let chunk), .readingBody(let head, let received)):
            // `received` never exceeds the limit, so the subtraction cannot overflow.
            guard chunk.readableBytes <= max(0, limits.maximumBodySize) - received else {
                refuse(.payloadTooLarge, reason: "request body over \(limits.maximumBodySize) bytes", context: context)
                return
            }
            state = .readingBody(head: head, received: received + chunk.readableBytes)
        case (.end(let trailers), .readingBody(let head, _)):
            // The registry closed this connection, which waited longest, for a new one: the
            // request is dropped with it.
            guard wait.startAnswering() else {
                close(context: context)
                return
            }
            stopDeadline()
            state = .answering
            context.fireChannelRead(wrapInboundOut(.head(head)))
            context.fireChannelRead(wrapInboundOut(.end(trailers)))
        case (_, .closing):
            break
        default:
            // Out of order, which the decoder and the pipeline handler never let through.
            close(context: context)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Bytes of a next request: from now on it has the read timeout to arrive whole.
        if case .idle = state {
            state = .awaitingHead
            startDeadline(limits.readTimeout, context: context)
        }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parseError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        switch state {
        case .closing:
            break
        case .answering:
            // Not expected: the pipeline handler holds parse errors until the response ends.
            close(context: context)
        case .awaitingHead, .readingBody, .idle:
            refuse(.badRequest, reason: "unreadable request (\(parseError))", context: context)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            // The server's last answer (`Connection: close`): what comes after it, a pipelined
            // request or the parse error the pipeline handler hands over at its end, is dropped,
            // never answered after the close was announced.
            if !head.isKeepAlive, case .answering = state { state = .closing }
        case .end:
            // Before passing the end on: the pipeline handler hands over the next pipelined
            // request from within that call.
            if case .answering = state {
                state = .idle
                let now = NIODeadline.now()
                wait.wait(since: now)
                startDeadline(limits.idleTimeout, now: now, context: context)
            }
        case .body:
            break
        }
        context.write(data, promise: promise)
    }

    private func receive(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.headers.count <= limits.maximumHeaderFields else {
            refuse(
                .requestHeaderFieldsTooLarge,
                reason: "request of \(head.headers.count) header fields, over \(limits.maximumHeaderFields)",
                context: context)
            return
        }
        let declared = head.headers[canonicalForm: "content-length"]
        // A length that does not fit an Int is over any limit.
        if declared.contains(where: { Int($0).map { $0 > limits.maximumBodySize } ?? true }) {
            refuse(
                .payloadTooLarge,
                reason:
                    "request body of \(declared.joined(separator: ",")) bytes declared, over \(limits.maximumBodySize)",
                context: context)
            return
        }
        state = .readingBody(head: head, received: 0)
    }

    private func deadlinePassed(context: ChannelHandlerContext) {
        switch state {
        case .readingBody:
            refuse(.requestTimeout, reason: "request body not received within \(limits.readTimeout)", context: context)
        case .awaitingHead:
            logger.info("closed a connection: request head not received within \(limits.readTimeout)")
            close(context: context)
        case .idle:
            logger.debug("closed a connection idle for \(limits.idleTimeout)")
            close(context: context)
        case .answering, .closing:
            break
        }
    }

    /// Answers `status` with no body and closes the connection once the answer is written.
    private func refuse(_ status: HTTPResponseStatus, reason: String, context: ChannelHandlerContext) {
        stopDeadline()
        state = .closing
        logger.info("\(status.code) \(reason); closing the connection")
        let head = HTTPResponseHead(
            version: .http1_1, status: status, headers: ["Connection": "close", "Content-Length": "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }

    private func close(context: ChannelHandlerContext) {
        stopDeadline()
        state = .closing
        context.close(promise: nil)
    }

    /// How far ahead the timer is set at most: the shorter deadline, so that moving from the
    /// idle deadline to the read one never needs an earlier timer; at least a second, so that
    /// tiny limits do not wake an idle connection over and over.
    private var checkInterval: TimeAmount {
        TimeAmount(max(min(limits.readTimeout, limits.idleTimeout), .seconds(1)))
    }

    private func startDeadline(_ duration: Duration, now: NIODeadline = .now(), context: ChannelHandlerContext) {
        let passes = now + TimeAmount(duration)
        deadline = passes
        // A timer that fires no later than the new deadline will look at it then.
        if let timer, timer.firesAt <= passes { return }
        timer?.task.cancel()
        arm(at: min(passes, now + checkInterval), context: context)
    }

    private func arm(at firesAt: NIODeadline, context: ChannelHandlerContext) {
        let task = context.eventLoop.assumeIsolated().scheduleTask(deadline: firesAt) {
            self.timerFired(context: context)
        }
        timer = (task, firesAt)
    }

    private func timerFired(context: ChannelHandlerContext) {
        timer = nil
        guard let passes = deadline else { return }
        let now = NIODeadline.now()
        guard now >= passes else {
            arm(at: min(passes, now + checkInterval), context: context)
            return
        }
        deadline = nil
        deadlinePassed(context: context)
    }

    /// No deadline runs from now; a timer still set finds none when it fires, and stops.
    private func stopDeadline() {
        deadline = nil
    }

    private func cancelTimer() {
        deadline = nil
        timer?.task.cancel()
        timer = nil
    }
}
