import Foundation
import TestingUtils
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A small HTTP proxy on 127.0.0.1 that only tunnels (`CONNECT host:port`), the way a TLS
/// request goes through a proxy: it records each CONNECT's head, opens the connection (to
/// 127.0.0.1 only), answers `200 Connection established` and relays bytes both ways until either
/// side closes. Bounded like ``LoopbackServer``: at most `maxConnections`, and it stops by itself
/// after `lifetime` seconds.
final class TunnellingProxy: @unchecked Sendable {
    let port: UInt16
    /// A request head as the proxy received it.
    struct Head: Sendable {
        var method: String
        var target: String
        var headers: [(name: String, value: String)]

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// The heads of the requests received (CONNECT or not), in order.
    let connects = Recorder<Head>()

    private let listener: Int32
    private let deadline: Date
    private let stopped = Recorder<Bool>()
    private let threads = DispatchGroup()

    init(lifetime: TimeInterval = 20, maxConnections: Int = 4) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                fd >= 0 && bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ready else {
            if fd >= 0 { close(fd) }
            throw ProxyFailure(description: "the proxy could not listen: \(String(cString: strerror(errno)))")
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        deadline = Date().addingTimeInterval(lifetime)
        threads.enter()
        Thread { [self] in
            acceptLoop(maxConnections: maxConnections)
            threads.leave()
        }.start()
    }

    deinit { stop() }

    /// Stops accepting and relaying; waits (bounded) for the threads.
    func stop() {
        if stopped.count == 0 { stopped.append(true) }
        _ = threads.wait(timeout: .now() + 5)
    }

    private var shouldStop: Bool { stopped.count > 0 || Date() >= deadline }

    private func acceptLoop(maxConnections: Int) {
        defer { close(listener) }
        var accepted = 0
        while !shouldStop && accepted < maxConnections {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            accepted += 1
            threads.enter()
            Thread { [self] in
                tunnel(client)
                close(client)
                threads.leave()
            }.start()
        }
    }

    /// Reads the CONNECT head, opens the target and relays.
    private func tunnel(_ client: Int32) {
        var head: [UInt8] = []
        while head.count < 16 * 1024, !head.ends(with: Array("\r\n\r\n".utf8)) {
            guard let byte = readByte(client) else { return }
            head.append(byte)
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let target = String(requestLine[1])
        connects.append(Head(method: String(requestLine[0]), target: target, headers: Array(headers)))
        guard requestLine[0] == "CONNECT", target.hasPrefix("127.0.0.1:"),
            let port = UInt16(target.dropFirst("127.0.0.1:".count)), let upstream = connectLoopback(port)
        else {
            write(client, "HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
            return
        }
        defer { close(upstream) }
        write(client, "HTTP/1.1 200 Connection established\r\n\r\n")
        relay(client, upstream)
    }

    private func relay(_ a: Int32, _ b: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !shouldStop {
            var pollers = [
                pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&pollers, 2, 20) >= 0 else { return }
            for (from, to) in [(0, 1), (1, 0)] where pollers[from].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { recv(pollers[from].fd, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return }
                guard sendAll(pollers[to].fd, Array(buffer[..<count])) else { return }
            }
        }
    }

    private func connectLoopback(_ port: UInt16) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        if connected { return fd }
        close(fd)
        return nil
    }

    private func readByte(_ fd: Int32) -> UInt8? {
        while !shouldStop {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) >= 0 else { return nil }
            guard poller.revents != 0 else { continue }
            var byte: UInt8 = 0
            return recv(fd, &byte, 1, 0) == 1 ? byte : nil
        }
        return nil
    }

    private func write(_ fd: Int32, _ text: String) { _ = sendAll(fd, Array(text.utf8)) }

    private func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

struct ProxyFailure: Error, CustomStringConvertible {
    let description: String
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
