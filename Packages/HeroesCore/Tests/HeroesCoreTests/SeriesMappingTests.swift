import Foundation
import MarvelWire
import Testing
@testable import HeroesCore

/// A series as the API sends it (real 2017 records), mapped once for the screens.
@Suite struct SeriesMappingTests {
    @Test func aSeriesKeepsItsYearsRatingTypeCoverAndCreatorsWithRoles() throws {
        let series = Series(dto: try CatalogRecords2017.dto(CatalogRecords2017.seriesLoki))
        #expect(
            series
                == Series(
                    id: 1402, title: "Loki (2005)", description: "", startYear: 2005, endYear: 2005,
                    rating: "MARVEL PSR+", type: "collection",
                    thumbnail: HeroImage(
                        path: "http://i.annihil.us/u/prod/marvel/i/mg/3/b0/4bc654c563962", fileExtension: "jpg"),
                    creators: [
                        ComicCreator(name: "Esad Ribic", role: "penciller (cover)", id: 182),
                        ComicCreator(name: "Rob Rodi", role: "writer", id: 418),
                    ],
                    characterCount: 1, comicCount: 1
                ))
    }

    @Test func aSeriesStillRunningHasNoEndYearAndThePlaceholderImageIsNoThumbnail() throws {
        let series = Series(dto: try CatalogRecords2017.dto(CatalogRecords2017.seriesStillRunning))
        #expect(
            series
                == Series(
                    id: 18673, title: "New Warriors (2015 - Present)", startYear: 2015, endYear: nil, type: "ongoing",
                    creators: [ComicCreator(name: "Sana Amanat", role: "editor", id: 11841)]
                ))
    }

    @Test(
        arguments: [(2099, nil), (2100, nil), (0, nil), (-1, nil), (1998, 1998), (2098, 2098)] as [(Int, Int?)])
    func theEndYear2099AndLaterIsStillRunningAndNoYearIsNone(year: Int, expected: Int?) {
        #expect(Series(dto: SeriesDTO(id: 1, startYear: year, endYear: year)).endYear == expected)
    }

    @Test func aBareSeriesHasNoneOfItsOptionalParts() {
        let series = Series(
            dto: SeriesDTO(
                id: 1,
                thumbnail: ImageDTO(
                    path: "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available", extension: "jpg")
            ))
        #expect(series == Series(id: 1, title: ""))
    }

    @Test func theCountsCheckedAreEveryListsAvailableAndReturned() throws {
        let dto: SeriesDTO = try CatalogRecords2017.dto(CatalogRecords2017.seriesLoki)
        #expect(Series.counts(of: dto) == [2, 2, 1, 1, 2, 2, 1, 1, 0, 0])
    }

    @Test func aSeriesWithANegativeCountIsAnInvalidResponse() {
        let body = CatalogRecords2017.answer(
            CatalogRecords2017.seriesLoki, replacing: #""returned":2}"#, with: #""returned":-2}"#)
        #expect(throws: HeroesError.invalidResponse(reason: "it sent a negative count (-2)", server: "s")) {
            try MarvelResponseDecoder.record(body, id: 1402, as: Series.self, server: "s")
        }
    }
}
