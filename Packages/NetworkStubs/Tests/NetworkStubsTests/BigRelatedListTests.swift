import Foundation
import MarvelWire
import SQLiteDatabase
import Testing

@testable import NetworkStubs

/// A big related list read the fast way (`RelatedListPlans.indexed`: its total from `linkTotals`,
/// its page along the index of its first ordering) gives the total and the page the plain way
/// (`plain`: counted, then sorted) gives, for every ordering, page and parent; and `linkTotals`
/// holds exactly the totals the plain way counts.
@Suite struct BigRelatedListTests {
    static let gateway = "http://gateway.marvel.com/v1/public/"

    /// The query of `related`'s list below the record of `parent` with `id`, for `query` (`orderBy=…&limit=…`).
    static func query(_ related: MarvelResource, of parent: MarvelResource, _ id: Int, _ query: String) throws
        -> CatalogQuery
    {
        try CatalogQuery.parsing(query, listing: related, parent: (parent, id))
    }

    /// The total and ids both ways, and the way the fast one took.
    static func bothWays(_ query: CatalogQuery, in catalog: CatalogDatabase) throws -> (
        fast: (total: Int, ids: [Int]), plain: (total: Int, ids: [Int]), plan: CatalogDatabase.PagePlan
    ) {
        try catalog.reader.read { db in
            let fast = try CatalogDatabase.totalAndPage(of: query, db, .indexed)
            let plain = try CatalogDatabase.totalAndPage(of: query, db, .plain)
            #expect(plain.plan == .counted)
            return ((fast.total, fast.ids), (plain.total, plain.ids), fast.plan)
        }
    }

    /// Every `orderBy` of `resource`'s lists, each way round, and none.
    static func orderings(of resource: MarvelResource) -> [String] {
        let fields = EndpointRules.family(of: resource).orderings.sorted()
        return [""] + fields.flatMap { [$0, "-" + $0] } + (resource == .comics ? ["-onsaleDate,title"] : [])
    }

    // MARK: A small catalog made for the edges

    /// 90 comics whose dates, titles and issue numbers take few values (ties everywhere), a few
    /// with the API's "no date" (stored as NULL, first when ascending), and 7 characters linked to
    /// them densely and sparsely, among the newest or the oldest, some also naming comics the
    /// catalog has not.
    static func edgeCatalog() throws -> CatalogDatabase {
        let dates = [
            "2017-05-10T00:00:00-0400", "2016-01-06T00:00:00-0500", "2015-02-04T00:00:00-0500",
            "2012-08-01T00:00:00-0400", "2009-12-09T00:00:00-0500", "2004-11-10T00:00:00-0500",
            "1999-07-01T00:00:00-0400", "1988-04-01T00:00:00-0500", "1975-03-01T00:00:00-0500",
            "1966-01-01T00:00:00-0500",
        ]
        let noDate = "-0001-11-30T00:00:00-0500"
        let comics = 1...90
        // Ids and dates do not rise together: comic `n` is on sale on `dates[n * 7 % 10]`.
        func date(_ comic: Int) -> String { comic % 15 == 0 ? noDate : dates[comic * 7 % dates.count] }
        func focDate(_ comic: Int) -> String { comic % 10 == 0 ? noDate : dates[(comic + 1) % dates.count] }
        let linked: [Int: [Int]] = [
            1: Array(comics),
            2: comics.filter { date($0).hasPrefix("2017") || date($0).hasPrefix("2016") },
            3: comics.filter { date($0).hasPrefix("1975") || date($0).hasPrefix("1966") || date($0) == noDate },
            4: comics.filter { $0 % 9 == 0 } + [900, 901, 902],
            5: comics.filter { $0 % 3 == 0 } + [903],
            6: [1, 2, 3],
            7: comics.filter { date($0) == noDate || $0 % 4 == 0 } + [904, 905],
        ]
        return try CatalogDatabase.inMemory(info: .unattributed) { builder in
            builder.linkTotalMinimum = 4
            for comic in comics {
                let characters = linked.filter { $0.value.contains(comic) }.keys.sorted()
                let json =
                    #"{"id":\#(comic),"title":"T\#(comic % 4)","issueNumber":\#(comic % 5),"format":"Comic","modified":"\#(dates[comic % 3])","dates":[{"type":"onsaleDate","date":"\#(date(comic))"},{"type":"focDate","date":"\#(focDate(comic))"}],"characters":\#(CatalogBuilderTests.summary("characters", characters))}"#
                try builder.add(.comics, json: Array(json.utf8))
            }
            for (character, ids) in linked {
                let json =
                    #"{"id":\#(character),"name":"C\#(character)","modified":"2014-01-01T10:00:00-0500","comics":\#(CatalogBuilderTests.summary("comics", ids))}"#
                try builder.add(.characters, json: Array(json.utf8))
            }
        }
    }

