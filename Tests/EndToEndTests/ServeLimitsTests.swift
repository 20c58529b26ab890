import Foundation
import Testing
import TestingUtils

/// `heroes serve` started with its defaults holds hostile clients to the limits the README
/// states, at their real values: a request must arrive whole within 10 s, a kept-alive
/// connection is closed after 30 s idle, at most 512 connections are served at once (a new one
/// takes the place of the one that has waited longest), and a request body past 64 KiB gets a
/// 413. Durations are checked from below only (not cut off before the limit); that the cut
/// comes at all is an event each test waits for, bounded generously. The waits run side by
/// side with the rest of the suite.
@Suite struct ServeLimitsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// A page of one hero, with a key (a server without keys takes any key and any hash).
    static let target = "/v1/public/characters?limit=1&ts=1&apikey=e2e&hash=0"
    /// A whole request for ``target``.
    static let request = RawHTTPConnection.request(target)

    @Test func aRequestTrickledAByteASecondIsCutOffAfterTenSecondsUnanswered() async throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port, receiveTimeout: 120)
        let opened = ContinuousClock.now
        try connection.send("GET \(Self.target) HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        // The slowloris: one byte of a header a second, for as long as the server takes them.
        let trickle = Thread {
            for _ in 0..<120 {
                Thread.sleep(forTimeInterval: 1)
                guard (try? connection.send("a")) != nil else { return }
            }
        }
        trickle.start()
        let (bytes, ending) = await connection.readToEnd()
        let after = ContinuousClock.now - opened
        #expect(ending == .closed || ending == .reset, "the server closed the connection: \(ending)")
        #expect(bytes.isEmpty, "no answer to a head that never arrived: \(String(decoding: bytes, as: UTF8.self))")
        #expect(after >= .seconds(10), "cut off after \(after), before the 10 s a request may take")
    }

    @Test func aKeptAliveConnectionIsClosedAfterThirtySecondsIdle() async throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port, receiveTimeout: 120)
        // The server counts from the end of its response, which comes after the request left.
        let asked = ContinuousClock.now
        try connection.send(Self.request)
        let response = try await connection.readResponse()
        #expect(response.statusCode == 200 && response.header("Connection")?.lowercased() != "close", "\(response)")
        let (bytes, ending) = await connection.readToEnd()
        let idle = ContinuousClock.now - asked
        #expect(ending == .closed, "the server closed the idle connection: \(ending)")
        #expect(bytes.isEmpty, "closed without a word: \(String(decoding: bytes, as: UTF8.self))")
        #expect(idle >= .seconds(30), "closed after \(idle) idle, before the 30 s it may wait")
    }

    @Test func aGETsBodyOf64KiBIsReadAndDroppedAndOneByteMoreGetsA413() async throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        for (size, status) in [(64 << 10, 200), ((64 << 10) + 1, 413)] {
            let connection = try RawHTTPConnection(port: server.port, receiveTimeout: 60)
            let head = RawHTTPConnection.request(Self.target, headers: ["Content-Length: \(size)"])
            try connection.send(head)
            if status == 200 { try connection.send(bytes: [UInt8](repeating: UInt8(ascii: "x"), count: size)) }
            let response = try await connection.readResponse()
            #expect(response.statusCode == status, "a body of \(size) bytes: \(response.statusLine)")
        }
    }

    /// 512 connections kept alive, each after one answer; a 513th is answered and takes the
    /// place of the first, which waited longest, while the second stays open.
    @Test func the513thConnectionIsAnsweredInThePlaceOfTheOneIdleLongest() async throws {
        let server = try ServeProcess(heroes, arguments: ["--quiet"])
        defer { server.stop() }
        var connections: [RawHTTPConnection] = []
        for _ in 0..<512 {
            let connection = try RawHTTPConnection(port: server.port, receiveTimeout: 60)
            try connection.send(Self.request)
            let response = try await connection.readResponse()
            try #require(response.statusCode == 200, "connection \(connections.count + 1): \(response.statusLine)")
            connections.append(connection)
        }
        let closedEarly = connections.indices.filter { connections[$0].isClosedByPeer() }
        #expect(closedEarly.isEmpty, "512 connections are served at once; closed: \(closedEarly.prefix(10))")
        let newcomer = try RawHTTPConnection(port: server.port, receiveTimeout: 60)
        try newcomer.send(Self.request)
        #expect(try await newcomer.readResponse().statusCode == 200)
        let (bytes, ending) = await connections[0].readToEnd()
        #expect(ending == .closed && bytes.isEmpty, "the connection idle longest made room: \(ending)")
        #expect(!connections[1].isClosedByPeer(), "only one connection made room")
    }
}
