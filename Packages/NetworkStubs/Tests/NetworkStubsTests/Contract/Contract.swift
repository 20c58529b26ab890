import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

/// One operation's contract over the sample catalog: every parameter the spec gives it with its
/// meaning (answers compared with ``Oracle``'s), every `orderBy` field both ways and two at once,
/// paging, the records' exact bytes, and every error body.
struct Contract {
    typealias Record = Oracle.Record
    let operation: MarvelOperation

    /// The type listed.
    var type: MarvelResource {
        switch operation {
        case .list(let type), .record(let type): type
        case .related(_, let related): related
        }
    }

    var rules: EndpointRules { .of(operation) }

    /// The parent of a related list (or the record of a record route): the one with the most
    /// linked records the catalog has, so that its filters have something to find.
    var parentID: Int? {
        switch operation {
        case .list: return nil
        case .record(let type): return SampleCatalog.records[type]!.keys.sorted().first
        case .related(let parent, let related):
            let existing = Set(SampleCatalog.records[related]!.keys)
            return SampleCatalog.records[parent]!.keys.sorted().max {
                Oracle.linked(parent, $0, related).intersection(existing).count
                    < Oracle.linked(parent, $1, related).intersection(existing).count
            }
        }
    }

    var path: String {
        switch operation {
        case .list(let type): "/v1/public/\(type.rawValue)"
        case .record(let type): "/v1/public/\(type.rawValue)/\(parentID!)"
        case .related(let parent, let related): "/v1/public/\(parent.rawValue)/\(parentID!)/\(related.rawValue)"
        }
    }

    /// The records the operation lists before any filter.
    var candidates: [Record] {
        let all = SampleCatalog.records[type]!
        guard case .related(let parent, _) = operation else { return Array(all.values) }
        return Oracle.linked(parent, parentID!, type).compactMap { all[$0] }
    }

    func get(_ query: String) -> HTTPResponseText {
        let separator = query.isEmpty ? "" : "?"
        let response = SampleCatalog.api.respond(to: request(path + separator + query), now: testNow)
        return HTTPResponseText(status: response.statusCode, body: String(decoding: response.body, as: UTF8.self))
    }

    /// Every result id of `query` over all its pages, and the `total` each page gave.
    func ids(_ query: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (ids: [Int], total: Int) {
        var ids: [Int] = []
        var total = 0
        for _ in 0..<20 {
            let answer = get(query + "&limit=100&offset=\(ids.count)")
            try #require(answer.status == 200, "\(path)?\(query): \(answer.body)", sourceLocation: sourceLocation)
            let page = try JSONDecoder().decode(Envelope<Identified>.self, from: Data(answer.body.utf8))
            total = page.data.total
            ids += page.data.results.map(\.id)
            if page.data.count == 0 || ids.count >= total { break }
        }
        return (ids, total)
    }

    func expected(_ filters: [(String, String)], orderBy: [String] = []) -> [Int] {
        let kept = candidates.filter { record in filters.allSatisfy { Oracle.meets(record, of: type, $0.0, $0.1) } }
        return Oracle.ordered(kept, of: type, orderBy: orderBy)
    }

    // MARK: - Checks

    /// Runs every check of the operation.
    func check() throws {
        if case .record = operation { return try checkRecord() }
        #expect(!candidates.isEmpty, "\(path) has records to list")
        try checkDefaultPage()
        try checkFilters()
        try checkOrderings()
        try checkErrors()
    }

    /// The record route: the record's exact bytes; an unknown id is the type's 404; no parameter.
    func checkRecord() throws {
        let answer = get("")
        #expect(answer.status == 200)
        #expect(
            answer.body.contains(
                #""data":{"offset":0,"limit":20,"total":1,"count":1,"results":[\#(SampleCatalog.lines[type]![parentID!]!)]}"#
            ))
        let unknown = SampleCatalog.api.respond(to: request("/v1/public/\(type.rawValue)/1"), now: testNow)
        #expect(unknown.statusCode == 404)
        #expect(text(unknown) == #"{"code":404,"status":"We couldn't find that \#(type.singular)"}"#)
        #expect(get("limit=1").body == #"{"code":409,"status":"We don't recognize the parameter limit"}"#)
    }