    @Test func aSmallCatalogsLinkTotalsAreTheCountedTotalsOfEveryRecordWithEnoughLinks() throws {
        let catalog = try Self.edgeCatalog()
        try catalog.reader.read { db in
            let stored = try db.allRows("SELECT resource, id, related, total FROM linkTotals ORDER BY 1, 2, 3") {
                [$0.int(at: 0), $0.int(at: 1), $0.int(at: 2), $0.int(at: 3)]
            }
            // Counted: the links of each (record, type) with at least 4 of them, to records that exist.
            let counted = try db.allRows(
                """
                SELECT l.resource, l.id, l.related, sum(CASE l.related WHEN 0 THEN l.relatedID IN (SELECT id FROM characters) \
                ELSE l.relatedID IN (SELECT id FROM comics) END) FROM links l \
                GROUP BY l.resource, l.id, l.related HAVING count(*) >= 4 ORDER BY 1, 2, 3
                """
            ) { [$0.int(at: 0), $0.int(at: 1), $0.int(at: 2), $0.int(at: 3)] }
            #expect(stored == counted)
            // Character 4 names 10 comics it has and 3 it has not; character 6 has too few links.
            #expect(stored.contains([0, 4, 1, 10]))
            #expect(!stored.contains { $0[0] == 0 && $0[1] == 6 })
        }
    }

    @Test func everyOrderingAndPageOfASmallCatalogsRelatedListsIsTheSameBothWays() throws {
        let catalog = try Self.edgeCatalog()
        var plans: [CatalogDatabase.PagePlan: Int] = [:]
        for character in 1...7 {
            for orderBy in Self.orderings(of: .comics) {
                for limit in [1, 3, 10] {
                    for offset in [0, 1, 2, 5, 9, 10, 20, 29, 45, 89, 90, 200] {
                        var text = "limit=\(limit)&offset=\(offset)"
                        if !orderBy.isEmpty { text += "&orderBy=" + orderBy }
                        let query = try Self.query(.comics, of: .characters, character, text)
                        let both = try Self.bothWays(query, in: catalog)
                        #expect(both.fast.total == both.plain.total, "character \(character) \(text)")
                        #expect(both.fast.ids == both.plain.ids, "character \(character) \(text)")
                        plans[both.plan, default: 0] += 1
                    }
                }
            }
        }
        // All four ways were taken: a page found along the index, one found by the walk, one that
        // fell back to the sort, and a list too small for a stored total (character 6).
        #expect((plans[.storedTotalAndIndex] ?? 0) >= 50, "\(plans)")
        #expect((plans[.storedTotalAndWalk] ?? 0) >= 20, "\(plans)")
        #expect((plans[.storedTotal] ?? 0) >= 50, "\(plans)")
        #expect((plans[.counted] ?? 0) > 0, "\(plans)")
    }

    @Test(arguments: [Int64.max, Int64(Int32.max) + 1, -1, Int64.min])
    func aStoredTotalOutOfRangeIsNotUsedAndTheListIsCounted(total: Int64) throws {
        let catalog = try Self.edgeCatalog()
        try catalog.reader.read { db in
            try db.execute("UPDATE linkTotals SET total = ? WHERE resource = 0 AND id = 1", [total])
        }
        for text in ["limit=5&orderBy=-onsaleDate,title", "limit=3&offset=20"] {
            let both = try Self.bothWays(try Self.query(.comics, of: .characters, 1, text), in: catalog)
            #expect(both.plan == .counted, "\(total) \(text)")
            #expect(both.fast.total == 90 && both.fast.ids == both.plain.ids, "\(total) \(text)")
        }
    }

