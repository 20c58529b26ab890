import AppConfig
import Foundation
import NetworkClient
import NetworkStubs
import NetworkStubsTesting

// Target `server`: what a client sends to `heroes serve` → `MarvelServer.reply`.
//
// One input is a request as text, like the head of an HTTP request without the version:
//
//     GET /v1/public/characters?nameStartsWith=spi&limit=5&apikey=k&ts=1&hash=h
//     If-None-Match: "0123…"
//
// The first line is the method and the request target (no space: the whole line is a GET's
// target); each further line is a header field. Bytes that are not UTF-8 are repaired as
// swift-nio does for the request line. The target goes through `RequestTarget` (what the HTTP
// server does with the request line), then through `MarvelServer.reply` twice, over the
// sample 2017 catalog (`Catalog.sample2017`): once on a server that accepts any key (so that routing and the query checks
// are reached) and once on one with keys configured (`hash=@` in the target stands for the
// right hash of its `ts`).
//
// Checked for each input, besides "no trap": the reply is a response at once (no fault is
// set); the status is one the API answers with; a HEAD and a 304 have no body, every other
// answer's body is a JSON object with a `code`, its `Content-Length` is its size; a 200 carries
// its etag in the header and the body, and a page no larger than its limit; asking again gives
// the very same answer (the cached body).

private let origin = "http://127.0.0.1:8080"
private let now = Date(timeIntervalSince1970: 1_743_508_800)
private let credentials = MarvelCredentials(publicKey: "1234", privateKey: "abcd")

/// The servers asked, made once: with any key accepted, and with keys configured.
private let openServer = MarvelServer(api: MarvelAPI(catalog: .sample2017), clock: { now })
private let keyedServer = MarvelServer(
    api: MarvelAPI(catalog: .sample2017, configuration: MarvelAPIConfiguration(credentials: credentials)),
    clock: { now })

func fuzzServer(_ bytes: [UInt8]) {
    // Each input starts with nothing cached: an answer kept from an earlier input is held through
    // an enum payload whose pointer carries tag bits, which LeakSanitizer does not follow, so
    // libFuzzer's leak check would report it (benchmarks/SANITIZERS.md, the `cache.swift` repro).
    defer {
        openServer.forgetCachedAnswers()
        keyedServer.forgetCachedAnswers()
    }
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.hasSuffix("\r") ? line.dropLast() : line
    }
    let requestLine = lines.isEmpty ? "" : lines.removeFirst()
    let method: String
    var target: String
    if let space = requestLine.firstIndex(of: " ") {
        method = String(requestLine[..<space])
        target = String(requestLine[requestLine.index(after: space)...])
    } else {
        method = "GET"
        target = String(requestLine)
    }
    let headers: [(name: String, value: String)] = lines.compactMap { line in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }))
    }

    guard let request = RequestTarget.request(method: method, target: target, headers: headers, origin: origin) else {
        return  // the server answers 400 "Bad request target"
    }
    check(request, server: openServer, allowed: [200, 304, 404, 405, 409])

    if target.contains("hash=@") {
        target = target.replacingOccurrences(
            of: "hash=@", with: "hash=" + credentials.hash(timestamp: timestamp(in: target)))
    }
    if let signed = RequestTarget.request(method: method, target: target, headers: headers, origin: origin) {
        check(signed, server: keyedServer, allowed: [200, 304, 401, 404, 405, 409])
    }
}

/// The first `ts` value of `target`'s query, decoded as the server decodes it.
private func timestamp(in target: String) -> String {
    guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first else { return "" }
    for part in query.split(separator: "&") where part.hasPrefix("ts=") {
        let raw = part.dropFirst(3).replacingOccurrences(of: "+", with: " ")
        return raw.removingPercentEncoding ?? raw
    }
    return ""
}

private func check(_ request: HTTPRequest, server: MarvelServer, allowed: Set<Int>) {
    let reply = server.reply(to: request)
    guard reply.delay == .zero, case .respond(let response) = reply.action else {
        fatalError("server: a reply without faults that is not a response at once: \(reply)")
    }
    let again = server.reply(to: request).response
    func fail(_ reason: String) -> Never {
        fatalError(
            "server: "
                + "\(reason)\nrequest: \(request.method) \(request.url.absoluteString)\nstatus: \(response.statusCode)\nbody: \(String(decoding: response.body.prefix(2000), as: UTF8.self))"
        )
    }
    guard again == response else { fail("asking again gave another answer") }
    guard allowed.contains(response.statusCode) else { fail("unexpected status") }
    let isHead = request.method == .head
    if isHead || response.statusCode == 304 {
        guard response.body.isEmpty else { fail("a HEAD or 304 answer with a body") }
        return
    }
    guard response.headers["Content-Length"] == String(response.body.count) else {
        fail("Content-Length is not the body's size")
    }
    guard let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any], object["code"] != nil
    else {
        fail("the body is not a JSON object with a code")
    }
    if response.statusCode == 405 {
        guard response.headers["Allow"] == "GET, HEAD" else { fail("405 without Allow") }
    }
    guard response.statusCode == 200 else { return }
    guard let etag = response.headers["ETag"], object["etag"] as? String == etag else {
        fail("the etag header and body differ")
    }
    guard let container = object["data"] as? [String: Any],
        let limit = container["limit"] as? Int, let count = container["count"] as? Int,
        let total = container["total"] as? Int, let offset = container["offset"] as? Int,
        let results = container["results"] as? [Any]
    else { fail("a 200 without the data container") }
    guard (1...100).contains(limit), results.count == count, count <= limit, offset >= 0, total >= 0,
        count == 0 || offset + count <= total
    else { fail("the page's numbers do not add up") }
}
