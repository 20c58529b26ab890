import AppConfig
import Foundation
import MarvelWire
import NetworkClient
@testable import NetworkStubs

/// The fixed time used as `now` in pure-function tests: 2025-04-01T12:00:00Z.
let testNow = Date(timeIntervalSince1970: 1_743_508_800)

/// The API over `Catalog.charactersAndComics`, accepting any key: a new one at each use, with an
/// answer cache of its own that goes with the test (or server) holding it. A global API would
/// keep every answer any test asked for until exit, where LeakSanitizer reports them all
/// (`scripts/sanitize address NetworkStubs`); the catalog itself is shared.
var openAPI: MarvelAPI { MarvelAPI(catalog: .charactersAndComics) }

extension CatalogQuery {
    /// The engine's query of `resource`'s list, below the record of `parent` when given, for the
    /// query string `text` (`orderBy=-onsaleDate&limit=5`), parsed and checked as the server
    /// does; `snapshotDate` 0.
    static func parsing(_ text: String, listing resource: MarvelResource, parent: (MarvelResource, Int)? = nil)
        throws -> CatalogQuery
    {
        let url = URL(string: "http://stubs.test/?" + text)!
        let operation = parent.map { MarvelOperation.related($0.0, resource) } ?? .list(resource)
        let validated = ValidatedQuery(try MarvelQuery.parse(QueryParameters(url: url).pairs, for: operation))
        return CatalogQuery(
            listing: resource, parent: parent.map { (resource: $0.0, id: $0.1) }, query: validated, snapshotDate: 0)
    }
}

/// The README's check values: ts `1`, private `abcd`, public `1234`.
let readmeCredentials = MarvelCredentials(publicKey: "1234", privateKey: "abcd")
let readmeHash = "ffd275c5130566a2916217b101f26150"

/// A request for `pathAndQuery` on a made-up host, signed with any key unless `signed` is false.
func request(
    _ pathAndQuery: String, method: NetworkClient.HTTPMethod = .get, signed: Bool = true, headers: HTTPHeaders = [:]
) -> HTTPRequest {
    var text = "http://stubs.test" + pathAndQuery
    if signed { text += (pathAndQuery.contains("?") ? "&" : "?") + "apikey=anykey&ts=42&hash=anyhash" }
    return HTTPRequest(method: method, url: URL(string: text)!, headers: headers)
}

/// `openAPI`'s response to `pathAndQuery`.
func get(_ pathAndQuery: String, api: MarvelAPI = openAPI, signed: Bool = true, headers: HTTPHeaders = [:])
    -> HTTPResponse
{
    api.respond(to: request(pathAndQuery, signed: signed, headers: headers), now: testNow)
}

/// The body as text.
func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

/// The API's envelope, decoded as a client would, with every member required.
struct Envelope<Result: Decodable>: Decodable {
    struct Container: Decodable {
        let offset: Int
        let limit: Int
        let total: Int
        let count: Int
        let results: [Result]
    }
    let code: Int
    let status: String
    let copyright: String
    let attributionText: String
    let attributionHTML: String
    let etag: String
    let data: Container
}

/// An envelope of characters, decoded with the client's DTO.
typealias CharacterEnvelope = Envelope<CharacterDTO>

/// The envelope of a character's related list.
struct RelatedEnvelope: Decodable {
    struct Item: Decodable {
        let id: Int
        let title: String
        let resourceURI: String
        let type: String?
    }
    struct Container: Decodable {
        let offset: Int
        let limit: Int
        let total: Int
        let count: Int
        let results: [Item]
    }
    let code: Int
    let etag: String
    let data: Container
}

func characters(_ response: HTTPResponse) throws -> CharacterEnvelope {
    try JSONDecoder().decode(CharacterEnvelope.self, from: response.body)
}

/// The envelope of comics, decoded with the client's DTO.
func comics(_ response: HTTPResponse) throws -> Envelope<ComicDTO> {
    try JSONDecoder().decode(Envelope<ComicDTO>.self, from: response.body)
}

/// Any result's id alone, for answers of any type.
struct Identified: Decodable {
    let id: Int
}

/// The envelope with only the results' ids, for any type.
func identified(_ response: HTTPResponse) throws -> Envelope<Identified> {
    try JSONDecoder().decode(Envelope<Identified>.self, from: response.body)
}

func related(_ response: HTTPResponse) throws -> RelatedEnvelope {
    try JSONDecoder().decode(RelatedEnvelope.self, from: response.body)
}
