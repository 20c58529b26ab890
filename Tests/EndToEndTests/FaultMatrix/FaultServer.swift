import Foundation
import HeroesCore
import TestingUtils

/// A server on 127.0.0.1 for one cell: it answers well (``GoodCatalog``) until
/// ``startFaults()``, so a cache can be filled from the same address, then acts out its fault on
/// every request, counting them. For ``Fault/redirectElsewhere`` a second server, on another
/// port, answers well and counts what reaches it.
final class FaultServer: @unchecked Sendable {
    /// The client's cap on a body (the cache's largest answer, 8 MiB); ``Fault/hugeBody`` sends one byte more.
    static let bodyCap = 8 << 20

    let fault: Fault
    private let lock = NSLock()
    private var faulty = false
    private var faultyRequests = 0
    private var elsewhereRequests = 0
    private var server: LoopbackServer!
    private var elsewhere: LoopbackServer?

    /// How long each of its servers lives when not stopped: 90 s, ``Patience`` times that under
    /// scripts/sanitize, where a cell's sanitized runs wait behind every other test's (a faulted
    /// run came 6 minutes after its prefill there and found the server gone).
    static let lifetime = Patience.seconds(90)

    init(fault: Fault) throws {
        self.fault = fault
        if fault == .redirectElsewhere {
            elsewhere = try LoopbackServer(lifetime: Self.lifetime, maxConnections: 16) { [self] connection in
                while let request = connection.readRequest() {
                    lock.withLock { elsewhereRequests += 1 }
                    connection.respond(
                        headers: [("Content-Type", "application/json")], body: GoodCatalog.body(for: request.target))
                }
            }
        }
        server = try LoopbackServer(lifetime: Self.lifetime, maxConnections: 64) { [self] connection in
            while let request = connection.readRequest() {
                let number: Int? = lock.withLock {
                    guard faulty else { return nil }
                    faultyRequests += 1
                    return faultyRequests
                }
                guard let number else {
                    connection.respond(
                        headers: [("Content-Type", "application/json")], body: GoodCatalog.body(for: request.target))
                    continue
                }
                guard act(on: request, number: number, connection) else { return }
            }
        }
    }

    var baseURL: String { "http://127.0.0.1:\(server.port)" }
    var elsewhereURL: String { elsewhere.map { "http://127.0.0.1:\($0.port)" } ?? "" }

    /// From now on every request meets the fault.
    func startFaults() { lock.withLock { faulty = true } }

    /// Requests since ``startFaults()``.
    var requestsDuringFaults: Int { lock.withLock { faultyRequests } }
    /// Requests that reached the other server.
    var requestsElsewhere: Int { lock.withLock { elsewhereRequests } }

    func stop() {
        server.stop()
        elsewhere?.stop()
    }

    deinit { stop() }

