import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

@Suite("Routing: every route kind of every resource, parsed with MarvelRoute")
struct RouteKindTests {
    /// The 404 body of each type, in the real API's words ("We couldn't find that character").
    static let notFoundBodies: [MarvelResource: String] = [
        .characters: #"{"code":404,"status":"We couldn't find that character"}"#,
        .comics: #"{"code":404,"status":"We couldn't find that comic"}"#,
        .creators: #"{"code":404,"status":"We couldn't find that creator"}"#,
        .events: #"{"code":404,"status":"We couldn't find that event"}"#,
        .series: #"{"code":404,"status":"We couldn't find that series"}"#,
        .stories: #"{"code":404,"status":"We couldn't find that story"}"#,
    ]

    /// A record of each type the catalog holds (`nil`: it holds none of that type).
    static let heldIDs: [MarvelResource: Int] = [.characters: 1009610, .comics: 22]

    @Test(
        "a list of every type answers 200: the records, or an empty list for a type the catalog holds none of",
        arguments: MarvelResource.allCases)
    func list(resource: MarvelResource) throws {
        let response = get("/v1/public/\(resource.rawValue)?limit=3")
        #expect(response.statusCode == 200)
        let envelope = try identified(response)
        #expect(envelope.data.limit == 3)
        #expect(
            envelope.data.total
                == (resource == .characters
                    ? Catalog.charactersAndComics.count
                    : resource == .comics ? Catalog.charactersAndComics.comics.count : 0))
        #expect(envelope.data.count == min(3, envelope.data.total))
    }

    @Test(
        "an encoded slash (%2F, %2f) in the path names no route: the gateway's 404, not the record it would decode to",
        arguments: [
            "/v1/public/characters%2F1009610", "/v1/public%2fcharacters/1009610",
            "/v1/public/characters/1009610%2Fcomics",
        ])
    func encodedSlash(path: String) {
        let response = get(path)
        #expect(response.statusCode == 404)
        #expect(text(response) == MarvelAPIError.resourceNotFound.body)
    }

    @Test("other escapes in the path are decoded before routing: %63haracters is characters")
    func otherEscapesDecoded() throws {
        let response = get("/v1/public/%63haracters/1009610")
        #expect(response.statusCode == 200)
        #expect(try identified(response).data.results.map(\.id) == [1009610])
    }

    @Test(
        "a record of every type: 200 for one the catalog holds, the type's own 404 for any other id",
        arguments: MarvelResource.allCases)
    func record(resource: MarvelResource) throws {
        let body = try #require(Self.notFoundBodies[resource])
        for id in ["1", "2147483647", "abc", "-5", "99999999999999999999"] {
            let response = get("/v1/public/\(resource.rawValue)/\(id)")
            #expect(response.statusCode == 404, "\(resource) \(id)")
            #expect(text(response) == body, "\(resource) \(id)")
        }
        if let id = Self.heldIDs[resource] {
            let response = get("/v1/public/\(resource.rawValue)/\(id)")
            #expect(response.statusCode == 200)
            #expect(try identified(response).data.results.map(\.id) == [id])
        }
    }

    @Test(
        "a related list of every operation: 200 below a record the catalog holds, the parent's 404 below any other",
        arguments: MarvelResource.allCases)
    func relatedList(resource: MarvelResource) throws {
        let body = try #require(Self.notFoundBodies[resource])
        for related in resource.relatedResources {
            for id in ["1", "abc"] {
                let response = get("/v1/public/\(resource.rawValue)/\(id)/\(related.rawValue)")
                #expect(response.statusCode == 404, "\(resource)/\(id)/\(related)")
                #expect(text(response) == body, "\(resource)/\(id)/\(related)")
            }
            if let id = Self.heldIDs[resource] {
                let response = get("/v1/public/\(resource.rawValue)/\(id)/\(related.rawValue)?limit=2")
                #expect(response.statusCode == 200, "\(resource)/\(id)/\(related)")
                #expect(try identified(response).data.limit == 2)
            }
        }
    }

    @Test(
        "the query is checked before the 404, with the rules of the operation the path names",
        arguments: MarvelResource.allCases)
    func queryBeforeNotFound(resource: MarvelResource) {
        #expect(
            text(get("/v1/public/\(resource.rawValue)/abc?limit=5"))
                == #"{"code":409,"status":"We don't recognize the parameter limit"}"#)
        let related = resource.relatedResources[0]
        #expect(
            text(get("/v1/public/\(resource.rawValue)/abc/\(related.rawValue)?limit=500"))
                == #"{"code":409,"status":"You may not request more than 100 items."}"#)
        #expect(
            text(get("/v1/public/\(resource.rawValue)/1/\(related.rawValue)?orderBy=nonsense"))
                == #"{"code":409,"status":"We don't recognize the ordering parameter nonsense"}"#)
        #expect(get("/v1/public/\(resource.rawValue)/1/\(related.rawValue)?limit=5").statusCode == 404)
    }

    @Test(
        "a related list a type does not have, or a path past it, is the gateway's 404",
        arguments: [
            "/v1/public/characters/1009610/creators", "/v1/public/creators/1/characters", "/v1/public/comics/22/series",
            "/v1/public/comics/22/comics", "/v1/public/comics/22/characters/1", "/v1/public/heroes", "/v1/public",
        ])
    func unknownRelated(path: String) {
        let response = get(path)
        #expect(response.statusCode == 404)
        #expect(text(response) == #"{"code":"ResourceNotFound","message":"The requested resource does not exist."}"#)
    }

    @Test("a catalog without comics (synthetic) answers a character's comics from its summary, and no comic by id")
    func catalogWithoutComics() throws {
        let api = MarvelAPI(catalog: .synthetic(count: 50, seed: 2))
        let character = try #require(api.catalog.characters.first { ($0.comics?.items?.count ?? 0) > 1 })
        let envelope = try related(get("/v1/public/characters/\(character.id)/comics", api: api))
        #expect(envelope.data.results.map(\.id) == character.comics?.itemIDs)
        #expect(envelope.data.results.map(\.title) == character.comics?.items?.map(\.name))
        let comicID = try #require(character.comics?.itemIDs.first)
        #expect(
            text(get("/v1/public/comics/\(comicID)", api: api))
                == #"{"code":404,"status":"We couldn't find that comic"}"#)
        #expect(try related(get("/v1/public/comics", api: api)).data.total == 0)
        // The characters' comics filter still reads their summaries.
        let filtered = try characters(get("/v1/public/characters?comics=\(comicID)&limit=100", api: api))
        #expect(filtered.data.results.contains { $0.id == character.id })
    }
}
