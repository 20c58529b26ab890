import MarvelWire
import SQLiteDatabase

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Speed perimeter (benchmarks/DECISIONS.md, "A big related list: its total read, its page from
// its ordering's index or a walk of it"). The plain way counts a list's rows and sorts them all, and answers
// every list exactly so; `HEROES_CATALOG_PLANS=plain` chooses it. Parity: BigRelatedListTests.

/// How ``CatalogDatabase`` reads a related list's total and page.
enum RelatedListPlans: Sendable, Equatable {
    /// A related list with no filter and a stored total (``CatalogSchema/linkTotalMinimum`` links
    /// or more) has its total read from `linkTotals`, and its page read from the index of its
    /// first ordering when that finds the page among the table's first records, or, when those
    /// records held enough of the parent's, by walking that index with the parent's links in
    /// memory (else sorted).
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

    /// The statement that reads the list of a related list with no filter up to the end of its
    /// page (its first `offset + limit` ids, in order) along the index of its first ordering,
    /// keeping the records linked to the parent, among only the records ordered strictly before
    /// the table's `budget`-th by that first ordering alone (so that records tied on it are all in
    /// or all out). A record is linked to the parent when its own link to the parent is stored
    /// (``CatalogBuilder`` stores every link both ways). Those ids end with the list's page when
    /// there are as many as asked; fewer means the page lies further on.
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
            (offset + limit).sqliteValue, 0.sqliteValue,
        ]
        return (sql, arguments)
    }

    /// The statement that walks the records of a related list with no filter in the order of its
    /// first ordering, all of them, not only the parent's, each row its id and that ordering's
    /// value: along the index of that column, or by id. `nil` when the list is filtered or its
    /// first ordering is on a column with no index.
    ///
    /// The walk keeps the records among the parent's links (``source``, read once into memory),
    /// with no sort: ties on the column come in id order, as ``orderAndPage`` breaks them when
    /// the column is the only ordering, and records with no value where SQLite orders `NULL`
    /// (first ascending, last descending).
    var linkedWalk: String? {
        guard parent != nil, conditions.isEmpty else { return nil }
        let lead = ordering.first ?? (column: "id", descending: false)
        let direction = lead.descending ? " DESC" : ""
        let table = resource.rawValue
        if lead.column == "id" { return "SELECT id, id FROM " + table + " ORDER BY id" + direction }
        guard CatalogSchema.indexedColumns(of: resource).contains(lead.column) else { return nil }
        return "SELECT id, " + lead.column + " FROM " + table + " INDEXED BY " + table + "_" + lead.column
            + " ORDER BY " + lead.column + direction + ", id" + direction
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
        /// The total read from `linkTotals`, the page found by walking the ordering's index with
        /// the parent's links in memory.
        case storedTotalAndWalk
    }

    /// The total of `query`'s rows and the ids of its page, in order, read as `plans` says.
    static func totalAndPage(of query: CatalogQuery, _ db: SQLiteDatabase, _ plans: RelatedListPlans) throws -> (
        total: Int, ids: [Int], plan: PagePlan
    ) {
        guard plans == .indexed, let stored = query.storedTotal,
            let total = try db.firstRow(stored.sql, stored.arguments, { $0.int(at: 0) }),
            (0...largestStoredTotal).contains(total)
        else {
            let total = try db.firstRow(query.countSQL, query.bodyArguments) { $0.int(at: 0) } ?? 0
            return (total, try pageIDs(query.pageSQL, query.pageArguments, db), .counted)
        }
        // The sorted page reads every one of `total` records; along the index, at most a quarter
        // as many are looked at before falling back to it, so that a list whose page lies far
        // along the index costs little more than sorting it.
        let budget = total / 4
        let wanted = min(query.limit, max(0, total - query.offset))
        let needed = query.offset + wanted
        if wanted > 0, needed <= budget, let indexed = query.indexedPage(budget: budget) {
            let head = try pageIDs(indexed.sql, indexed.arguments, db)
            if head.count == needed { return (total, Array(head[query.offset...]), .storedTotalAndIndex) }
            // The records found among the first quarter, at that rate, would fill the page within
            // twice the total: walk on with the links in memory, at most that far, else sort.
            if head.count * walkReach * 4 >= needed, let walk = query.linkedWalk,
                let ids = try walkedPage(walk, query, needed: needed, steps: walkReach * total, db)
            {
                return (total, ids, .storedTotalAndWalk)
            }
        }
        return (total, try pageIDs(query.pageSQL, query.pageArguments, db), .storedTotal)
    }

    /// The largest stored total used: one past it (read from a damaged file) is not trusted for
    /// arithmetic or sizes, and the list is counted as when none is stored.
    static let largestStoredTotal = Int(Int32.max)

    /// How far a walk goes along the index, in multiples of the list's total; the walk is tried
    /// only when the first quarter's records, at their rate, would fill the page within that
    /// reach (benchmarks/DECISIONS.md, "A big related list", gives the costs that chose both).
    static let walkReach = 2

    /// The page of `query` found by walking `walk` (``CatalogQuery/linkedWalk``) with the parent's
    /// links read into memory, looking at no more than `steps` records; `nil` when its first
    /// `needed` records, and every record tied with the last of them on the first ordering, were
    /// not all found within them. With more than one ordering, those records are sorted for the
    /// page (at most ``walkSortedMost`` of them, else `nil`).
    private static func walkedPage(
        _ walk: String, _ query: CatalogQuery, needed: Int, steps: Int, _ db: SQLiteDatabase
    ) throws -> [Int]? {
        guard let source = query.source else { return nil }
        var linked = Set<Int>(minimumCapacity: min(steps / walkReach, 4_096))
        let links = try db.statement(source.sql)
        try links.bind(source.arguments)
        defer { links.reset() }
        while try links.step() { linked.insert(links.int(at: 0)) }
        let statement = try db.statement(walk)
        defer { statement.reset() }
        var found: [Int] = []
        // The first ordering's value of the `needed`-th record, once found, when ties on it matter.
        var last: SQLiteValue?
        var complete = false
        var looked = 0
        while looked < steps, try statement.step() {
            looked += 1
            if let last, !Self.same(statement.value(at: 1), last) {
                complete = true
                break
            }
            let id = statement.int(at: 0)
            guard linked.contains(id) else { continue }
            found.append(id)
            if found.count == needed, last == nil {
                guard query.ordering.count > 1 else { return Array(found[query.offset...]) }
                last = statement.value(at: 1)
            }
        }
        // The table ended within the steps: every record tied with the last was looked at.
        if last != nil, looked < steps { complete = true }
        guard complete, found.count <= walkSortedMost else { return nil }
        let marks = Array(repeating: "?", count: found.count)
        let sql =
            "SELECT r.id FROM " + query.resource.rawValue + " AS r WHERE r.id IN (" + CatalogQuery.list(marks, ", ")
            + ")" + query.orderAndPage
        // Prepared once, not kept: its number of values changes from list to list.
        let sorted = try db.prepare(sql)
        try sorted.bind(found.map(\.sqliteValue) + [query.limit.sqliteValue, query.offset.sqliteValue])
        var ids: [Int] = []
        while try sorted.step() { ids.append(sorted.int(at: 0)) }
        return ids
    }

    /// The most records a walk sorts for a page ordered by more than one column.
    static let walkSortedMost = 1_000

    /// Whether two values of one column are equal: numbers by value (SQLite compares an integer and
    /// a real so), anything else when it is the same value of the same type.
    private static func same(_ a: SQLiteValue, _ b: SQLiteValue) -> Bool {
        switch (a, b) {
        case (.integer(let x), .real(let y)), (.real(let y), .integer(let x)): Double(x) == y
        default: a == b
        }
    }

    private static func pageIDs(_ sql: String, _ arguments: [SQLiteValue], _ db: SQLiteDatabase) throws -> [Int] {
        try db.allRows(sql, arguments) { $0.int(at: 0) }
    }
}
