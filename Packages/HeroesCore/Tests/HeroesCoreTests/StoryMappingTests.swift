import Foundation
import MarvelWire
import Testing
@testable import HeroesCore

/// A story as the API sends it (real 2017 records), mapped once for the screens.
@Suite struct StoryMappingTests {
    @Test func aStoryKeepsItsTypeOriginalIssueCreatorsWithRolesAndCharacters() throws {
        let story = Story(dto: try CatalogRecords2017.dto(CatalogRecords2017.storyLoki))
        #expect(
            story
                == Story(
                    id: 6762, title: "Loki 1-4", description: "", type: "story", originalIssue: "Loki (Hardcover)",
                    creators: [
                        ComicCreator(name: "Esad Ribic", role: "penciller", id: 182),
                        ComicCreator(name: "Rob Rodi", role: "writer", id: 418),
                    ],
                    characters: HeroResourceList(available: 1, items: [HeroResource(name: "Loki", id: 1_009_407)]),
                    comicCount: 1
                ))
    }

    @Test func aStoryWithAnEmptyTitleAndTypeKeepsThemEmpty() throws {
        let story = Story(dto: try CatalogRecords2017.dto(CatalogRecords2017.storyWithoutTitle))
        #expect(story.title == "" && story.type == "" && story.originalIssue == "X-Man (1995) #29")
        #expect(story.creators.map(\.role) == ["editor", "editor"])
    }

    @Test func aTitleTheAPIWritesAsANumberIsReadAsItsDigits() throws {
        let story = Story(dto: try CatalogRecords2017.dto(CatalogRecords2017.storyTitledWithANumber))
        #expect(story.title == "111" && story.type == "story")
    }

    @Test func aBareStoryHasNoneOfItsOptionalParts() {
        let story = Story(
            dto: StoryDTO(
                id: 1,
                thumbnail: ImageDTO(
                    path: "http://i.annihil.us/u/prod/marvel/i/mg/b/40/image_not_available", extension: "jpg"),
                originalIssue: ResourceSummaryDTO(resourceURI: nil, name: "  ")
            ))
        #expect(story == Story(id: 1, title: ""))
    }

    @Test func theCountsCheckedAreEveryListsAvailableAndReturned() throws {
        let dto: StoryDTO = try CatalogRecords2017.dto(CatalogRecords2017.storyLoki)
        #expect(Story.counts(of: dto) == [2, 2, 1, 1, 1, 1, 1, 1, 0, 0])
    }

    @Test func aStoryWithANegativeCountIsAnInvalidResponse() {
        let body = CatalogRecords2017.answer(
            CatalogRecords2017.storyLoki, replacing: #""characters":{"available":1"#,
            with: #""characters":{"available":-9223372036854775808"#)
        #expect(
            throws: HeroesError.invalidResponse(
                reason: "it sent a negative count (-9223372036854775808)", server: "s")
        ) {
            try MarvelResponseDecoder.record(body, id: 6762, as: Story.self, server: "s")
        }
    }
}
