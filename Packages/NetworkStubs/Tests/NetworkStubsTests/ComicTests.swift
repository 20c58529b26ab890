import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

/// The comics of `catalog` linked to a character, computed here from the records alone (not from the
/// server's link index): every comic the character lists, and every comic that lists the
/// character, sorted by id.
func linkedComics(of characterID: Int, in catalog: Catalog = .charactersAndComics) -> [ComicDTO] {
    let listed = Set(catalog.character(id: characterID)?.comics?.itemIDs ?? [])
    return catalog.comics.filter { comic in
        listed.contains(comic.id) || (comic.characters?.itemIDs ?? []).contains(characterID)
    }
}

@Suite("GET /v1/public/comics, /comics/{id} and /characters/{id}/comics: the catalog's comic records")
struct ComicTests {
    let catalog = Catalog.charactersAndComics

    @Test("one comic: the whole record, decoded with the client's ComicDTO, in the list-of-one envelope")
    func one() throws {
        let response = get("/v1/public/comics/22")
        #expect(response.statusCode == 200)
        let envelope = try comics(response)
        #expect(
            envelope.data.total == 1 && envelope.data.count == 1 && envelope.data.offset == 0
                && envelope.data.limit == 20)
        #expect(envelope.data.results == [try #require(catalog.comic(id: 22))])
        let comic = try #require(envelope.data.results.first)
        #expect(comic.title == "Ultimate Spider-Man Vol. 11: Carnage (Trade Paperback)")
        #expect(comic.format == "Trade Paperback")
        #expect(comic.onsaleDate == "2004-11-03T00:00:00-0500")
        #expect(comic.resourceURI == "http://gateway.marvel.com/v1/public/comics/22")
        #expect(
            comic.series
                == ResourceSummaryDTO(
                    resourceURI: "http://gateway.marvel.com/v1/public/series/1221",
                    name: "Ultimate Spider-Man Vol. 11: Carnage (2004)"))
        #expect(comic.creators?.collectionURI == "http://gateway.marvel.com/v1/public/comics/22/creators")
        #expect(
            comic.creators?.items?.first
                == ResourceSummaryDTO(
                    resourceURI: "http://gateway.marvel.com/v1/public/creators/87", name: "Mark Bagley",
                    role: "penciller"))
        #expect(comic.stories?.items?.last?.type == "cover")
        #expect(response.headers["ETag"] == envelope.etag)
    }

    @Test("a comic's keys come in the real API's order, with only the fields the catalog carries")
    func keyOrder() {
        let body = text(get("/v1/public/comics/22"))
        #expect(
            body.contains(
                #""results":[{"id":22,"digitalId":0,"title":"Ultimate Spider-Man Vol. 11: Carnage (Trade Paperback)","issueNumber":0,"variantDescription":"","description":"","modified":"2017-04-06T16:30:11-0400","format":"Trade Paperback","pageCount":0,"resourceURI":"http://gateway.marvel.com/v1/public/comics/22","urls":[{"type":"detail","url":"#
            ))
        #expect(
            body.contains(
                #""dates":[{"type":"onsaleDate","date":"2004-11-03T00:00:00-0500"},{"type":"focDate","date":"-0001-11-30T00:00:00-0500"}],"thumbnail":{"path":"http://i.annihil.us/u/prod/marvel/i/mg/6/10/58e6a632151da","extension":"jpg"},"creators":{"available":7,"returned":7,"collectionURI":"http://gateway.marvel.com/v1/public/comics/22/creators","items":[{"resourceURI":"http://gateway.marvel.com/v1/public/creators/87","name":"Mark Bagley","role":"penciller"}"#
            ))
        // The snapshot's record has more than ComicDTO reads: its codes, prices, texts, images.
        #expect(!body.contains(#""isbn""#) && !body.contains(#""prices""#) && !body.contains(#""textObjects""#))
    }

    @Test("a fractional issue number is written as a number, a whole one without a fraction")
    func issueNumbers() throws {
        let fractional = try #require(catalog.comics.first { ($0.issueNumber ?? 0).rounded() != $0.issueNumber })
        let number = try #require(fractional.issueNumber)
        #expect(text(get("/v1/public/comics/\(fractional.id)")).contains(#""issueNumber":\#(number),"#))
        #expect(text(get("/v1/public/comics/22")).contains(#""issueNumber":0,"#))
    }

    @Test("an unknown or non-numeric comic id is the comic's 404", arguments: ["1", "99999999", "abc", "-22"])
    func notFound(id: String) {
        let response = get("/v1/public/comics/\(id)")
        #expect(response.statusCode == 404)
        #expect(text(response) == #"{"code":404,"status":"We couldn't find that comic"}"#)
    }

    @Test("the list: every comic the catalog carries, by id, 20 a page")
    func list() throws {
        let first = try comics(get("/v1/public/comics"))
        #expect(first.data.total == catalog.comics.count)
        #expect(first.data.results == Array(catalog.comics.prefix(20)))
        let last = try comics(get("/v1/public/comics?limit=100&offset=\(catalog.comics.count - 10)"))
        #expect(last.data.count == 10)
        #expect(last.data.results == Array(catalog.comics.suffix(10)))
        #expect(catalog.comics.map(\.id) == catalog.comics.map(\.id).sorted())
    }

    @Test("a character's comics: every comic it is linked to either way, as full records")
    func characterComics() throws {
        let expected = linkedComics(of: 1009610)
        #expect(expected.count == 1008)
        var seen: [ComicDTO] = []
        var offset = 0
        while offset < expected.count {
            let page = try comics(get("/v1/public/characters/1009610/comics?limit=100&offset=\(offset)"))
            #expect(page.data.total == expected.count)
            seen += page.data.results
            offset += 100
        }
        #expect(seen == expected)
        // The character's own summary counts more comics than the catalog carries.
        #expect(catalog.character(id: 1009610)?.comics?.available == 2939)
    }

    @Test("orderBy onsaleDate and -onsaleDate sort by the on-sale date, title by the title")
    func ordering() throws {
        func dates(_ query: String) throws -> [Double] {
            try comics(get("/v1/public/characters/1009610/comics?\(query)&limit=100")).data.results.map {
                MarvelDate.seconds(try #require($0.onsaleDate))!
            }
        }
        let descending = try dates("orderBy=-onsaleDate")
        #expect(descending == descending.sorted(by: >))
        #expect(descending.first! > descending.last!)
        #expect(
            descending.first == linkedComics(of: 1009610).compactMap { $0.onsaleDate.flatMap(MarvelDate.seconds) }.max()
        )
        let ascending = try dates("orderBy=onsaleDate")
        #expect(ascending == ascending.sorted())
        let titles = try comics(get("/v1/public/characters/1009610/comics?orderBy=title&limit=100")).data.results.map {
            $0.title!.lowercased()
        }
        #expect(titles == titles.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        let byIssue = try comics(get("/v1/public/comics?orderBy=-issueNumber,title&limit=100")).data.results.map {
            $0.issueNumber!
        }
        #expect(byIssue == byIssue.sorted(by: >))
    }

    @Test("title, titleStartsWith, format, formatType, noVariants, issueNumber, startYear and the id filters apply")
    func filters() throws {
        let all = linkedComics(of: 1009610)
        func ids(_ query: String) throws -> [Int] {
            var result: [Int] = []
            while true {
                let page = try comics(
                    get("/v1/public/characters/1009610/comics?\(query)&limit=100&offset=\(result.count)"))
                result += page.data.results.map(\.id)
                if page.data.count == 0 || result.count >= page.data.total { return result }
            }
        }
        let sample = all[all.count / 2]
        #expect(
            try ids("title=\(sample.title!.uppercased().addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
                == all.filter { $0.title?.lowercased() == sample.title?.lowercased() }.map(\.id))
        #expect(
            try ids("titleStartsWith=amazing") == all.filter { $0.title!.lowercased().hasPrefix("amazing") }.map(\.id))
        #expect(try !ids("titleStartsWith=amazing").isEmpty)
        #expect(try ids("format=trade%20paperback") == all.filter { $0.format == "Trade Paperback" }.map(\.id))
        #expect(
            try ids("formatType=collection")
                == all.filter {
                    ["Trade Paperback", "Hardcover", "Hardcover Book", "Digest", "Graphic Novel"].contains($0.format)
                }.map(\.id))
        #expect(try ids("noVariants=true") == all.filter { $0.variantDescription?.isEmpty != false }.map(\.id))
        #expect(try ids("issueNumber=1") == all.filter { $0.issueNumber == 1 }.map(\.id))
        #expect(try ids("hasDigitalIssue=true") == all.filter { ($0.digitalId ?? 0) > 0 }.map(\.id))
        let seriesID = try #require(sample.series?.resourceURI.flatMap(ResourceSummaryDTO.trailingID))
        #expect(
            try ids("series=\(seriesID)")
                == all.filter { $0.series?.resourceURI == sample.series?.resourceURI }.map(\.id))
        let year = try #require(seriesStartYear(of: sample))
        #expect(try ids("startYear=\(year)") == all.filter { $0.series?.name?.contains("(\(year)") == true }.map(\.id))
        let creator = try #require(sample.creators?.itemIDs.first)
        #expect(
            try ids("creators=\(creator)") == all.filter { $0.creators?.itemIDs.contains(creator) == true }.map(\.id))
        #expect(try ids("collaborators=\(creator),999999999").isEmpty)
        // Applied to a column the catalog's comics leave empty (no codes: ComicDTO reads none)
        // and to a date after every comic's last change: no comic matches.
        #expect(try ids("upc=1").isEmpty)
        #expect(try ids("modifiedSince=2030-01-01").isEmpty)
    }

    @Test("comics?characters= and sharedAppearances= follow the same links as the character's comics")
    func characterFilters() throws {
        let spiderMan = linkedComics(of: 1009610).map(\.id)
        let ironMan = Set(linkedComics(of: 1009368).map(\.id))
        func all(_ query: String) throws -> [Int] {
            var result: [Int] = []
            var offset = 0
            while true {
                let page = try comics(get("/v1/public/comics?\(query)&limit=100&offset=\(offset)"))
                result += page.data.results.map(\.id)
                offset += 100
                if offset >= page.data.total { return result }
            }
        }
        #expect(try all("characters=1009610") == spiderMan)
        #expect(try all("sharedAppearances=1009610,1009368") == spiderMan.filter(ironMan.contains))
        #expect(try all("characters=1009610,1009368") == (Set(spiderMan).union(ironMan)).sorted())
    }

    @Test("a comic's characters: the catalog's characters linked to it, as full records in name order")
    func comicCharacters() throws {
        let comic = try #require(
            linkedComics(of: 1009610).first { comic in
                linkedCharacters(of: comic).count > 1
            })
        let envelope = try characters(get("/v1/public/comics/\(comic.id)/characters"))
        #expect(envelope.data.results == linkedCharacters(of: comic))
        #expect(envelope.data.results.contains { $0.id == 1009610 })
        let named = try characters(get("/v1/public/comics/\(comic.id)/characters?nameStartsWith=spider"))
        #expect(named.data.results == linkedCharacters(of: comic).filter { $0.name!.lowercased().hasPrefix("spider") })
    }

    @Test("a comic's creators, stories and events: the items of its summary")
    func comicSummaries() throws {
        let comic = try #require(catalog.comic(id: 22))
        let creators = text(get("/v1/public/comics/22/creators?limit=1"))
        #expect(
            creators.contains(
                #""results":[{"id":87,"fullName":"Mark Bagley","resourceURI":"http://gateway.marvel.com/v1/public/creators/87"}]"#
            ))
        let stories = try related(get("/v1/public/comics/22/stories"))
        #expect(stories.data.results.map(\.id) == comic.stories?.itemIDs)
        #expect(stories.data.results.map(\.type) == comic.stories?.items?.map(\.type))
        #expect(try related(get("/v1/public/comics/22/events")).data.total == 0)
    }

    /// The year in a comic's series name, `The Pulse (2004 - 2006)` → 2004.
    private func seriesStartYear(of comic: ComicDTO) -> Int? {
        guard let name = comic.series?.name, let open = name.lastIndex(of: "(") else { return nil }
        let digits = name[name.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
        return digits.count == 4 ? Int(digits) : nil
    }

    /// The catalog's characters linked to `comic`, in name order, computed from the records.
    private func linkedCharacters(of comic: ComicDTO) -> [CharacterDTO] {
        let listed = Set(comic.characters?.itemIDs ?? [])
        return catalog.characters.filter { listed.contains($0.id) || ($0.comics?.itemIDs ?? []).contains(comic.id) }
    }
}
