import Testing
@testable import NetworkStubs

/// The contract of each of the spec's 39 operations over the sample catalog (``Contract``): each
/// parameter's meaning, each ordering both ways, paging, the records' own bytes, each error body.
@Suite("Contract: the 39 operations of spec-1.0.json over 100 records of the 2017 snapshot")
struct OperationContractTests {
    @Test("GET /v1/public/characters: each parameter, ordering, page and error body")
    func charactersList() throws { try Contract(operation: .list(.characters)).check() }

    @Test("GET /v1/public/characters/{id}: the record's own bytes, the character's 404, no parameter")
    func characterByID() throws { try Contract(operation: .record(.characters)).check() }

    @Test("GET /v1/public/characters/{id}/comics: every linked record, each parameter, ordering, page and error body")
    func characterComics() throws { try Contract(operation: .related(.characters, .comics)).check() }

    @Test("GET /v1/public/characters/{id}/events: every linked record, each parameter, ordering, page and error body")
    func characterEvents() throws { try Contract(operation: .related(.characters, .events)).check() }

    @Test("GET /v1/public/characters/{id}/series: every linked record, each parameter, ordering, page and error body")
    func characterSeries() throws { try Contract(operation: .related(.characters, .series)).check() }

    @Test("GET /v1/public/characters/{id}/stories: every linked record, each parameter, ordering, page and error body")
    func characterStories() throws { try Contract(operation: .related(.characters, .stories)).check() }

    @Test("GET /v1/public/comics: each parameter, ordering, page and error body")
    func comicsList() throws { try Contract(operation: .list(.comics)).check() }

    @Test("GET /v1/public/comics/{id}: the record's own bytes, the comic's 404, no parameter")
    func comicByID() throws { try Contract(operation: .record(.comics)).check() }

    @Test("GET /v1/public/comics/{id}/characters: every linked record, each parameter, ordering, page and error body")
    func comicCharacters() throws { try Contract(operation: .related(.comics, .characters)).check() }

    @Test("GET /v1/public/comics/{id}/creators: every linked record, each parameter, ordering, page and error body")
    func comicCreators() throws { try Contract(operation: .related(.comics, .creators)).check() }

    @Test("GET /v1/public/comics/{id}/events: every linked record, each parameter, ordering, page and error body")
    func comicEvents() throws { try Contract(operation: .related(.comics, .events)).check() }

    @Test("GET /v1/public/comics/{id}/stories: every linked record, each parameter, ordering, page and error body")
    func comicStories() throws { try Contract(operation: .related(.comics, .stories)).check() }

    @Test("GET /v1/public/creators: each parameter, ordering, page and error body")
    func creatorsList() throws { try Contract(operation: .list(.creators)).check() }

    @Test("GET /v1/public/creators/{id}: the record's own bytes, the creator's 404, no parameter")
    func creatorByID() throws { try Contract(operation: .record(.creators)).check() }

    @Test("GET /v1/public/creators/{id}/comics: every linked record, each parameter, ordering, page and error body")
    func creatorComics() throws { try Contract(operation: .related(.creators, .comics)).check() }

    @Test("GET /v1/public/creators/{id}/events: every linked record, each parameter, ordering, page and error body")
    func creatorEvents() throws { try Contract(operation: .related(.creators, .events)).check() }

    @Test("GET /v1/public/creators/{id}/series: every linked record, each parameter, ordering, page and error body")
    func creatorSeries() throws { try Contract(operation: .related(.creators, .series)).check() }

    @Test("GET /v1/public/creators/{id}/stories: every linked record, each parameter, ordering, page and error body")
    func creatorStories() throws { try Contract(operation: .related(.creators, .stories)).check() }

    @Test("GET /v1/public/events: each parameter, ordering, page and error body")
    func eventsList() throws { try Contract(operation: .list(.events)).check() }

    @Test("GET /v1/public/events/{id}: the record's own bytes, the event's 404, no parameter")
    func eventByID() throws { try Contract(operation: .record(.events)).check() }

    @Test("GET /v1/public/events/{id}/characters: every linked record, each parameter, ordering, page and error body")
    func eventCharacters() throws { try Contract(operation: .related(.events, .characters)).check() }

    @Test("GET /v1/public/events/{id}/comics: every linked record, each parameter, ordering, page and error body")
    func eventComics() throws { try Contract(operation: .related(.events, .comics)).check() }

    @Test("GET /v1/public/events/{id}/creators: every linked record, each parameter, ordering, page and error body")
    func eventCreators() throws { try Contract(operation: .related(.events, .creators)).check() }

    @Test("GET /v1/public/events/{id}/series: every linked record, each parameter, ordering, page and error body")
    func eventSeries() throws { try Contract(operation: .related(.events, .series)).check() }

    @Test("GET /v1/public/events/{id}/stories: every linked record, each parameter, ordering, page and error body")
    func eventStories() throws { try Contract(operation: .related(.events, .stories)).check() }

    @Test("GET /v1/public/series: each parameter, ordering, page and error body")
    func seriesList() throws { try Contract(operation: .list(.series)).check() }

    @Test("GET /v1/public/series/{id}: the record's own bytes, the series's 404, no parameter")
    func seriesByID() throws { try Contract(operation: .record(.series)).check() }

    @Test("GET /v1/public/series/{id}/characters: every linked record, each parameter, ordering, page and error body")
    func seriesCharacters() throws { try Contract(operation: .related(.series, .characters)).check() }

    @Test("GET /v1/public/series/{id}/comics: every linked record, each parameter, ordering, page and error body")
    func seriesComics() throws { try Contract(operation: .related(.series, .comics)).check() }

    @Test("GET /v1/public/series/{id}/creators: every linked record, each parameter, ordering, page and error body")
    func seriesCreators() throws { try Contract(operation: .related(.series, .creators)).check() }

    @Test("GET /v1/public/series/{id}/events: every linked record, each parameter, ordering, page and error body")
    func seriesEvents() throws { try Contract(operation: .related(.series, .events)).check() }

    @Test("GET /v1/public/series/{id}/stories: every linked record, each parameter, ordering, page and error body")
    func seriesStories() throws { try Contract(operation: .related(.series, .stories)).check() }

    @Test("GET /v1/public/stories: each parameter, ordering, page and error body")
    func storiesList() throws { try Contract(operation: .list(.stories)).check() }

    @Test("GET /v1/public/stories/{id}: the record's own bytes, the story's 404, no parameter")
    func storyByID() throws { try Contract(operation: .record(.stories)).check() }

    @Test("GET /v1/public/stories/{id}/characters: every linked record, each parameter, ordering, page and error body")
    func storyCharacters() throws { try Contract(operation: .related(.stories, .characters)).check() }

    @Test("GET /v1/public/stories/{id}/comics: every linked record, each parameter, ordering, page and error body")
    func storyComics() throws { try Contract(operation: .related(.stories, .comics)).check() }

    @Test("GET /v1/public/stories/{id}/creators: every linked record, each parameter, ordering, page and error body")
    func storyCreators() throws { try Contract(operation: .related(.stories, .creators)).check() }

    @Test("GET /v1/public/stories/{id}/events: every linked record, each parameter, ordering, page and error body")
    func storyEvents() throws { try Contract(operation: .related(.stories, .events)).check() }

    @Test("GET /v1/public/stories/{id}/series: every linked record, each parameter, ordering, page and error body")
    func storySeries() throws { try Contract(operation: .related(.stories, .series)).check() }
}
