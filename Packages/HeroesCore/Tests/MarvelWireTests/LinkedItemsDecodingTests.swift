import Foundation
import MarvelWire
import Testing

/// `LinkedItems.skipped` in a decoder's `userInfo`: each linked list of a record keeps its
/// counts and URI and leaves its items unread, with MarvelWire's reader and with Foundation's
/// alike; a list with no `available` still reads its items, which are then its count.
struct LinkedItemsDecodingTests {
    /// An event with one list that has a count and one that has none: a new `Data` at each use
    /// (one kept in a global is reported by LeakSanitizer at exit, `scripts/sanitize`).
    static var event: Data {
        Data(
            #"""
            {"id":238,"title":"Civil War",
             "comics":{"available":140,"returned":2,"collectionURI":"http://x/v1/public/events/238/comics",
                       "items":[{"resourceURI":"http://x/v1/public/comics/1","name":"One"},
                                {"resourceURI":"http://x/v1/public/comics/2","name":"Two"}]},
             "creators":{"returned":1,"items":[{"resourceURI":"http://x/v1/public/creators/3","name":"Three","role":"writer"}]}}
            """#.utf8)
    }

    /// `event` decoded by both readers with `linkedItems` in their `userInfo` (none for `nil`);
    /// the two must agree.
    static func decoded(_ linkedItems: LinkedItems?) throws -> EventDTO {
        var wire = MarvelJSONDecoder()
        let foundation = JSONDecoder()
        if let linkedItems {
            wire.userInfo[LinkedItems.userInfoKey] = linkedItems
            foundation.userInfo[LinkedItems.userInfoKey] = linkedItems
        }
        let ours = try wire.decode(EventDTO.self, from: event)
        #expect(ours == (try foundation.decode(EventDTO.self, from: event)))
        return ours
    }

    @Test func skippedLeavesTheItemsOfAListWithACountUnreadAndKeepsItsCountsAndURI() throws {
        let comics = try #require(try Self.decoded(.skipped).comics)
        #expect(comics.items == nil)
        #expect(comics.available == 140)
        #expect(comics.returned == 2)
        #expect(comics.collectionURI == "http://x/v1/public/events/238/comics")
    }

    @Test func skippedStillReadsTheItemsOfAListWithNoAvailableCount() throws {
        let creators = try #require(try Self.decoded(.skipped).creators)
        #expect(creators.available == nil)
        #expect(creators.items?.map(\.name) == ["Three"])
    }

    @Test func readAndNoUserInfoReadEveryItem() throws {
        for linkedItems in [LinkedItems.read, nil] {
            let event = try Self.decoded(linkedItems)
            #expect(event.comics?.items?.map(\.name) == ["One", "Two"], "\(String(describing: linkedItems))")
            #expect(event.creators?.items?.map(\.role) == ["writer"])
        }
    }
}
