import Foundation
import MarvelWire
import SQLiteDatabase
import Testing
@testable import NetworkStubs

/// How SQLite runs the engine's statements (`EXPLAIN QUERY PLAN` over the catalog schema): an
/// ordering reads its index in order (stories by id: the table in its key's order), a prefix is a range of its index, and an id-list filter
/// or a related list starts from the links' primary key and reads each record by id. None scans
/// a whole table.
@Suite("Query plans: every ordering and id filter answered by an index")
struct QueryPlanTests {
    /// The plan's lines for the page and the count of `pathAndQuery`'s list.
    func plans(_ resource: MarvelResource, parent: (MarvelResource, Int)? = nil, _ query: String) throws -> (
        page: [String], count: [String]
    ) {
        let sql = try CatalogQuery.parsing(query, listing: resource, parent: parent)
        return try SampleCatalog.catalog.database.reader.read { db in
            // `detail` is the fourth column of EXPLAIN QUERY PLAN's rows.
            let page = try db.allRows("EXPLAIN QUERY PLAN " + sql.pageSQL, sql.pageArguments) { $0.string(at: 3) ?? "" }
            let count = try db.allRows("EXPLAIN QUERY PLAN " + sql.countSQL, sql.bodyArguments) {
                $0.string(at: 3) ?? ""
            }
            return (page, count)
        }
    }

    /// A step that reads a whole table row by row (not an index, not by key).
    func scansTable(_ lines: [String]) -> Bool {
        lines.contains { $0.hasPrefix("SCAN ") && !$0.contains("USING INDEX") && !$0.contains("USING COVERING INDEX") }
    }

    @Test(
        "each orderBy field of each list reads its index in order: no sort, no table scan",
        arguments: MarvelResource.allCases.flatMap { resource in
            EndpointRules.family(of: resource).orderings.sorted().flatMap { [(resource, $0), (resource, "-" + $0)] }
        })
    func orderings(resource: MarvelResource, orderBy: String) throws {
        let (page, _) = try plans(resource, "orderBy=\(orderBy)")
        // By id, the table itself is the index: read in its key's order.
        let byID = orderBy.hasSuffix("id")
        #expect(byID || !scansTable(page), "\(resource)?orderBy=\(orderBy): \(page)")
        #expect(!page.contains { $0.contains("TEMP B-TREE") }, "\(resource)?orderBy=\(orderBy): \(page)")
    }

    @Test(
        "an id-list filter or a related list starts from the links' key and reads each record by id",
        arguments: MarvelResource.allCases.flatMap { resource in
            EndpointRules.family(of: resource).idLists.sorted().map { (resource, $0) }
        })
    func idFilters(resource: MarvelResource, filter: String) throws {
        for orderBy in EndpointRules.family(of: resource).orderings.sorted().map({ "-" + $0 }) {
            let (page, count) = try plans(resource, "\(filter)=1009610,1011334&orderBy=\(orderBy)")
            for lines in [page, count] {
                #expect(lines.contains { $0.hasPrefix("SEARCH links USING PRIMARY KEY") }, "\(lines)")
                #expect(lines.contains { $0.hasPrefix("SEARCH r USING INTEGER PRIMARY KEY") }, "\(lines)")
                #expect(!scansTable(lines.filter { !$0.contains("source") }), "\(resource)?\(filter): \(lines)")
            }
        }
        let (related, _) = try plans(
            resource, parent: (MarvelResource(rawValue: filter) ?? .characters, 1009610), "orderBy=-modified")
        #expect(related.contains { $0.hasPrefix("SEARCH links USING PRIMARY KEY") }, "\(related)")
    }

    @Test("/stories?characters=…&orderBy=-modified uses the links' key, then each story by id")
    func storiesOfACharacter() throws {
        let (page, count) = try plans(.stories, "characters=1009610&orderBy=-modified")
        #expect(page.contains { $0.hasPrefix("SEARCH links USING PRIMARY KEY (resource=? AND id=? AND related=?)") })
        #expect(page.contains { $0.hasPrefix("SEARCH r USING INTEGER PRIMARY KEY (rowid=?)") })
        #expect(count.contains { $0.hasPrefix("SEARCH links USING PRIMARY KEY") })
    }

    @Test(
        "a name or title prefix is a range of its index",
        arguments: [
            (MarvelResource.characters, "nameStartsWith=spi"), (.comics, "titleStartsWith=spider"),
            (.creators, "lastNameStartsWith=lee"), (.events, "nameStartsWith=civ"), (.series, "titleStartsWith=aven"),
        ])
    func prefixes(resource: MarvelResource, query: String) throws {
        let (_, count) = try plans(resource, query)
        #expect(count.contains { $0.hasPrefix("SEARCH r USING") && $0.contains("Key>? AND") }, "\(count)")
    }
}