    /// Answers request `number` (from 1) of the faults; `false` when the connection is done with.
    private func act(on request: LoopbackConnection.Request, number: Int, _ connection: LoopbackConnection) -> Bool {
        let json = [("Content-Type", "application/json")]
        let good = GoodCatalog.body(for: request.target)
        switch fault {
        case .unavailableTwice where number > 2:
            connection.respond(headers: json, body: good)
        case .unavailableTwice, .unavailableAlways:
            connection.respond(
                status: 503, reason: "Service Unavailable", headers: json,
                body: Array(#"{"code":503,"status":"Service Unavailable"}"#.utf8))
        case .retryAfterSeconds, .retryAfterDate:
            let wait = fault == .retryAfterSeconds ? "1" : Self.httpDate(Date().addingTimeInterval(3_600))
            let body =
                #"{"code":"RequestThrottled","message":"You have exceeded your rate limit.  Please try again later."}"#
            connection.respond(
                status: 429, reason: "Too Many Requests", headers: json + [("Retry-After", wait)],
                body: Array(body.utf8))
        case .stall:
            connection.waitUntilStopped()
            return false
        case .truncatedBody:
            connection.write(
                Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(good.count)\r\n\r\n".utf8)
                    + good.prefix(good.count / 2))
            return false
        case .malformedJSON:
            connection.respond(headers: json, body: Array(good.dropLast(10)))
        case .reset:
            connection.reset()
            return false
        case .wrongContentType:
            connection.respond(headers: [("Content-Type", "image/png")], body: good)
        case .errorBodyWith200:
            connection.respond(
                headers: json,
                body: Array(#"{"code":"InvalidCredentials","message":"The passed API key is invalid."}"#.utf8))
        case .htmlPage:
            let page =
                "<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>Sign in to the Wi-Fi</h1></body></html>"
            connection.respond(headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(page.utf8))
        case .hugeBody:
            // Written a mebibyte at a time; the client hangs up once past its cap.
            let size = Self.bodyCap + 1
            connection.write(
                Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(size)\r\n\r\n".utf8))
            let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
            var left = size
            while left > 0 {
                connection.write(Array(chunk.prefix(left)))
                left -= min(left, chunk.count)
            }
            return false
        case .absurdNumbers:
            connection.respond(headers: json, body: GoodCatalog.body(for: request.target, absurd: true))
        case .redirectElsewhere:
            connection.respond(status: 302, reason: "Found", headers: [("Location", elsewhereURL + request.target)])
        }
        return true
    }

    /// An IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}

/// What the server answers when it answers well: three heroes, and exactly what each request
/// asks for, so every answer passes the client's checks.
enum GoodCatalog {
    static let heroes = [(id: 1, name: "Alpha"), (id: 2, name: "Beta"), (id: 3, name: "Gamma")]
    /// The attribution of every answer, which `show` prints (it comes with the hero's comics).
    static let attribution = "Data provided by Marvel. © 2014 Marvel"

    /// The envelope answering `target` (`/v1/public/characters?offset=0&limit=20&…`,
    /// `/v1/public/characters/2` or `/v1/public/characters/2/comics`, one comic a hero).
    /// `absurd`: a total of 2^63 − 1 and as many comics a hero.
    static func body(for target: String, absurd: Bool = false) -> [UInt8] {
        let request = RequestTarget(target)
        let path = request.path
        let all = heroes.map { hero($0.id, $0.name, absurd: absurd) }
        if path.hasPrefix("/v1/public/characters/"), path.hasSuffix("/comics"),
            let id = Int(path.split(separator: "/").dropLast().last ?? ""),
            let hero = heroes.first(where: { $0.id == id })
        {
            return Array(
                HostileServerTests.envelope(
                    limit: request.limit, total: absurd ? Int.max : 1, results: [comic(of: hero)],
                    attribution: attribution
                ).utf8)
        }
        if let id = Int(path.split(separator: "/").last ?? ""), path.hasPrefix("/v1/public/characters/") {
            let results = all.filter { $0["id"] as? Int == id }
            return Array(
                HostileServerTests.envelope(
                    total: absurd ? Int.max : results.count, results: results, attribution: attribution
                ).utf8)
        }
        let offset = request.offset, limit = request.limit
        let results = Array(all.dropFirst(offset).prefix(limit))
        let total = absurd ? Int.max : all.count
        return Array(
            HostileServerTests.envelope(
                offset: offset, limit: limit, total: total, results: results, attribution: attribution
            ).utf8)
    }

    private static func hero(_ id: Int, _ name: String, absurd: Bool) -> [String: Any] {
        let comics = absurd ? Int.max : id
        return [
            "id": id, "name": name, "modified": "2014-04-29T14:18:17-0400",
            "comics": ["available": comics, "returned": 0, "items": [Any]()],
        ]
    }

    /// The one comic each hero is in.
    private static func comic(of hero: (id: Int, name: String)) -> [String: Any] {
        [
            "id": 100 + hero.id, "title": "Comic of \(hero.name)",
            "dates": [["type": "onsaleDate", "date": "2014-04-30T00:00:00-0400"]],
        ]
    }

    /// `list`, piped: one tab-separated row a hero.
    static let rows = heroes.map { "\($0.id)\t\($0.name)\t\($0.id)\t0\t0\t0\t2014-04-29\n" }.joined()

    /// `show <id> --comics`, piped: the hero's one comic as a tab-separated row.
    static func comicRows(_ id: Int) -> String {
        "\(100 + id)\tComic of \(heroes[id - 1].name)\t2014-04-30\t\n"
    }

    /// `show <id>`, piped: `key<TAB>value` lines, the hero's one comic among them, and the
    /// attribution its answer carried.
    static func details(_ id: Int) -> String {
        """
        id\t\(id)
        name\t\(heroes[id - 1].name)
        modified\t2014-04-29
        description\t
        thumbnail\t
        portrait\t
        comics\t\(id)
        comics.total\t1
        comics.latest\t2014-04-30 Comic of \(heroes[id - 1].name)
        series\t0
        stories\t0
        events\t0
        attribution\t\(attribution)

        """
    }
}