    @Test func aPageOfTheSmallCatalogIsTheSameBytesWithThePlainPlans() throws {
        var catalog = try Self.edgeCatalog()
        for character in [1, 2, 3, 4] {
            for text in ["limit=5&orderBy=-onsaleDate,title", "limit=3", "limit=2&offset=4&orderBy=-modified"] {
                let query = try Self.query(.comics, of: .characters, character, text)
                catalog.plans = .indexed
                let fast = try catalog.page(query)
                catalog.plans = .plain
                #expect(try catalog.page(query) == fast, "character \(character) \(text)")
            }
        }
    }

    @Test func aFilteredOrAscendingOnAColumnRelatedListIsNotReadAlongTheIndex() throws {
        let filtered = try Self.query(.comics, of: .characters, 1, "titleStartsWith=T&orderBy=-onsaleDate")
        #expect(filtered.storedTotal == nil)
        #expect(filtered.indexedPage(budget: 10) == nil)
        #expect(try Self.query(.comics, of: .characters, 1, "orderBy=onsaleDate").indexedPage(budget: 10) == nil)
        #expect(try Self.query(.comics, of: .characters, 1, "orderBy=-onsaleDate").indexedPage(budget: 10) != nil)
        #expect(try Self.query(.comics, of: .characters, 1, "limit=5").indexedPage(budget: 10) != nil)
    }

    // MARK: The 2017 snapshot

    /// Every (record, type) the snapshot stores a total for.
    static func storedTotals(_ catalog: CatalogDatabase) throws -> [(
        parent: MarvelResource, id: Int, related: MarvelResource, total: Int
    )] {
        let types = Dictionary(uniqueKeysWithValues: MarvelResource.allCases.map { (CatalogSchema.code(of: $0), $0) })
        return try catalog.reader.read { db in
            try db.allRows("SELECT resource, id, related, total FROM linkTotals ORDER BY 1, 2, 3") {
                (types[$0.int(at: 0)]!, $0.int(at: 1), types[$0.int(at: 2)]!, $0.int(at: 3))
            }
        }
    }

    @Test func theSnapshotsStoredTotalsAreTheCountedOnesAndItsBigListsPagesTheSameBothWays() throws {
        let catalog = try MaterializedSnapshot.catalog()
        let stored = try Self.storedTotals(catalog)
        // 196 (record, type) pairs with 512 links or more (scripts/generate-catalog's CATALOG.md).
        #expect(stored.count > 150)
        var plans: [CatalogDatabase.PagePlan: Int] = [:]
        for (index, entry) in stored.enumerated() {
            let relatedOrderings = Self.orderings(of: entry.related)
            // Each list's first page in its default order and the show's, the page at the
            // index's budget (a quarter of the total), and for every 10th list every ordering.
            var texts = ["limit=20", "limit=5&orderBy=" + relatedOrderings[relatedOrderings.count - 1]]
            texts.append("limit=20&offset=\(max(0, entry.total / 4 - 10))")
            if index % 10 == 0 { texts += relatedOrderings.dropFirst().map { "limit=20&orderBy=" + $0 } }
            for text in texts {
                let query = try Self.query(entry.related, of: entry.parent, entry.id, text)
                let both = try Self.bothWays(query, in: catalog)
                let what = "\(entry.parent.rawValue)/\(entry.id)/\(entry.related.rawValue)?\(text)"
                #expect(both.fast.total == entry.total, "\(what)")
                #expect(both.plain.total == entry.total, "\(what)")
                #expect(both.fast.ids == both.plain.ids, "\(what)")
                plans[both.plan, default: 0] += 1
            }
        }
        #expect((plans[.storedTotalAndIndex] ?? 0) >= 50, "\(plans)")
        #expect((plans[.storedTotalAndWalk] ?? 0) >= 20, "\(plans)")
        #expect((plans[.storedTotal] ?? 0) >= 50, "\(plans)")
    }

    /// The list of `related` below record 1 of another type, ordered by `orderBy` (none: its default).
    static func firstParentsList(_ related: MarvelResource, _ orderBy: String) throws -> CatalogQuery {
        let parent: MarvelResource = related == .characters ? .comics : .characters
        return try query(related, of: parent, 1, orderBy.isEmpty ? "limit=20" : "orderBy=" + orderBy)
    }

