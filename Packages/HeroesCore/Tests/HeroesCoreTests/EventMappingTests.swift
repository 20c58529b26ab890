import Foundation
import MarvelWire
import Testing
@testable import HeroesCore

/// An event as the API sends it (a real 2017 record), mapped once for the screens.
@Suite struct EventMappingTests {
    @Test func anEventKeepsItsDatesImageCountsAndTheEventsBeforeAndAfterByName() throws {
        let event = Event(dto: try CatalogRecords2017.dto(CatalogRecords2017.eventSecretEmpire))
        #expect(
            event
                == Event(
                    id: 336, title: "Secret Empire", description: "",
                    start: Date(timeIntervalSince1970: 1_492_563_600), end: Date(timeIntervalSince1970: 1_502_240_400),
                    thumbnail: HeroImage(
                        path: "http://i.annihil.us/u/prod/marvel/i/mg/6/f0/58e692d6f351b", fileExtension: "jpg"),
                    previous: "Dead No More: The Clone Conspiracy", next: "Avengers NOW!"
                ))
        #expect(event.startDay == "2017-04-19" && event.endDay == "2017-08-09")
    }

    @Test func anEventNamesItsCreatorsWithRolesAndCountsWhatItHasCreatorsIncluded() {
        let event = Event(
            dto: EventDTO(
                id: 29, title: " Infinity War ",
                comics: ResourceListDTO(available: 52, returned: 0, collectionURI: nil, items: []),
                series: ResourceListDTO(available: 13, returned: 0, collectionURI: nil, items: []),
                characters: ResourceListDTO(available: 71, returned: 0, collectionURI: nil, items: []),
                creators: ResourceListDTO(
                    available: 106, returned: 1, collectionURI: nil,
                    items: [
                        ResourceSummaryDTO(
                            resourceURI: "http://gateway.marvel.com/v1/public/creators/2632", name: " Stein ",
                            role: "colorist")
                    ])
            ))
        #expect(event.title == "Infinity War")
        #expect(event.creators == [ComicCreator(name: "Stein", role: "colorist", id: 2632)])
        #expect(event.characterCount == 71 && event.comicCount == 52 && event.seriesCount == 13)
        #expect(event.creatorCount == 106, "the list's available, not the one creator it lists")
    }

    @Test(
        arguments: [
            ("1992-06-10 00:00:00", Date(timeIntervalSince1970: 708_134_400)),
            ("1963-03-10T00:00:00-0500", Date(timeIntervalSince1970: -215_031_600)),
            ("2037-01-01 01:00:00", nil),
            ("2037-12-31 01:00:00", nil),
            ("-0001-11-30T00:00:00-0500", nil),
            ("1969-12-31T19:00:00-0500", nil),
            ("someday", nil),
        ] as [(String, Date?)])
    func datesAreReadAsOnSaleDatesAndTheYear2037IsNone(text: String, expected: Date?) {
        #expect(Event.date(text) == expected)
    }

    @Test func aBareEventHasNoneOfItsOptionalParts() {
        let event = Event(
            dto: EventDTO(
                id: 1,
                thumbnail: ImageDTO(
                    path: "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available", extension: "jpg"),
                next: ResourceSummaryDTO(resourceURI: nil, name: " "), previous: nil
            ))
        #expect(event == Event(id: 1, title: ""))
    }

    @Test func theCountsCheckedAreEveryListsAvailableAndReturned() throws {
        let dto: EventDTO = try CatalogRecords2017.dto(CatalogRecords2017.eventSecretEmpire)
        #expect(Event.counts(of: dto) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        let bare = EventDTO(id: 1, series: ResourceListDTO(available: 4, returned: 3, collectionURI: nil, items: nil))
        #expect(Event.counts(of: bare) == [nil, nil, nil, nil, nil, nil, nil, nil, 4, 3])
    }

    @Test func anEventWithANegativeCountIsAnInvalidResponse() {
        let body = CatalogRecords2017.answer(
            CatalogRecords2017.eventSecretEmpire, replacing: #""series":{"available":0"#,
            with: #""series":{"available":-1"#)
        #expect(throws: HeroesError.invalidResponse(reason: "it sent a negative count (-1)", server: "s")) {
            try MarvelResponseDecoder.record(body, id: 336, as: Event.self, server: "s")
        }
    }
}
