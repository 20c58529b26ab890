import FoundationEssentials
import Logging
import NetworkClient
import NetworkStubs
import NIOCore
import NIOHTTP1
import NIOPosix

/// Serves one connection: reads requests in order, asks the ``MarvelServer`` for each reply and
/// carries it out on the socket, faults included.
struct ConnectionHandler: Sendable {
    let server: MarvelServer
    let logger: Logger
    /// `http://127.0.0.1:PORT`, to turn request targets into absolute URLs.
    let origin: String
    /// The buffers of the bodies sent again and again (the API's cached pages), as they are and gzipped.
    let bodies = BodyBuffers()

    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    /// How the exchange of one request ended.
    private enum Outcome {
        case keepOpen
        case close
    }

    /// `@concurrent`: a connection's exchanges run on the concurrent executor, off the caller's,
    /// as NIO's iterators (built without nonisolated(nonsending) by default) expect.
    @concurrent
    func serve(_ connection: Connection) async {
        let channel = connection.channel
        do {
            try await connection.executeThenClose { inbound, outbound in
                var head: HTTPRequestHead?
                var parts = inbound.makeAsyncIterator()
                while let part = try await parts.next() {
                    switch part {
                    case .head(let requestHead):
                        head = requestHead
                    case .body:
                        // Never delivered: the RequestGuard drops bodies (the API takes none).
                        continue
                    case .end:
                        guard let requestHead = head else { continue }
                        head = nil
                        let outcome = try await exchange(
                            requestHead, channel: channel, outbound: outbound, inbound: &parts)
                        if case .close = outcome { return }
                    }
                }
            }
        } catch {
            // The client went away or the server is shutting down: the connection is closed.
        }
    }

    @concurrent
    private func exchange(
        _ head: HTTPRequestHead,
        channel: any Channel,
        outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>,
        inbound parts: inout NIOAsyncChannelInboundStream<HTTPServerRequestPart>.AsyncIterator
    ) async throws -> Outcome {
        let started = ContinuousClock.now
        func log(_ outcome: String) {
            logger.info(
                "\(RequestLogLine.make(method: head.method.rawValue, uri: head.uri, outcome: outcome, duration: ContinuousClock.now - started))"
            )
        }
        guard let request = makeRequest(head) else {
            let response = HTTPResponse(
                statusCode: 400, headers: ["Content-Type": "text/plain; charset=utf-8"],
                body: Data("Bad request target\n".utf8))
            try await write(response, for: head, keepAlive: false, channel: channel, outbound: outbound)
            log("400")
            return .close
        }
        let reply = server.reply(to: request)
        if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
        switch reply.action {
        case .respond(let response):
            try await write(response, for: head, keepAlive: head.isKeepAlive, channel: channel, outbound: outbound)
            log(String(response.statusCode))
            return head.isKeepAlive ? .keepOpen : .close
        case .truncate(let response, let sentBytes):
            var nioHead = responseHead(response, for: head, keepAlive: false)
            nioHead.headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
            var buffer = channel.allocator.buffer(capacity: sentBytes)
            buffer.writeBytes(response.body.prefix(sentBytes))
            try await outbound.write(contentsOf: [.head(nioHead), .body(.byteBuffer(buffer))])
            log("\(response.statusCode) truncated at \(sentBytes) of \(response.body.count) bytes")
            return .close
        case .resetConnection:
            // SO_LINGER on, 0 s: close() sends a TCP RST instead of a FIN.
            try? await (channel as? any SocketOptionProvider)?.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
            log("reset")
            return .close
        case .stall:
            log("stalled")
            // Never answer: wait until the client closes the connection or the server stops.
            while try await parts.next() != nil {}
            return .close
        }
    }

    /// The request's body is never read (``RequestGuard`` drops it), so none is passed on.
    private func makeRequest(_ head: HTTPRequestHead) -> HTTPRequest? {
        RequestTarget.request(method: head.method.rawValue, target: head.uri, headers: head.headers, origin: origin)
    }

    private func responseHead(
        _ response: HTTPResponse, for request: HTTPRequestHead, keepAlive: Bool
    ) -> HTTPResponseHead {
        var headers = NIOHTTP1.HTTPHeaders()
        for field in response.headers where !Self.isFraming(field.name) {
            headers.add(name: field.name, value: field.value)
        }
        if response.statusCode != 304 {
            headers.add(
                name: "Content-Length",
                value: String(
                    request.method == .HEAD
                        ? Int(response.headers["Content-Length"] ?? "") ?? response.body.count
                        : response.body.count))
        }
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
        switch name.utf8.count {
        case 10: name.lowercased() == "connection"
        case 14: name.lowercased() == "content-length"
        default: false
        }
    }

    /// Sends `response` whole: gzipped when the request accepts gzip (``AcceptEncodingNormalizer``
    /// leaves `Accept-Encoding: gzip` on exactly those requests), as it is otherwise.
    private func write(
        _ response: HTTPResponse, for request: HTTPRequestHead, keepAlive: Bool, channel: any Channel,
        outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        var head = responseHead(response, for: request, keepAlive: keepAlive)
        guard request.method != .HEAD && !response.body.isEmpty else {
            try await outbound.write(contentsOf: [.head(head), .end(nil)])
            return
        }
        let body: ByteBuffer
        if request.headers.contains(name: "accept-encoding"),
            let gzipped = bodies.gzipBuffer(for: response.body, allocator: channel.allocator)
        {
            head.headers.replaceOrAdd(name: "Content-Length", value: String(gzipped.readableBytes))
            head.headers.add(name: "Content-Encoding", value: "gzip")
            body = gzipped
        } else {
            body = bodies.buffer(for: response.body, allocator: channel.allocator)
        }
        try await outbound.write(contentsOf: [.head(head), .body(.byteBuffer(body)), .end(nil)])
    }
}