    /// The lines of SQLite's `EXPLAIN QUERY PLAN` of `sql` in `catalog`.
    static func queryPlan(_ sql: String, _ arguments: [SQLiteValue], in catalog: CatalogDatabase) throws -> [String] {
        try catalog.reader.read { db in
            try db.allRows("EXPLAIN QUERY PLAN " + sql, arguments) { $0.string(at: 3) ?? "" }
        }
    }

    @Test(
        "a related list read along its ordering's index searches that index (or the table by id), never scans a table",
        arguments: MarvelResource.allCases)
    func theIndexedPageSearchesAnIndex(related: MarvelResource) throws {
        let catalog = try MaterializedSnapshot.catalog()
        // No orderBy (by id, or a character's name, which is ascending) and each descending one.
        for orderBy in Self.orderings(of: related) where orderBy.isEmpty || orderBy.hasPrefix("-") {
            let query = try Self.firstParentsList(related, orderBy)
            if related == .characters && orderBy.isEmpty {
                #expect(query.indexedPage(budget: 100) == nil)
                continue
            }
            let statement = try #require(query.indexedPage(budget: 100), "\(related) \(orderBy)")
            let lines = try Self.queryPlan(statement.sql, statement.arguments, in: catalog)
            #expect(lines.first?.hasPrefix("SEARCH r USING ") == true, "\(related) \(orderBy): \(lines)")
            #expect(!lines.contains { $0.hasPrefix("SCAN r") }, "\(related) \(orderBy): \(lines)")
        }
    }

    @Test(
        "a related list's walk reads one index (or the table by id) in the list's order, never sorts",
        arguments: MarvelResource.allCases)
    func theWalkReadsAnIndexInOrder(related: MarvelResource) throws {
        let catalog = try MaterializedSnapshot.catalog()
        for orderBy in Self.orderings(of: related) {
            let query = try Self.firstParentsList(related, orderBy)
            let walk = try #require(query.linkedWalk, "\(related) \(orderBy)")
            let lines = try Self.queryPlan(walk, [], in: catalog)
            // One line, a scan of the table or its index: no "USE TEMP B-TREE FOR ORDER BY".
            #expect(
                lines.count == 1 && lines[0].hasPrefix("SCAN \(related.rawValue)"), "\(related) \(orderBy): \(lines)")
            let byID = (query.ordering.first?.column ?? "id") == "id"
            #expect(lines[0].contains("USING COVERING INDEX") != byID, "\(related) \(orderBy): \(lines)")
        }
        #expect(try Self.query(.comics, of: .characters, 1, "titleStartsWith=T").linkedWalk == nil)
    }

    @Test func theHulksAndDaredevilsNewestComicsAreFoundByTheWalkAndTheFantasticFoursSorted() throws {
        let catalog = try MaterializedSnapshot.catalog()
        // Their 5th newest comic lies 1,567, 275 and 9,533 comics along the date index; their
        // totals are 1,347, 871 and 1,107 (a quarter: 336, 217, 276).
        let plans: [(Int, CatalogDatabase.PagePlan)] = [
            (1_009_351, .storedTotalAndWalk), (1_009_262, .storedTotalAndWalk), (1_009_299, .storedTotal),
        ]
        for (id, plan) in plans {
            // The show's order, and the date alone.
            for orderBy in ["-onsaleDate,title", "-onsaleDate"] {
                let query = try Self.query(.comics, of: .characters, id, "limit=5&orderBy=" + orderBy)
                let both = try Self.bothWays(query, in: catalog)
                #expect(both.plan == plan, "\(id) \(orderBy)")
                #expect(both.fast.ids == both.plain.ids, "\(id) \(orderBy)")
                #expect(both.fast.ids.count == 5, "\(id) \(orderBy)")
            }
        }
    }

    @Test func spiderMansNewestComicsAreFoundAlongTheIndex() throws {
        let query = try Self.query(.comics, of: .characters, 1_009_610, "limit=5&orderBy=-onsaleDate,title")
        let both = try Self.bothWays(query, in: try MaterializedSnapshot.catalog())
        #expect(both.plan == .storedTotalAndIndex)
        #expect(both.fast.total == 2912)
        #expect(both.fast.ids == both.plain.ids)
    }
}
