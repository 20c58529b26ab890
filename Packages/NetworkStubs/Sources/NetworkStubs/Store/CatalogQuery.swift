import SQLiteDatabase
import MarvelWire

/// One list operation as SQL over ``CatalogSchema``: the records of one type, maybe only those
/// linked to one parent record (`/characters/{id}/comics`), that meet every condition, in an
/// order, one page of them. Values are always bound (`?`), never written into the SQL; the SQL
/// itself is made only of the schema's own names, so its shapes are few and their prepared
/// statements are reused.
///
/// How it reads the indexes:
/// - the rows come from the links first when there is a parent or an id-list filter (the
///   `links` primary key gives them at once, `CROSS JOIN` makes SQLite start there, and the
///   records are then read by id): a few thousand at most, sorted in memory, never a scan of
///   the whole table;
/// - else from the table's indexes: a name or title prefix is a range of its `…Key` index, an
///   exact value an equality on its index, and an order on an indexed column with no other
///   filter reads that index in order and stops at the page;
/// - `total` is a `count(*)` of the same rows, the page's ids a `LIMIT/OFFSET` of them, and the
///   page's JSON one primary-key read per id, so the sorted rows never carry the records.
///
/// A big related list with no filter is read another way first (``storedTotal``,
/// ``indexedPage(budget:)``, in BigRelatedLists.swift): its total stored, its page along the
/// index of its ordering.
struct CatalogQuery: Sendable {
    /// The type listed; its table is `r` in every condition.
    let resource: MarvelResource
    /// The links the rows come from (a parent's, or an id-list filter's), if any.
    private(set) var source: (sql: String, arguments: [SQLiteValue])?
    /// The record whose links the rows come from, when ``source`` is a parent's (a related list).
    private(set) var parent: (resource: MarvelResource, id: Int)?
    /// The conditions every row meets, all of them, with their arguments in order.
    private(set) var conditions: [String] = []
    private(set) var arguments: [SQLiteValue] = []
    /// The columns of `r` the rows are ordered by, in priority order; ties are broken by id.
    private(set) var ordering: [(column: String, descending: Bool)] = []
    /// The page.
    var limit = 20
    var offset = 0

    init(resource: MarvelResource) {
        self.resource = resource
    }

    /// Only the records linked to the record of `parent` with `id` (a related list).
    mutating func linked(from parent: MarvelResource, id: Int) {
        let sql = "SELECT relatedID AS id FROM links WHERE resource = ? AND id = ? AND related = ?"
        if source == nil { self.parent = (parent, id) }
        add(source: sql, [code(parent), .integer(Int64(id)), code(resource)])
    }

    /// Only the records linked to at least one of `ids` of `type` (`?comics=1,2`), or, with
    /// `all`, to every one of them (`sharedAppearances`, `collaborators`).
    mutating func linked(to type: MarvelResource, ids: Set<Int>, all: Bool = false) {
        let sorted = ids.sorted()
        let marks = Self.list(Array(repeating: "?", count: sorted.count), ", ")
        let select = !all && sorted.count > 1 ? "SELECT DISTINCT" : "SELECT"
        var sql = select + " relatedID AS id FROM links WHERE resource = ? AND id IN (\(marks)) AND related = ?"
        var values = [code(type)] + sorted.map(\.sqliteValue) + [code(resource)]
        if all {
            sql += " GROUP BY relatedID HAVING count(*) = ?"
            values.append(sorted.count.sqliteValue)
        }
        add(source: sql, values)
    }

    /// A condition on the columns of `r` with its bound values.
    mutating func require(_ condition: String, _ values: [any SQLiteBindable] = []) {
        conditions.append(condition)
        arguments.append(contentsOf: values.map(\.sqliteValue))
    }

    /// Orders by `column` of `r` after the orderings already given.
    mutating func order(by column: String, descending: Bool) {
        ordering.append((column, descending))
    }

    /// The first links are where the rows come from; any more are conditions on the ids.
    private mutating func add(source sql: String, _ values: [SQLiteValue]) {
        if source == nil {
            source = (sql, values)
        } else {
            conditions.append("r.id IN (\(sql))")
            arguments.append(contentsOf: values)
        }
    }

    func code(_ resource: MarvelResource) -> SQLiteValue {
        CatalogSchema.code(of: resource).sqliteValue
    }

    /// `FROM … WHERE …` of both statements.
    private var body: String {
        let table = resource.rawValue
        var sql =
            source.map { "FROM (\($0.sql)) AS source CROSS JOIN \(table) AS r ON r.id = source.id" }
            ?? "FROM \(table) AS r"
        if !conditions.isEmpty { sql += " WHERE " + Self.list(conditions, " AND ") }
        return sql
    }

    /// The bound values of ``body``, in order.
    var bodyArguments: [SQLiteValue] {
        (source?.arguments ?? []) + arguments
    }

    /// The statement that counts the rows.
    var countSQL: String { "SELECT count(*) " + body }

    /// The statement that gives the page's ids in order; its last two values are ``limit`` and ``offset``.
    var pageSQL: String {
        "SELECT r.id " + body + orderAndPage
    }

    /// ` ORDER BY … LIMIT ? OFFSET ?`: the orderings, ties broken by id in the last one's direction.
    var orderAndPage: String {
        var keys = ordering.map { "r.\($0.column)" + ($0.descending ? " DESC" : "") }
        if ordering.last?.column != "id" { keys.append("r.id" + (ordering.last?.descending == true ? " DESC" : "")) }
        return " ORDER BY " + Self.list(keys, ", ") + " LIMIT ? OFFSET ?"
    }

    /// `parts` with `separator` between them. Not `joined(separator:)`: that is unspecialised
    /// library code whose first call makes the runtime scan every conformance record in the
    /// binary, on the way to the embedded catalog's first answer (perf, 2026-11-23).
    static func list(_ parts: [String], _ separator: String) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }

    /// The values of ``pageSQL``.
    var pageArguments: [SQLiteValue] {
        bodyArguments + [limit.sqliteValue, offset.sqliteValue]
    }
}
