import Foundation
import HeroesCore
import MarvelWire
import NetworkClient
import TestingUtils

/// HeroesCore's one fake Marvel, at the HTTP seam (``InMemoryTransport``): it serves the hero
/// list and each hero, and the list and each record of another resource type from the records
/// it is given (`records`), nothing more (a test that needs the API's other routes runs against
/// NetworkStubs' in-process server, in a package that may import it: Tests/EndToEndTests). A
/// synthetic catalog of `total` heroes (`Hero <n> v<version>`, or the names `names` gives),
/// envelopes with `etag` and
/// `ETag`, `304` to a matching `If-None-Match`, `404` for unknown heroes, links carrying
/// `utm_source=<apikey>` as the real API's do, and switchable failures.
final class FakeMarvelServer: @unchecked Sendable {
    enum Failure: Sendable {
        case transport(NetworkError)
        case status(Int, body: String)
    }

    static let baseURL = URL(string: "http://127.0.0.1:8080")!

    private let lock = NSLock()
    private var _total: Int
    private var _version = 1
    private var _failure: Failure?
    private var _requests: [HTTPRequest] = []
    private var _inFlight = 0
    private var _maxInFlight = 0
    private var _gate: AsyncGate?
    /// How many times each request yields before answering, so that calls overlap.
    let yieldsPerRequest: Int
    /// The name of the hero at each index, when not `Hero <n> v<version>`.
    let names: (@Sendable (_ index: Int) -> String)?
    /// The records served for each resource type other than characters, as JSON objects in the
    /// list's order (`/v1/public/creators` and `/v1/public/creators/{id}`, …).
    let records: [MarvelResource: [String]]

    init(
        total: Int = 1_564, yieldsPerRequest: Int = 0, names: (@Sendable (_ index: Int) -> String)? = nil,
        records: [MarvelResource: [String]] = [:]
    ) {
        _total = total
        self.yieldsPerRequest = yieldsPerRequest
        self.names = names
        self.records = records
    }

    var total: Int {
        get { lock.withLock { _total } }
        set { lock.withLock { _total = newValue } }
    }
    /// Changing the version changes every body and ETag.
    var version: Int {
        get { lock.withLock { _version } }
        set { lock.withLock { _version = newValue } }
    }
    var failure: Failure? {
        get { lock.withLock { _failure } }
        set { lock.withLock { _failure = newValue } }
    }
    /// While set, each request waits for the gate to open before it is answered.
    var gate: AsyncGate? {
        get { lock.withLock { _gate } }
        set { lock.withLock { _gate = newValue } }
    }
    var requests: [HTTPRequest] { lock.withLock { _requests } }
    var maxInFlight: Int { lock.withLock { _maxInFlight } }

    var transport: InMemoryTransport { InMemoryTransport { [self] request in try await handle(request) } }
    var client: HTTPClient { HTTPClient(transport: transport) }
    var service: RemoteMarvelService { RemoteMarvelService(client: client, baseURL: Self.baseURL) }

