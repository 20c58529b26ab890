import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP client to 127.0.0.1 for what URLSession hides: the exact bytes on the wire,
/// keep-alive, pipelining, truncation and resets. Every read is bounded by a receive timeout:
/// 30 s unless told, a bound on a hang only (a passing read returns when the bytes come, and a
/// loaded machine may take seconds to send them); a test that expects `Failure.timedOut`
/// from a server that never answers passes a short one.
///
/// Reads block, so they run on a thread of their own: blocking Swift's cooperative pool (two
/// threads on a two-core machine) would starve the server under test. Used by one task at a
/// time, hence the unchecked `Sendable`.
public final class RawHTTPConnection: @unchecked Sendable {
    public enum Failure: Error, Equatable, Sendable {
        case connect(Int32)
        case timedOut
        case reset
        case closed
        case other(Int32)
    }

    public struct Response: Sendable {
        public let statusLine: String
        public let headers: [(String, String)]
        public let body: [UInt8]
        /// Whether the whole declared `Content-Length` arrived.
        public let complete: Bool

        public var statusCode: Int { Int(statusLine.split(separator: " ")[1]) ?? 0 }

        public func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    public init(port: Int, receiveTimeout: Double = 30) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure.connect(errno) }
        var timeout = timeval(
            tv_sec: Int(receiveTimeout), tv_usec: Int((receiveTimeout - Double(Int(receiveTimeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: a class whose properties are all set runs its deinit when its init
        // throws, and a second close could close a descriptor the process has opened since (a
        // server's accepted socket: NIO then traps on EBADF).
        guard result == 0 else { throw Failure.connect(errno) }
    }

    deinit { if fd >= 0 { close(fd) } }

    public func send(_ text: String) throws {
        try send(bytes: Array(text.utf8))
    }

    public func send(bytes: [UInt8]) throws {
        var bytes = bytes
        while !bytes.isEmpty {
            let sent = Glibc.send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL))
            guard sent > 0 else { throw Failure.other(errno) }
            bytes.removeFirst(sent)
        }
    }

    /// `GET` request text for `target` with extra header lines.
    public static func request(_ target: String, headers: [String] = []) -> String {
        request("GET", target, headers: headers)
    }

    /// Request text with the given method.
    public static func request(_ method: String, _ target: String, headers: [String] = []) -> String {
        (["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1"] + headers).joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// Whether the server has closed the connection (or reset it) and nothing it sent is left
    /// unread, looked at without waiting: `false` while it is open, or has bytes to read.
    public func isClosedByPeer() -> Bool {
        guard buffer.isEmpty else { return false }
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Reads more bytes into the buffer; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(fd, &chunk, chunk.count, 0)
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        if count == 0 { return false }
        switch errno {
        case EAGAIN, EWOULDBLOCK: throw Failure.timedOut
        case ECONNRESET: throw Failure.reset
        default: throw Failure.other(errno)
        }
    }

    /// Reads one response whose body is framed by `Content-Length` (none for HEAD or 304).
    public func readResponse(bodyExpected: Bool = true) async throws -> Response {
        try await Self.onThread { try self.readResponseBlocking(bodyExpected: bodyExpected) }
    }

    /// Reads until the server closes: the bytes, and how it ended.
    public func readToEnd() async -> (bytes: [UInt8], ending: Failure) {
        // readToEndBlocking never throws.
        (try? await Self.onThread { self.readToEndBlocking() }) ?? ([], .other(0))
    }

    /// ``readToEnd()`` on the calling thread, which it blocks until the server closes or the
    /// receive timeout ends a read: for a caller on a thread of its own (a ``LoopbackServer``'s
    /// connection handler). A task calls ``readToEnd()``, which holds no thread of Swift's
    /// cooperative pool while it waits.
    public func readToEndBlocking() -> (bytes: [UInt8], ending: Failure) {
        do {
            while try fill() {}
            let bytes = buffer
            buffer = []
            return (bytes, .closed)
        } catch {
            let bytes = buffer
            buffer = []
            return (bytes, error as? Failure ?? .other(0))
        }
    }

    /// Runs blocking work on a new thread and waits for it without holding a cooperative thread.
    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.start()
        }
    }

    private func readResponseBlocking(bodyExpected: Bool) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.firstRange(of: separator)?.lowerBound
            if headEnd == nil, try !fill() { throw Failure.closed }
        }
        let headText = String(decoding: buffer[0..<headEnd!], as: UTF8.self)
        buffer.removeFirst(headEnd! + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let headers = lines.map { line -> (String, String) in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
        }
        let status = Int(statusLine.split(separator: " ")[1]) ?? 0
        let length =
            bodyExpected && status != 304
            ? Int(headers.first { $0.0.lowercased() == "content-length" }?.1 ?? "0") ?? 0
            : 0
        var complete = true
        while buffer.count < length {
            if try !fill() {
                complete = false
                break
            }
        }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(body.count)
        return Response(statusLine: statusLine, headers: headers, body: body, complete: complete)
    }
}
