import Foundation
import MarvelWire
import Testing
@testable import HeroesCore

/// A creator as the API sends it (real 2017 records), mapped once for the screens.
@Suite struct CreatorMappingTests {
    @Test func aCreatorKeepsItsNamesPictureDateAndWorksByName() throws {
        let creator = Creator(dto: try CatalogRecords2017.dto(CatalogRecords2017.creatorGinaGoingRaney))
        #expect(
            creator
                == Creator(
                    id: 8544, fullName: "Gina Going Raney", firstName: "Gina", middleName: "Going", lastName: "Raney",
                    thumbnail: HeroImage(
                        path: "http://i.annihil.us/u/prod/marvel/i/mg/1/e0/4babf4b65fac3", fileExtension: "jpg"),
                    comics: HeroResourceList(
                        available: 1, items: [HeroResource(name: "X-Factor (2005) #202 (DEADPOOL VARIANT)", id: 31637)]),
                    series: HeroResourceList(
                        available: 1, items: [HeroResource(name: "X-Factor (2005 - 2013)", id: 1035)]),
                    storyCount: 1, eventCount: 0, modified: Date(timeIntervalSince1970: 1_167_714_000)
                ))
        #expect(creator.modifiedDay == "2007-01-02")
    }

    @Test func theImageNotAvailablePlaceholderIsNoThumbnail() throws {
        let creator = Creator(dto: try CatalogRecords2017.dto(CatalogRecords2017.creatorWithoutPicture))
        #expect(creator.thumbnail == nil)
        #expect(creator.fullName == "Albrecht Brad Vancata" && creator.storyCount == 1)
    }

    @Test func aNameTheAPIWritesAsANumberIsReadAsItsDigits() throws {
        let creator = Creator(dto: try CatalogRecords2017.dto(CatalogRecords2017.creatorNamedWithANumber))
        #expect(creator.lastName == "15" && creator.firstName == "FIRM" && creator.fullName == "FIRM 15")
        #expect(creator.comics.available == 5 && creator.series.items.count == 3 && creator.storyCount == 21)
    }

    @Test func aBareCreatorHasNoneOfItsOptionalParts() {
        let creator = Creator(
            dto: CreatorDTO(
                id: 1, modified: "-0001-11-30T00:00:00-0500",
                thumbnail: ImageDTO(
                    path: "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available", extension: "jpg")
            ))
        #expect(creator == Creator(id: 1, fullName: ""))
    }

    @Test func aCreatorWithoutAFullNameIsNamedFromTheTrimmedParts() {
        let creator = Creator(
            dto: CreatorDTO(id: 1, firstName: " Stan ", middleName: "", lastName: "Lee\n", suffix: "Jr.", fullName: " ")
        )
        #expect(creator.fullName == "Stan Lee Jr." && creator.firstName == "Stan" && creator.lastName == "Lee")
    }

    @Test func theCountsCheckedAreEveryListsAvailableAndReturned() throws {
        let dto: CreatorDTO = try CatalogRecords2017.dto(CatalogRecords2017.creatorGinaGoingRaney)
        #expect(Creator.counts(of: dto) == [1, 1, 1, 1, 1, 1, 0, 0])
    }

    @Test func aCountMissingIsTheItemsListedAndANegativeOneBuiltByHandIsZero() {
        let creator = Creator(
            dto: CreatorDTO(
                id: 1,
                stories: ResourceListDTO(
                    available: nil, returned: nil, collectionURI: nil,
                    items: [ResourceSummaryDTO(resourceURI: nil, name: "Cover #1", type: "cover")]),
                events: ResourceListDTO(available: -4, returned: 0, collectionURI: nil, items: [])
            ))
        #expect(creator.storyCount == 1 && creator.eventCount == 0)
    }

    @Test func aCreatorWithANegativeCountIsAnInvalidResponse() {
        let body = CatalogRecords2017.answer(
            CatalogRecords2017.creatorGinaGoingRaney, replacing: #""events":{"available":0"#,
            with: #""events":{"available":-3"#)
        #expect(throws: HeroesError.invalidResponse(reason: "it sent a negative count (-3)", server: "s")) {
            try MarvelResponseDecoder.record(body, id: 8544, as: Creator.self, server: "s")
        }
    }
}
