import MarvelWire
import SQLiteDatabase

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Speed perimeter (benchmarks/DECISIONS.md, "A big related list: its total read, its page from
// its ordering's index"). The plain way counts a list's rows and sorts them all, and answers
// every list exactly so; `HEROES_CATALOG_PLANS=plain` chooses it. Parity: BigRelatedListTests.

/// How ``CatalogDatabase`` reads a related list's total and page.
enum RelatedListPlans: Sendable, Equatable {
    /// A related list with no filter and a stored total (``CatalogSchema/linkTotalMinimum`` links
    /// or more) has its total read from `linkTotals`, and its page read from the index of its
    /// first ordering when that finds the page among the table's first records (else sorted).
    case indexed
    /// Every list's rows counted, then sorted for the page.
    case plain

    /// The plans this process's environment chooses (``fromEnvironment(_:)``).
    static var chosen: RelatedListPlans { fromEnvironment(getenv("HEROES_CATALOG_PLANS")) }

    /// `plain` when `HEROES_CATALOG_PLANS` is `plain`, else `indexed`.
    static func fromEnvironment(_ value: UnsafePointer<CChar>?) -> RelatedListPlans {
        value.map { String(cString: $0) } == "plain" ? .plain : .indexed
    }
}

extension CatalogQuery {
    /// The statement that reads the list's stored total from `linkTotals`, when its rows are a
    /// parent's links and nothing else narrows them (a related list with no filter). It finds
    /// no row when the parent has fewer than ``CatalogSchema/linkTotalMinimum`` such links.
    var storedTotal: (sql: String, arguments: [SQLiteValue])? {
        guard let parent, conditions.isEmpty else { return nil }
        return (
            "SELECT total FROM linkTotals WHERE resource = ? AND id = ? AND related = ?",
            [code(parent.resource), parent.id.sqliteValue, code(resource)]
        )
    }

    /// The statement that reads the page of a related list with no filter along the index of its
    /// first ordering, keeping the records linked to the parent, among only the records ordered
    /// strictly before the table's `budget`-th by that first ordering alone (so that records tied
    /// on it are all in or all out). A record is linked to the parent when its own link to the
    /// parent is stored (``CatalogBuilder`` stores every link both ways). Its page is the list's
    /// page when it has as many ids as the page should; fewer means the page lies further on.
    ///
    /// `nil` when the rows are not a parent's links alone, or the first ordering is ascending on a
    /// column other than `id`: a record with no value for it would come first, and "before" a
    /// value cannot say so.
    func indexedPage(budget: Int) -> (sql: String, arguments: [SQLiteValue])? {
        guard let parent, conditions.isEmpty, budget > 0 else { return nil }
        let lead = ordering.first ?? (column: "id", descending: false)
        guard lead.descending || lead.column == "id",
            lead.column == "id" || CatalogSchema.indexedColumns(of: resource).contains(lead.column)
        else { return nil }
        let table = resource.rawValue
        let direction = lead.descending ? " DESC" : ""
        let key = lead.column == "id" ? "id" + direction : lead.column + direction + ", id" + direction
        let bound = "(SELECT " + lead.column + " FROM " + table + " ORDER BY " + key + " LIMIT 1 OFFSET ?)"
        let sql =
            "SELECT r.id FROM " + table + " AS r WHERE r." + lead.column + (lead.descending ? " > " : " < ") + bound
            + " AND EXISTS (SELECT 1 FROM links WHERE resource = ? AND id = r.id AND related = ? AND relatedID = ?)"
            + orderAndPage
        let arguments = [
            (budget - 1).sqliteValue, code(resource), code(parent.resource), parent.id.sqliteValue,
            limit.sqliteValue, offset.sqliteValue,
        ]
        return (sql, arguments)
    }
}

extension CatalogDatabase {
    /// How a page's total and ids were read.
    enum PagePlan: Equatable {
        /// Counted and sorted: every list but a big related one (and every list when plain).
        case counted
        /// The total read from `linkTotals`, the page sorted.
        case storedTotal
        /// The total read from `linkTotals`, the page read along the ordering's index.
        case storedTotalAndIndex
    }

    /// The total of `query`'s rows and the ids of its page, in order, read as `plans` says.
    static func totalAndPage(of query: CatalogQuery, _ db: SQLiteDatabase, _ plans: RelatedListPlans) throws -> (
        total: Int, ids: [Int], plan: PagePlan
    ) {
        guard plans == .indexed, let stored = query.storedTotal,
            let total = try db.firstRow(stored.sql, stored.arguments, { $0.int(at: 0) })
        else {
            let total = try db.firstRow(query.countSQL, query.bodyArguments) { $0.int(at: 0) } ?? 0
            return (total, try pageIDs(query.pageSQL, query.pageArguments, db), .counted)
        }
        // The sorted page reads every one of `total` records; along the index, at most a quarter
        // as many are looked at before falling back to it, so that a list whose page lies far
        // along the index costs little more than sorting it.
        let budget = total / 4
        let wanted = min(query.limit, max(0, total - query.offset))
        if wanted > 0, query.offset + wanted <= budget, let indexed = query.indexedPage(budget: budget) {
            let ids = try pageIDs(indexed.sql, indexed.arguments, db)
            if ids.count == wanted { return (total, ids, .storedTotalAndIndex) }
        }
        return (total, try pageIDs(query.pageSQL, query.pageArguments, db), .storedTotal)
    }

    private static func pageIDs(_ sql: String, _ arguments: [SQLiteValue], _ db: SQLiteDatabase) throws -> [Int] {
        try db.allRows(sql, arguments) { $0.int(at: 0) }
    }
}
