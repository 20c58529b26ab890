import Foundation
import Logging
import NIOCore
import NIOEmbedded
import NetworkStubs
@testable import NetworkStubsServer
import NetworkStubsTesting

// Target `http-framing`: bytes a client sends on one connection to `heroes serve` → what the
// server writes back. The connection is an in-memory channel set up by the server's own
// `MarvelHTTPServer.configureConnection` (NIO's HTTP/1.1 decoder and encoder, the RequestGuard,
// the exchange handler, over `Catalog.sample2017`), with the real limits of `heroes serve`.
// The input is cut into reads at points it chooses, so that requests arrive whole, pipelined,
// or split anywhere. The deadlines are left to the server's tests (see below).
//
// Checked, besides "no trap": every response head is `HTTP/1.1 NNN reason` (`HTTP/1.0` to an
// HTTP/1.0 request, as NIO answers it) then header fields
// free of control characters (nothing from the request can split a response), a status the
// server answers with; the bytes after a head are its `Content-Length` (none for a HEAD or a
// 304); after a response that says `Connection: close` nothing but its own body is written
// (it is written as a head then the body, apart: an answer with a body to an HTTP/1.0 request
// or to one that asks to close is such a response) and the connection is closed once that body
// is out.
private let framingServer = MarvelServer(api: MarvelAPI(catalog: .sample2017))
private let quiet = Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() }
private let statuses: Set<Int> = [200, 304, 400, 401, 404, 405, 408, 409, 413, 414, 429, 431, 500, 501, 503, 505]

func fuzzHTTPFraming(_ bytes: [UInt8]) {
    // Nothing cached from an earlier input (see `fuzzServer`).
    defer { framingServer.forgetCachedAnswers() }
    var input = FuzzInput(bytes)
    let cuts = (0..<input.int(in: 0...6)).map { _ in input.int(in: 0...4096) }
    let data = input.rest()
    let limits = MarvelHTTPServer.Limits()
    let shared = HTTPExchangeHandler.Shared(
        server: framingServer, logger: quiet, bodies: BodyBuffers(), connections: ConnectionRegistry(maximum: 8))
    let channel = EmbeddedChannel()
    do {
        try MarvelHTTPServer.configureConnection(channel, limits: limits, logger: quiet, shared: shared)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
    } catch {
        fail("http-framing: the connection could not be set up: \(error)")
    }
    var written = Output()
    var start = 0
    for end in (cuts.filter { $0 < data.count }.sorted() + [data.count]) where end >= start {
        guard channel.isActive else { break }
        var buffer = channel.allocator.buffer(capacity: end - start)
        buffer.writeBytes(data[start..<end])
        start = end
        _ = try? channel.writeInbound(buffer)
        channel.embeddedEventLoop.run()
        written.read(channel)
    }
    // The deadlines are not run here: the RequestGuard reads the wall clock, which an embedded
    // loop does not move (NetworkStubsServer's tests cover them with short limits). The
    // connection is closed instead, and nothing may be written after.
    _ = channel.close()
    channel.embeddedEventLoop.run()
    written.read(channel)
    written.finish()
    _ = try? channel.finish()
}

/// The responses written on the connection, checked as they come.
private struct Output {
    /// Everything written, for a failure's message.
    var text = ""
    /// Body bytes still expected after the last head, and received so far.
    private var expected = 0
    private var received = 0
    private var bodyAllowed = true
    /// Whether the last head said `Connection: close`: its body alone may follow, then the close.
    private var closing = false

    mutating func read(_ channel: EmbeddedChannel) {
        while let buffer = try? channel.readOutbound(as: ByteBuffer.self) {
            let bytes = Array(buffer.readableBytesView)
            if bytes.isEmpty { continue }
            text += String(decoding: bytes, as: UTF8.self)
            if bytes.starts(with: Array("HTTP/".utf8)) {
                guard !closing else { fail("http-framing: a response after one that said `Connection: close`", text) }
                // A HEAD's answer declares a length and sends no body at all.
                guard expected == 0 || !bodyAllowed || received == 0 else {
                    fail("http-framing: a head before the body ended", text)
                }
                head(bytes)
            } else {
                guard bodyAllowed, bytes.count <= expected else {
                    fail("http-framing: more body than its Content-Length", text)
                }
                expected -= bytes.count
                received += bytes.count
            }
        }
        // A head, then its body in a write of its own: the close comes once the body is out.
        if closing, expected == 0 || !bodyAllowed, channel.isActive {
            fail("http-framing: the connection stays open after a response that said `Connection: close`", text)
        }
    }

    private mutating func head(_ bytes: [UInt8]) {
        guard bytes.suffix(4) == Array("\r\n\r\n".utf8) else {
            fail("http-framing: a head that does not end a head", text)
        }
        let lines = String(decoding: bytes.dropLast(4), as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines[0].split(separator: " ", maxSplits: 2)
        guard status.count == 3, status[0] == "HTTP/1.1" || status[0] == "HTTP/1.0", let code = Int(status[1]),
            statuses.contains(code)
        else {
            fail("http-framing: a bad status line", text)
        }
        var length: Int?
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"),
                line.unicodeScalars.allSatisfy({ ($0.value >= 0x20 || $0 == "\t") && $0.value != 0x7F })
            else { fail("http-framing: a bad header field", text) }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard length == nil, let number = Int(value), number >= 0 else {
                    fail("http-framing: a bad Content-Length", text)
                }
                length = number
            }
            if name == "connection", value.lowercased() == "close" { closing = true }
            guard name != "transfer-encoding" else { fail("http-framing: a chunked response", text) }
        }
        // A 304 has no body, and needs no Content-Length (RFC 9110 §15.4.5).
        guard let length = length ?? (code == 304 ? 0 : nil) else {
            fail("http-framing: a response without Content-Length", text)
        }
        expected = length
        received = 0
        // A 304 declares a length and sends no body.
        bodyAllowed = code != 304
    }

    mutating func finish() {
        guard expected == 0 || !bodyAllowed || received == 0 else {
            fail("http-framing: a body shorter than its Content-Length", text)
        }
    }
}
