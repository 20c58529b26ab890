import MarvelWire
import AppConfig
import Foundation
import NetworkClient
import Testing
@testable import HeroesCore

/// Every real capture decodes with the DTOs and maps to the domain with the right facts.
@Suite struct ContractTests {
    /// The capture's envelope as the app reads it: the API key the API writes into links
    /// removed as it arrives (``APIKeyScrubber``), then decoded.
    private func envelope(_ name: String) throws -> DataWrapperDTO<CharacterDTO> {
        try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: APIKeyScrubber.scrub(try Captures.data(name)))
    }

    private func date(_ text: String) throws -> Date {
        try #require(MarvelDate.parse(text))
    }

    @Test func theCapturesFolderHoldsExactlyTheCoveredFiles() throws {
        _ = try Captures.data(Captures.names[0])
        let present = try FileManager.default.contentsOfDirectory(atPath: Captures.folder.path).sorted()
        #expect(present == Captures.names, "a capture without a contract test, or a covered one gone")
    }

    @Test func capture01_2025FormatWithPlusZeroOffsets() throws {
        let dto = try envelope(Captures.names[0])
        #expect(dto.code == 200)
        #expect(dto.etag == "c41d2e5103ad981e6db39dbad7550b7b09a0d80c")
        let page = HeroPage(dto: dto, fallbackLimit: 99)
        #expect(page.offset == 0 && page.limit == 20 && page.total == 1564)
        #expect(page.heroes.count == 20)
        #expect(page.pageCount == 79)
        #expect(page.attribution == "Data provided by Marvel. © 2025 MARVEL")
        let first = try #require(page.heroes.first)
        #expect(first.id == 1011334 && first.name == "3-D Man")
        // The 2025 answers print the same wall-clock time as 2023's -0400 but label it +0000.
        #expect(first.modified == (try date("2014-04-29T14:18:17Z")))
        #expect(first.modified.map(MarvelDate.format) == "2014-04-29T14:18:17+0000")
        #expect(first.description == "")
        #expect(
            first.thumbnail
                == HeroImage(path: "http://i.annihil.us/u/prod/marvel/i/mg/c/e0/535fecbbb9784", fileExtension: "jpg"))
        #expect(first.comics.available == 12 && first.stories.available == 21 && first.stories.items.count == 20)
        #expect(first.links.map(\.kind) == ["detail", "wiki", "comiclink"])
        #expect(
            page.heroes.allSatisfy { hero in hero.links.allSatisfy { !$0.url.absoluteString.contains("utm_source") } })
        let withoutImage = page.heroes.filter { $0.thumbnail == nil }.map(\.id)
        #expect(withoutImage == [1010699, 1016823, 1011266, 1017851, 1011031, 1011175])
        #expect(page.heroes.last?.name == "Air-Walker (Gabriel Lan)")
    }

    @Test func capture02_2023FormatWithPlaceholderDates() throws {
        let dto = try envelope(Captures.names[1])
        let page = HeroPage(dto: dto, fallbackLimit: 99)
        #expect(page.total == 1562 && page.heroes.count == 20)
        #expect(page.attribution == "Data provided by Marvel. © 2023 MARVEL")
        let first = try #require(page.heroes.first)
        #expect(first.id == 1011334)
        #expect(first.modified == (try date("2014-04-29T14:18:17-0400")))
        #expect(
            page.heroes.filter { $0.modified == nil }.count == 8, "1969-12-31T19:00:00-0500 placeholders read as nil")
        #expect(page.heroes.filter { $0.thumbnail == nil }.count == 7)
        #expect(page.heroes.filter { $0.description.isEmpty }.count == 15)
    }

    @Test func capture03_bareResultsArrayFirstHundred() throws {
        let dtos = try JSONDecoder().decode([CharacterDTO].self, from: try Captures.data(Captures.names[2]))
        let heroes = dtos.map(Hero.init(dto:))
        #expect(heroes.count == 100 && Set(heroes.map(\.id)).count == 100)
        #expect(heroes.first?.id == 1011334 && heroes.first?.name == "3-D Man")
        #expect(heroes.last?.id == 1009329 && heroes.last?.name == "Ben Grimm")
        #expect(heroes.filter { $0.modified == nil }.count == 54)
        #expect(heroes.filter { $0.thumbnail == nil }.count == 43)
        #expect(heroes.filter { $0.description.isEmpty }.count == 89)
    }

    @Test func capture04_bareResultsArrayNextHundred() throws {
        let dtos = try JSONDecoder().decode([CharacterDTO].self, from: try Captures.data(Captures.names[3]))
        let heroes = dtos.map(Hero.init(dto:))
        #expect(heroes.count == 100)
        let first = try #require(heroes.first)
        #expect(first.id == 1009489 && first.name == "Ben Parker")
        #expect(dtos.first?.modified == "1969-12-31T19:00:00-0500" && first.modified == nil)
        #expect(first.comics.available == 21 && first.comics.items.count == 20)
        #expect(heroes.last?.name == "Captain Marvel (Monica Rambeau)")
        #expect(heroes.filter { $0.modified == nil }.count == 50)
        #expect(heroes.filter { $0.thumbnail == nil }.count == 26)
    }

    @Test func capture05_singleCharacter3DMan() throws {
        let body = try Captures.data(Captures.names[4])
        let hero = try MarvelResponseDecoder.hero(body, id: 1011334, server: "test")
        #expect(hero.name == "3-D Man" && hero.description == "")
        #expect(hero.modified == (try date("2014-04-29T14:18:17-0400")))
        #expect(hero.comics.available == 12 && hero.series.available == 3 && hero.events.available == 1)
        #expect(hero.stories.items.allSatisfy { $0.type != nil && $0.id != nil })
        #expect(try envelope(Captures.names[4]).etag == "55342c8b21941bfea4b795ff85633d9063e1da0e")
    }

    @Test func capture05_nullAndEmptyStringsAreNormalised() throws {
        // The captures carry "" only; the API also sends null: the same capture with nulls.
        var text = String(decoding: try Captures.data(Captures.names[4]), as: UTF8.self)
        for (field, value) in [
            ("description", #""""#), ("name", #""3-D Man""#), ("modified", #""2014-04-29T14:18:17-0400""#),
        ] {
            let original = "\"\(field)\": \(value)"
            #expect(text.contains(original))
            text = text.replacingOccurrences(of: original, with: "\"\(field)\": null")
        }
        let dto = try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: Data(text.utf8))
        let raw = try #require(dto.data.results.first)
        #expect(raw.name == nil && raw.description == nil && raw.modified == nil)
        let hero = Hero(dto: raw)
        #expect(hero.id == 1011334 && hero.name == "" && hero.description == "" && hero.modified == nil)
        #expect(hero.comics.available == 12)
    }

    @Test func capture06_ironMan2023() throws {
        let hero = try MarvelResponseDecoder.hero(try Captures.data(Captures.names[5]), id: 1009368, server: "test")
        #expect(hero.name == "Iron Man" && !hero.description.isEmpty)
        #expect(hero.modified == (try date("2016-09-28T12:08:19-0400")))
        #expect(hero.comics.available == 2664 && hero.series.available == 660)
        #expect(hero.stories.available == 3992 && hero.events.available == 31)
        #expect(hero.comics.items.first == HeroResource(name: "A+X (2012) #2", id: 43495))
        #expect(
            hero.thumbnail?.url(.portraitUncanny)?.absoluteString
                == "http://i.annihil.us/u/prod/marvel/i/mg/9/c0/527bb7b37ff55/portrait_uncanny.jpg")
    }

    @Test func capture07_spiderMan2014() throws {
        let dto = try envelope(Captures.names[6])
        #expect(dto.etag == "fc7e1550fb882c0f509568d508e1864742e7dbdb")
        #expect(dto.copyright == nil && dto.attributionText == nil, "2014 answers had no attribution yet")
        let page = HeroPage(dto: dto, fallbackLimit: 20)
        #expect(page.attribution == HeroPage.defaultAttribution)
        let hero = try MarvelResponseDecoder.hero(
            APIKeyScrubber.scrub(try Captures.data(Captures.names[6])), id: 1009610, server: "test")
        #expect(hero.id == 1009610 && hero.name == "Spider-Man")
        #expect(hero.comics.available == 2576 && hero.comics.items.count == 20)
        #expect(hero.series.available == 530 && hero.stories.available == 4164 && hero.events.available == 29)
        #expect(hero.modified == (try date("2013-10-24T17:52:13Z")))
        #expect(hero.modified.map(MarvelDate.format) == "2013-10-24T17:52:13+0000")
        #expect(hero.stories.items.first == HeroResource(name: "Interior #483", id: 483, type: "interiorStory"))
        #expect(hero.links.map(\.kind) == ["detail", "wiki"])
        #expect(
            hero.links.first?.url.absoluteString
                == "http://marvel.com/comics/characters/1009610/spider-man?utm_campaign=apiRef")
    }

    @Test func capture08_rawHTTPResponse2014() throws {
        let raw = try Captures.rawHTTP(try Captures.data(Captures.names[7]))
        #expect(raw.statusCode == 200)
        #expect(raw.headers["content-type"] == "application/json")
        #expect(raw.headers["ETag"] == "fde7181cfa2ab528c9d6d5721bff76291c4bb761")
        let dto = try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: raw.body)
        #expect(dto.etag == raw.headers["ETag"], "the envelope's etag is the ETag header")
        let page = HeroPage(dto: dto, fallbackLimit: 99)
        #expect(page.total == 1402 && page.limit == 20 && page.heroes.count == 20)
        let first = try #require(page.heroes.first)
        #expect(first.id == 1009521 && first.name == "Hank Pym", "\" Hank Pym\" is trimmed")
        #expect(first.modified == nil)
        #expect(page.heroes[1].modified == (try date("2010-11-30T15:16:53-0500")))
        #expect(page.heroes.filter { $0.modified == nil }.count == 11)
        #expect(page.heroes.filter { $0.thumbnail == nil }.map(\.id).prefix(3) == [1016823, 1011266, 1011031])
        #expect(page.heroes.filter { $0.thumbnail == nil }.count == 6)
    }

    @Test func capture08_servedThroughRemoteServiceKeepsItsETag() async throws {
        let raw = try Captures.rawHTTP(try Captures.data(Captures.names[7]))
        let transport = InMemoryTransport { _ in
            HTTPResponse(statusCode: raw.statusCode, headers: raw.headers, body: raw.body)
        }
        let service = RemoteMarvelService(client: HTTPClient(transport: transport), baseURL: FakeMarvelServer.baseURL)
        let response = try await service.fetch(HeroesQuery().route, ifNoneMatch: nil)
        #expect(
            response == .fresh(body: APIKeyScrubber.scrub(raw.body), etag: "fde7181cfa2ab528c9d6d5721bff76291c4bb761"))
        let page = try await service.heroes(HeroesQuery())
        #expect(page.heroes.first?.name == "Hank Pym")
    }

    @Test func capture09_captainAmerica2021() throws {
        let hero = try MarvelResponseDecoder.hero(try Captures.data(Captures.names[8]), id: 1009220, server: "test")
        #expect(hero.name == "Captain America")
        #expect(hero.modified == (try date("2020-04-04T19:01:59-0400")))
        #expect(
            hero.comics.available == 2371
                && hero.events.items.first == HeroResource(name: "Acts of Vengeance!", id: 116))
    }

    @Test func capture10_limitOne2019() throws {
        let page = HeroPage(dto: try envelope(Captures.names[9]), fallbackLimit: 20)
        #expect(page.limit == 1 && page.total == 1491 && page.heroes.count == 1)
        #expect(page.pageCount == 1491 && page.pageNumber == 1 && page.hasNextPage)
        #expect(page.heroes.first?.name == "3-D Man")
        #expect(page.attribution == "Data provided by Marvel. © 2019 MARVEL")
    }

    @Test func capture11_applicationErrorShape() async throws {
        let capture = try JSONSerialization.jsonObject(with: try Captures.data(Captures.names[10])) as? [String: Any]
        let response = try #require(capture?["response"] as? [String: Any])
        let status = try #require((response["status"] as? [String: Any])?["code"] as? Int)
        let body = Data(try #require(response["body_raw"] as? String).utf8)
        #expect(status == 409)
        let error = try JSONDecoder().decode(MarvelErrorDTO.self, from: body)
        #expect(error == MarvelErrorDTO(code: "409", message: "We don't recognize the parameter first_name"))

        let transport = InMemoryTransport { _ in HTTPResponse(statusCode: status, body: body) }
        let service = RemoteMarvelService(client: HTTPClient(transport: transport), baseURL: FakeMarvelServer.baseURL)
        await #expect(
            throws: HeroesError.rejected(
                status: 409, message: "We don't recognize the parameter first_name",
                route: MarvelRoute(.characters, query: [.limit: .integer(20), .offset: .integer(0)]))
        ) {
            try await service.heroes(HeroesQuery())
        }
    }

    @Test(arguments: [
        (
            #"{"code":"InvalidCredentials","message":"The passed API key is invalid."}"#, "InvalidCredentials",
            "The passed API key is invalid."
        ),
        (
            #"{"code":"MissingParameter","message":"You must provide a user key."}"#, "MissingParameter",
            "You must provide a user key."
        ),
        (
            #"{"code":"RequestThrottled","message":"You have exceeded your rate limit.  Please try again later."}"#,
            "RequestThrottled", "You have exceeded your rate limit.  Please try again later."
        ),
        (
            #"{"code":409,"status":"You may not request more than 100 items."}"#, "409",
            "You may not request more than 100 items."
        ),
        (#"{"code":404,"status":"We couldn't find that character"}"#, "404", "We couldn't find that character"),
    ])
    func bothErrorShapesDecode(body: String, code: String, message: String) throws {
        let error = try JSONDecoder().decode(MarvelErrorDTO.self, from: Data(body.utf8))
        #expect(error.code == code && error.message == message)
    }
}
