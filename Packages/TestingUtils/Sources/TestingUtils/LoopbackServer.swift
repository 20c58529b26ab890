public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests, written on POSIX sockets.
///
/// It binds port 0 (so the kernel picks a free port), accepts on a background thread and runs
/// `handler` for each connection on a thread of its own, so a test scripts exactly what the
/// client sees: a normal answer, silence, a body cut short. Every loop is bounded: the server
/// accepts at most `maxConnections`, and stops by itself after `lifetime` even if the test
/// forgets to call ``stop()``.
public final class LoopbackServer: @unchecked Sendable {
    public typealias Handler = @Sendable (LoopbackConnection) -> Void

    /// The port the kernel picked when the server bound port 0; ``url(_:)`` builds URLs on it.
    public let port: UInt16
    /// When the server stops by itself.
    public let deadline: Date

    private let listener: Int32
    /// Let go when the server stops, so that a handler that holds its owner (who holds the
    /// server) keeps nothing alive once it has stopped. Touched by the accept thread only, after
    /// `init`.
    private var handler: Handler?
    private let maxConnections: Int
    private let state: LoopbackServerState
    private let threads = DispatchGroup()

    /// Starts a server whose connections are handled by `handler`.
    public init(lifetime: TimeInterval = 20, maxConnections: Int = 8, handler: @escaping Handler) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket", errno) }
        do {
            port = try Self.bindLoopback(fd)
            guard listen(fd, 16) == 0 else { throw SocketError("listen", errno) }
        } catch {
            closeDescriptor(fd)
            throw error
        }
        listener = fd
        deadline = Date().addingTimeInterval(lifetime)
        state = LoopbackServerState(deadline: deadline)
        self.handler = handler
        self.maxConnections = maxConnections
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop()
            threads.leave()
        }
        thread.name = "LoopbackServer.accept"
        thread.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// How many connections the server has accepted so far.
    public var acceptedConnections: Int { state.acceptedConnections }

    /// Stops accepting, tells every connection handler to finish and waits (bounded) for them.
    public func stop() {
        state.requestStop()
        _ = threads.wait(timeout: .now() + 5)
    }

    private func acceptLoop() {
        defer {
            closeDescriptor(listener)
            handler = nil
        }
        while !state.shouldStop && acceptedConnections < maxConnections {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0, let handler else { continue }
            state.countConnection()
            let connection = LoopbackConnection(fd: client, state: state)
            threads.enter()
            let thread = Thread { [handler, threads] in
                handler(connection)
                connection.close()
                threads.leave()
            }
            thread.name = "LoopbackServer.connection"
            thread.start()
        }
    }

    /// Binds `fd` to 127.0.0.1 on `port`, a free one when 0, and returns the port.
    static func bindLoopback(_ fd: Int32, port: UInt16 = 0) throws -> UInt16 {
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw SocketError("bind", errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw SocketError("getsockname", errno) }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// What a server and its connections share: whether to stop, and the count of connections.
final class LoopbackServerState: @unchecked Sendable {
    private let lock = NSLock()
    private let deadline: Date
    private var stopRequested = false
    private var accepted = 0

    init(deadline: Date) { self.deadline = deadline }

    /// Whether the server was told to stop or its lifetime is over.
    var shouldStop: Bool { lock.withLock { stopRequested } || Date() >= deadline }

    var acceptedConnections: Int { lock.withLock { accepted } }

    func requestStop() { lock.withLock { stopRequested = true } }

    func countConnection() { lock.withLock { accepted += 1 } }
}

/// A port on 127.0.0.1 that is bound but not listening, so connecting to it is refused.
/// The socket stays bound (so no one else takes the port) until the value is released.
public final class RefusingPort: @unchecked Sendable {
    public let port: UInt16
    private let fd: Int32

    /// Holds a free port.
    public convenience init() throws {
        try self.init(port: 0)
    }

    /// Holds `port`, once the server a test ran there has stopped, so that nothing listens on
    /// it until the value is released and the test starts its server there again; a free port
    /// when 0. Throws when something else holds the port.
    public init(port: UInt16) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket", errno) }
        do {
            self.port = try LoopbackServer.bindLoopback(fd, port: port)
        } catch {
            closeDescriptor(fd)
            throw error
        }
        self.fd = fd
    }

    deinit { closeDescriptor(fd) }

    public func url(_ path: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }
}

/// One accepted connection, driven by a test's handler.
public final class LoopbackConnection: @unchecked Sendable {
    /// A request as read off the wire.
    public struct Request: Sendable {
        public var method: String
        public var target: String
        public var headers: [(name: String, value: String)]
        public var body: [UInt8]

        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    private let fd: Int32
    private let state: LoopbackServerState
    private var buffer: [UInt8] = []
    private var closed = false
    private static let maxRequestBytes = 64 * 1024

    init(fd: Int32, state: LoopbackServerState) {
        self.fd = fd
        self.state = state
    }

    /// Reads one request (head and `Content-Length` body). Returns `nil` when the client closes
    /// the connection, the request is too large, or the server is stopping.
    public func readRequest() -> Request? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int? = nil
        while headEnd == nil {
            if let range = buffer.firstRange(of: separator) {
                headEnd = range.upperBound
                break
            }
            guard buffer.count < Self.maxRequestBytes, receiveSome() else { return nil }
        }
        guard let end = headEnd else { return nil }
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var request = Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: [])
        let length = Int(request.header("Content-Length") ?? "0") ?? 0
        guard length <= Self.maxRequestBytes else { return nil }
        while buffer.count - end < length {
            guard receiveSome() else { return nil }
        }
        request.body = Array(buffer[end..<(end + length)])
        buffer.removeFirst(end + length)
        return request
    }

    /// Writes `bytes` whole (or until the peer goes away).
    public func write(_ bytes: [UInt8]) {
        var offset = 0
        var tries = 0
        while offset < bytes.count && tries < 1000 && !closed {
            tries += 1
            let sent = bytes[offset...].withUnsafeBytes { raw in
                send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Writes a string as UTF-8.
    public func write(_ text: String) { write(Array(text.utf8)) }

    /// Writes a full response with `Content-Length` set from `body`.
    public func respond(status: Int = 200, reason: String = "OK", headers: [(String, String)] = [], body: [UInt8] = [])
    {
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        write(Array(head.utf8) + body)
    }

    /// Blocks (in short, bounded slices) until the server is told to stop.
    public func waitUntilStopped() {
        while !state.shouldStop { usleep(20_000) }
    }

    /// Closes the socket at once with a TCP reset (SO_LINGER 0) instead of an orderly close.
    public func reset() {
        guard !closed else { return }
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        close()
    }

    /// Closes the socket; calling it again does nothing.
    public func close() {
        guard !closed else { return }
        closed = true
        closeDescriptor(fd)
    }

    /// Waits for data in 20 ms slices until some arrives, the peer closes, or the server stops.
    private func receiveSome() -> Bool {
        while !state.shouldStop && !closed {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 20)
            if ready < 0 { return false }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
        return false
    }
}

/// A failed socket call, with its `errno`.
public struct SocketError: Error, CustomStringConvertible {
    public let call: String
    public let code: Int32
    init(_ call: String, _ code: Int32) {
        self.call = call
        self.code = code
    }
    public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}

/// Closes a file descriptor (a free function, so it is not shadowed by `close()` methods).
func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}