    /// The first page in the default order, each result the stored record byte for byte; a page
    /// further on; a related list of an unknown parent is the parent's 404.
    func checkDefaultPage() throws {
        let order = expected([])
        let (ids, total) = try ids("")
        #expect(ids == order && total == order.count, "\(path) in its default order")
        let lines = order.prefix(20).map { SampleCatalog.lines[type]![$0]! }.joined(separator: ",")
        #expect(
            get("").body.contains(
                #""data":{"offset":0,"limit":20,"total":\#(order.count),"count":\#(min(20, order.count)),"results":[\#(lines)]}}"#
            ), "\(path): the records' own bytes")
        let page = try JSONDecoder().decode(Envelope<Identified>.self, from: Data(get("limit=2&offset=1").body.utf8))
        #expect(page.data.results.map(\.id) == Array(order.dropFirst().prefix(2)))
        #expect(page.data.offset == 1 && page.data.limit == 2 && page.data.total == order.count)
        #expect(page.data.count == min(2, max(0, order.count - 1)))
        let beyond = try JSONDecoder().decode(Envelope<Identified>.self, from: Data(get("offset=1000").body.utf8))
        #expect(beyond.data.results.isEmpty && beyond.data.total == order.count)
        if case .related(let parent, let related) = operation {
            let missing = SampleCatalog.api.respond(
                to: request("/v1/public/\(parent.rawValue)/1/\(related.rawValue)"), now: testNow)
            #expect(text(missing) == #"{"code":404,"status":"We couldn't find that \#(parent.singular)"}"#)
        }
    }

    /// Each parameter, with values taken from the records listed, against the oracle.
    func checkFilters() throws {
        let filters = rules.parameters.subtracting(["orderBy", "limit", "offset"])
        var found = 0
        for name in filters.sorted() {
            for value in values(for: name) {
                let query = name + "=" + value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                let want = expected([(name, value)])
                let (ids, total) = try ids(query)
                #expect(ids == want && total == want.count, "\(path)?\(name)=\(value)")
                if !want.isEmpty && want.count < candidates.count { found += 1 }
            }
        }
        #expect(found > 0 || candidates.count < 2, "\(path): some filter keeps some records and not others")
    }

    /// Every `orderBy` field ascending and descending, and two fields at once.
    func checkOrderings() throws {
        let fields = rules.orderings.sorted()
        for field in fields {
            for orderBy in [field, "-" + field] {
                let want = expected([], orderBy: [orderBy])
                #expect(try ids("orderBy=\(orderBy)").ids == want, "\(path)?orderBy=\(orderBy)")
            }
        }
        if fields.count >= 2 {
            let pair = ["-" + fields[1], fields[0]]
            #expect(
                try ids("orderBy=\(pair.joined(separator: ","))").ids == expected([], orderBy: pair),
                "\(path)?orderBy=\(pair)")
        }
    }

    /// Every error the operation's query can make, with its exact body.
    func checkErrors() throws {
        func body(_ query: String) -> String { get(query).body }
        #expect(body("limit=101") == #"{"code":409,"status":"You may not request more than 100 items."}"#)
        #expect(body("limit=0") == #"{"code":409,"status":"You must pass an integer limit greater than 0."}"#)
        #expect(body("offset=-1") == #"{"code":409,"status":"You must pass an integer offset of 0 or more."}"#)
        #expect(body("first_name=x") == #"{"code":409,"status":"We don't recognize the parameter first_name"}"#)
        #expect(body("orderBy=") == #"{"code":409,"status":"You must pass a value for the parameter orderBy"}"#)
        #expect(
            body("orderBy=-nonsense") == #"{"code":409,"status":"We don't recognize the ordering parameter -nonsense"}"#
        )
        if case .related(let parent, _) = operation, !rules.parameters.contains(parent.rawValue) {
            #expect(body("\(parent.rawValue)=1").contains("We don't recognize the parameter \(parent.rawValue)"))
        }
        for name in rules.idLists.sorted() {
            #expect(
                body("\(name)=" + (1...11).map(String.init).joined(separator: ","))
                    == #"{"code":409,"status":"You may not pass more than 10 values to the \#(name) filter."}"#)
            #expect(
                body("\(name)=1,x")
                    == #"{"code":409,"status":"You must pass a comma-separated list of integer ids to the \#(name) filter."}"#
            )
        }
        for name in rules.integers.sorted() {
            #expect(
                body("\(name)=x")
                    == #"{"code":409,"status":"You must pass a comma-separated list of integer ids to the \#(name) filter."}"#
            )
        }
        if rules.parameters.contains("modifiedSince") {
            #expect(
                body("modifiedSince=yesterday")
                    == #"{"code":409,"status":"You must pass a valid date to the modifiedSince filter."}"#)
        }
        for name in rules.parameters.sorted() {
            guard let allowed = FilterValues.choices[name] else { continue }
            #expect(
                body("\(name)=sometimes")
                    == #"{"code":409,"status":"You must pass one of \#(allowed.joined(separator: ", ")) to the \#(name) filter."}"#
            )
        }
        if rules.parameters.contains("dateRange") {
            let refusal =
                #"{"code":409,"status":"You must pass two dates, the first not after the second, separated by a comma to the dateRange filter."}"#
            for value in ["2017-01-01", "2017-05-01,2017-01-01", "2017-01-01,soon", "2017-01-01,2017-02-01,2017-03-01"]
            {
                #expect(body("dateRange=\(value)") == refusal, "dateRange=\(value)")
            }
        }
    }

    // MARK: - Values

    /// The values a parameter is tried with: taken from the records listed where it names a
    /// field of theirs (in another case, to check that case does not matter), and every word of
    /// the parameters that take one.
    func values(for name: String) -> [String] {
        let records = candidates.sorted { ($0["id"] as! Int) < ($1["id"] as! Int) }
        func field(_ key: String) -> [String] {
            let found = records.compactMap { Oracle.string($0, key) }.filter { !$0.isEmpty }
            return found.isEmpty ? ["Nothing Like It"] : [found[found.count / 2]]
        }
        let nameField =
            type == .events ? "title" : (type == .creators && name == "nameStartsWith" ? "fullName" : "name")
        switch name {
        case "name": return field(nameField).map { $0.uppercased() }
        case "title", "firstName", "middleName", "lastName", "suffix": return field(name).map { $0.uppercased() }
        case "nameStartsWith": return field(nameField).map { String($0.prefix(3)).uppercased() }
        case "titleStartsWith", "firstNameStartsWith", "middleNameStartsWith", "lastNameStartsWith":
            return field(String(name.dropLast("StartsWith".count))).map { String($0.prefix(3)).lowercased() }
        case "modifiedSince":
            let dates = records.compactMap { Oracle.string($0, "modified") }.filter { Oracle.date($0) != nil }.sorted {
                Oracle.date($0)! < Oracle.date($1)!
            }
            return dates.isEmpty ? ["2010-01-01"] : [dates[dates.count / 2], "2016-01-01"]
        case "startYear":
            return records.compactMap { Oracle.startYear($0, of: type) }.prefix(1).map(String.init) + ["1850"]
        case "issueNumber":
            return records.compactMap { Oracle.number($0, "issueNumber") }.map { String(Int($0)) }.suffix(1) + ["0"]
        case "digitalId":
            return records.compactMap { $0["digitalId"] as? Int }.filter { $0 > 0 }.prefix(1).map(String.init) + ["1"]
        case "diamondCode", "upc", "isbn", "ean", "issn": return field(name)
        case "dateRange": return ["2017-04-26,2017-05-03", "1977-01-01,1977-12-31"]
        case "sharedAppearances", "collaborators":
            let related: MarvelResource = name == "collaborators" ? .creators : .characters
            let together =
                records.map { Oracle.linked(type, $0["id"] as! Int, related).sorted() }.max { $0.count < $1.count }
                ?? []
            return [together.prefix(2).map(String.init).joined(separator: ","), "1,2"]
        default:
            if let allowed = FilterValues.choices[name] {
                return allowed.map { $0 == "comic" ? "COMIC" : $0 }
            }
            if let related = MarvelResource(rawValue: name) {
                let linked = records.flatMap { Oracle.linked(type, $0["id"] as! Int, related).sorted() }
                let ids = Array(Set(linked)).sorted()
                guard let first = ids.first else { return ["1"] }
                return [String(first), ids.prefix(3).map(String.init).joined(separator: ",")]
            }
            Issue.record("no values for \(name)")
            return []
        }
    }
}

/// A response's status and body text.
struct HTTPResponseText {
    let status: Int
    let body: String
}
