import Foundation
import MarvelWire
import Testing
@testable import HeroesCore

/// A comic as the API sends it, mapped once for the screens.
@Suite struct ComicMappingTests {
    static let record = #"""
        {"id":6482,"digitalId":0,"title":" Amazing Spider-Man (1963) #1 ","issueNumber":1,"variantDescription":"",
         "description":null,"modified":"2019-08-21T17:11:27-0400","format":"Comic","pageCount":36,
         "resourceURI":"http://gateway.marvel.com/v1/public/comics/6482",
         "urls":[{"type":"detail","url":"http://marvel.com/comics/issue/6482/amazing_spider-man_1963_1"}],
         "series":{"resourceURI":"http://gateway.marvel.com/v1/public/series/1987","name":"Amazing Spider-Man (1963 - 1998)"},
         "dates":[{"type":"onsaleDate","date":"1963-03-10T00:00:00-0500"},{"type":"focDate","date":"-0001-11-30T00:00:00-0500"}],
         "thumbnail":{"path":"http://i.annihil.us/u/prod/marvel/i/mg/9/80/5d5d6be5e3c8e","extension":"jpg"},
         "creators":{"available":2,"returned":2,"collectionURI":"http://gateway.marvel.com/v1/public/comics/6482/creators",
                     "items":[{"resourceURI":"http://gateway.marvel.com/v1/public/creators/30","name":"Stan Lee","role":"writer"},
                              {"resourceURI":"http://gateway.marvel.com/v1/public/creators/32","name":"Steve Ditko","role":"penciller (cover)"}]},
         "characters":{"available":1,"returned":1,"items":[]},"stories":{"available":2,"returned":0,"items":[]},
         "events":{"available":0,"returned":0,"items":[]}}
        """#

    @Test func aComicKeepsWhatADetailsScreenShows() throws {
        let comic = Comic(dto: try JSONDecoder().decode(ComicDTO.self, from: Data(Self.record.utf8)))
        #expect(
            comic
                == Comic(
                    id: 6482, title: "Amazing Spider-Man (1963) #1", issueNumber: 1, format: "Comic",
                    onSaleDate: Date(timeIntervalSince1970: -215_031_600), description: "", pageCount: 36,
                    series: "Amazing Spider-Man (1963 - 1998)",
                    creators: [
                        ComicCreator(name: "Stan Lee", role: "writer", id: 30),
                        ComicCreator(name: "Steve Ditko", role: "penciller (cover)", id: 32),
                    ],
                    thumbnail: HeroImage(
                        path: "http://i.annihil.us/u/prod/marvel/i/mg/9/80/5d5d6be5e3c8e", fileExtension: "jpg")
                ))
    }

    @Test func aBareComicHasNoneOfItsOptionalParts() {
        let comic = Comic(
            dto: ComicDTO(
                id: 1, issueNumber: 0, pageCount: 0,
                thumbnail: ImageDTO(
                    path: "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available", extension: "jpg")
            ))
        #expect(comic == Comic(id: 1, title: ""))
    }

    @Test(
        arguments: [
            ("1963-03-10T00:00:00-0500", Date(timeIntervalSince1970: -215_031_600)),
            ("2019-08-21T00:00:00-0400", Date(timeIntervalSince1970: 1_566_360_000)),
            ("-0001-11-30T00:00:00-0500", nil),
            ("1969-12-31T19:00:00-0500", nil),
            ("someday", nil),
        ] as [(String, Date?)])
    func onSaleDatesBefore1970AreRealAndThePlaceholdersAreNone(text: String, expected: Date?) {
        #expect(Comic.date(text) == expected)
    }

    @Test func theCountsCheckedAreTheListsAndThePageCount() throws {
        let dto = try JSONDecoder().decode(ComicDTO.self, from: Data(Self.record.utf8))
        #expect(Comic.counts(of: dto) == [2, 2, 1, 1, 2, 0, 0, 0, 36])
    }
}