    func handle(_ request: HTTPRequest) async throws -> HTTPResponse {
        let gate = lock.withLock { () -> AsyncGate? in
            _requests.append(request)
            _inFlight += 1
            _maxInFlight = max(_maxInFlight, _inFlight)
            return _gate
        }
        defer { lock.withLock { _inFlight -= 1 } }
        for _ in 0..<yieldsPerRequest { await Task.yield() }
        if let gate { await gate.wait() }
        let (failure, version, total) = lock.withLock { (_failure, _version, _total) }
        switch failure {
        case .transport(let error)?: throw error
        case .status(let code, let body)?: return HTTPResponse(statusCode: code, body: Data(body.utf8))
        case nil: break
        }
        let apikey = request.queryValue("apikey") ?? "none"
        let path = request.url.path
        let body: String
        let etag: String
        let segments = path.split(separator: "/")
        if segments.count >= 3, let resource = MarvelResource(rawValue: String(segments[2])),
            let records = records[resource]
        {
            if segments.count == 4 {
                let id = Int(segments[3]) ?? -1
                guard let record = records.first(where: { $0.hasPrefix(#"{"id":\#(id),"#) }) else {
                    return HTTPResponse(
                        statusCode: 404,
                        body: Data(#"{"code":404,"status":"We couldn't find that \#(resource.singular)"}"#.utf8))
                }
                etag = "\(resource.rawValue)\(id)-v\(version)"
                body = Self.envelope(etag: etag, offset: 0, limit: 20, total: 1, heroes: [record])
            } else {
                let offset = Int(request.queryValue("offset") ?? "0") ?? 0
                let limit = Int(request.queryValue("limit") ?? "20") ?? 20
                let range = min(offset, records.count)..<min(offset + limit, records.count)
                etag = "\(resource.rawValue)-o\(offset)-l\(limit)-v\(version)"
                body = Self.envelope(
                    etag: etag, offset: offset, limit: limit, total: records.count, heroes: Array(records[range]))
            }
        } else if let idText = path.split(separator: "/").last, let id = Int(idText), path.contains("/characters/") {
            let index = id - 1_000_000
            guard (0..<total).contains(index) else {
                return HTTPResponse(
                    statusCode: 404, body: Data(#"{"code":404,"status":"We couldn't find that character"}"#.utf8))
            }
            etag = "h\(id)-v\(version)"
            body = Self.envelope(
                etag: etag, offset: 0, limit: 20, total: 1, heroes: [hero(index, version: version, apikey: apikey)]
            )
        } else {
            let offset = Int(request.queryValue("offset") ?? "0") ?? 0
            let limit = Int(request.queryValue("limit") ?? "20") ?? 20
            guard (1...100).contains(limit) else {
                return HTTPResponse(
                    statusCode: 409,
                    body: Data(#"{"code":409,"status":"You may not request more than 100 items."}"#.utf8))
            }
            let range = min(offset, total)..<min(offset + limit, total)
            etag = "o\(offset)-l\(limit)-t\(total)-v\(version)"
            body = Self.envelope(
                etag: etag, offset: offset, limit: limit, total: total,
                heroes: range.map { hero($0, version: version, apikey: apikey) })
        }
        if request.headers["If-None-Match"] == etag {
            return HTTPResponse(statusCode: 304, headers: ["ETag": etag])
        }
        return HTTPResponse(
            statusCode: 200, headers: ["ETag": etag, "Content-Type": "application/json"], body: Data(body.utf8))
    }

    /// The id of the hero at `index` in the catalog.
    static func id(_ index: Int) -> Int { 1_000_000 + index }
    /// The name of the hero at `index` for `version`.
    static func name(_ index: Int, version: Int = 1) -> String { "Hero \(index) v\(version)" }

    /// The hero at `index`, named by ``names`` when given.
    func hero(_ index: Int, version: Int, apikey: String) -> String {
        Self.hero(index, version: version, apikey: apikey, name: names?(index))
    }

    static func hero(_ index: Int, version: Int, apikey: String, name: String? = nil) -> String {
        """
        {"id":\(id(index)),"name":"\(name ?? Self.name(index, version: version))","description":"","modified":"2014-04-29T14:18:17-0400",\
        "thumbnail":{"path":"http://i.annihil.us/u/prod/marvel/i/mg/3/50/\(index)","extension":"jpg"},\
        "resourceURI":"http://gateway.marvel.com/v1/public/characters/\(id(index))",\
        "urls":[{"type":"detail","url":"http://marvel.com/comics/characters/\(id(index))?utm_campaign=apiRef&utm_source=\(apikey)"}],\
        "comics":{"available":\(index % 7),"returned":0,"collectionURI":"","items":[]},\
        "series":{"available":0,"returned":0,"collectionURI":"","items":[]},\
        "stories":{"available":0,"returned":0,"collectionURI":"","items":[]},\
        "events":{"available":0,"returned":0,"collectionURI":"","items":[]}}
        """
    }

    static func envelope(etag: String, offset: Int, limit: Int, total: Int, heroes: [String]) -> String {
        """
        {"code":200,"status":"Ok","copyright":"© 2025 MARVEL","attributionText":"Data provided by Marvel. © 2025 MARVEL",\
        "etag":"\(etag)","data":{"offset":\(offset),"limit":\(limit),"total":\(total),"count":\(heroes.count),\
        "results":[\(heroes.joined(separator: ","))]}}
        """
    }
}
