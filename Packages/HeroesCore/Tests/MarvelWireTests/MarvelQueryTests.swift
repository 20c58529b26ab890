import Foundation
import MarvelWire
import NetworkClient
import Testing

@Suite("Marvel queries: printed by the client, parsed by the server, from one definition")
struct MarvelQueryTests {
    /// A value of `parameter`'s kind for `operation`: text that needs escaping, several ids,
    /// the last word of a choice, orderBy on the first field up and the last down.
    static func sample(_ parameter: MarvelParameter, of operation: MarvelOperation) -> MarvelQuery.Value {
        switch parameter.kind {
        case .text: .text("Spider-Man & co+1 é")
        case .integer: .integer(1975)
        case .ids: .ids([3, 1, 2])
        case .date: .date(MarvelQueryDate("2014-04-29T14:18:17-0400")!)
        case .dateRange: .dateRange(MarvelQueryDateRange("2017-01-01,2017-02-01")!)
        case .choice(let words): .choice(words.last!)
        case .flag: .flag(true)
        case .order:
            .order(
                [MarvelOrder(operation.orderFields.first!)]
                    + (operation.orderFields.count > 1
                        ? [MarvelOrder(operation.orderFields.last!, descending: true)] : []))
        case .limit: .integer(50)
        case .offset: .integer(40)
        }
    }

    /// Every parameter `operation` takes, each with its sample value, in name order.
    static func fullQuery(of operation: MarvelOperation) -> MarvelQuery {
        var query = MarvelQuery()
        for parameter in operation.parameters.sorted() { query[parameter] = sample(parameter, of: operation) }
        return query
    }

    static func pairs(_ items: [URLQueryItem]) -> [(name: String, value: String)] {
        items.map { ($0.name, $0.value ?? "") }
    }

    static func parse(_ pairs: [(String, String)], _ operation: MarvelOperation = .list(.comics))
        throws(MarvelQueryRejection) -> MarvelQuery
    {
        try MarvelQuery.parse(pairs.map { (name: $0.0, value: $0.1) }, for: operation, accepting: ["apikey"])
    }

    static func rejection(_ pairs: [(String, String)], _ operation: MarvelOperation = .list(.comics))
        -> MarvelQueryRejection?
    {
        do { _ = try parse(pairs, operation) } catch { return error }
        return nil
    }

    @Test("every operation's every parameter prints to a URL and parses back to the same typed query")
    func roundTripOfEveryOperation() throws {
        var kinds: Set<String> = []
        for operation in MarvelOperation.all {
            let query = Self.fullQuery(of: operation)
            #expect(query.entries.count == operation.parameters.count)
            kinds.formUnion(query.entries.map { "\($0.parameter.kind)".prefix(while: { $0 != "(" }).description })
            let url = MarvelRoute(.characters, query: query).url(baseURL: URL(string: "http://h")!)
            let decoded = HTTPRequest(url: url).queryItems
            #expect(try MarvelQuery.parse(Self.pairs(decoded), for: operation) == query, "\(operation)")
            #expect(try MarvelQuery.parse(Self.pairs(query.items), for: operation) == query, "\(operation)")
        }
        #expect(kinds.count == 10)
    }

    @Test("a value prints as the API writes it")
    func printsValues() {
        var query = MarvelQuery()
        query[.nameStartsWith] = .text("spi")
        query[.comics] = .ids([3, 1])
        query[.noVariants] = .flag(false)
        query[.format] = .choice("trade paperback")
        query[.orderBy] = .order([MarvelOrder(.onsaleDate, descending: true), MarvelOrder(.title)])
        query[.modifiedSince] = .date(MarvelQueryDate("2014-01-01")!)
        query[.dateRange] = .dateRange(MarvelQueryDateRange("2017-01-01, 2017-02-01")!)
        query[.limit] = .integer(20)
        query[.nameStartsWith] = .text("hul")
        #expect(
            query.items.map { "\($0.name)=\($0.value ?? "")" } == [
                "nameStartsWith=hul", "comics=3,1", "noVariants=false", "format=trade paperback",
                "orderBy=-onsaleDate,title", "modifiedSince=2014-01-01", "dateRange=2017-01-01, 2017-02-01", "limit=20",
            ])
        query[.comics] = nil
        #expect(query[.comics] == nil && query.entries.count == 7)
    }

    @Test("parsing keeps the parameters' first places, reads a repeated one's first value and leaves out the signature")
    func parseKeepsOrder() throws {
        let query = try Self.parse([
            ("offset", "5"), ("apikey", "k"), ("title", "X-Men"), ("limit", "7"), ("offset", "nonsense"),
            ("format", "COMIC"), ("noVariants", "TRUE"), ("startYear", " 1975 "),
        ])
        #expect(query.entries.map(\.parameter) == [.offset, .title, .limit, .format, .noVariants, .startYear])
        #expect(query[.offset] == .integer(5))
        #expect(query[.format] == .choice("comic"))
        #expect(query[.noVariants] == .flag(true))
        #expect(query[.startYear] == .integer(1975))
        #expect(query[.title] == .text("X-Men"))
    }

    @Test("a date range covers the second date's whole day, or up to its instant")
    func dateRanges() throws {
        let day = try #require(MarvelQueryDateRange("2017-01-01,2017-01-01"))
        #expect(day.range == 1_483_228_800..<1_483_315_200)
        let instant = try #require(MarvelQueryDateRange("2017-01-01,2017-01-01T00:00:10Z"))
        #expect(instant.range == 1_483_228_800..<(1_483_228_810.0).nextUp)
        for text in ["2017-01-01", "2017-05-01,2017-01-01", "2017-01-01,soon", "2017-01-01,2017-02-01,2017-03-01"] {
            #expect(MarvelQueryDateRange(text) == nil, "\(text)")
        }
    }

    @Test(
        "each rejection is the API's, with its text",
        arguments: [
            ([("first_name", "x")], "We don't recognize the parameter first_name"),
            ([("characters", "1")], "We don't recognize the parameter characters"),
            ([("title", " ")], "You must pass a value for the parameter title"),
            ([("apikey", "")], "You must pass a value for the parameter apikey"),
            ([("limit", "0")], "You must pass an integer limit greater than 0."),
            ([("limit", "ten")], "You must pass an integer limit greater than 0."),
            ([("limit", "101")], "You may not request more than 100 items."),
            ([("offset", "-1")], "You must pass an integer offset of 0 or more."),
            ([("orderBy", "name")], "We don't recognize the ordering parameter name"),
            ([("orderBy", "title, ")], "We don't recognize the ordering parameter "),
            ([("orderBy", " -title ,title")], "You may not order by title more than once."),
            ([("creators", "1,2,3,4,5,6,7,8,9,10,11")], "You may not pass more than 10 values to the creators filter."),
            ([("creators", "1,x")], "You must pass a comma-separated list of integer ids to the creators filter."),
            ([("creators", "-1")], "You must pass a comma-separated list of integer ids to the creators filter."),
            (
                [("startYear", "1975,1976")],
                "You must pass a comma-separated list of integer ids to the startYear filter."
            ),
            ([("modifiedSince", "yesterday")], "You must pass a valid date to the modifiedSince filter."),
            (
                [("format", "scroll")],
                "You must pass one of comic, magazine, trade paperback, hardcover, digest, graphic novel, digital comic, infinite comic to the format filter."
            ),
            ([("noVariants", "yes")], "You must pass one of true, false to the noVariants filter."),
            (
                [("dateRange", "2017-05-01,2017-01-01")],
                "You must pass two dates, the first not after the second, separated by a comma to the dateRange filter."
            ),
        ] as [([(String, String)], String)])
    func rejections(pairs: [(String, String)], text: String) {
        let operation: MarvelOperation = .related(.characters, .comics)
        #expect(Self.rejection(pairs, operation)?.text == text)
    }

    @Test(
        "the checks run in the API's order: names and blanks, limit, offset, orderBy, ids, modifiedSince, choices, dateRange"
    )
    func checkOrder() {
        let steps: [(String, String)] = [
            ("dateRange", "x"), ("format", "x"), ("modifiedSince", "x"), ("characters", "x"), ("orderBy", "x"),
            ("offset", "x"), ("limit", "x"), ("name", "x"),
        ]
        let expected: [MarvelQueryRejection] = [
            .unrecognizedParameter(name: "name"), .limitInvalid, .invalidOffset, .invalidOrdering(value: "x"),
            .invalidFilterValue(.characters), .invalidFilterValue(.modifiedSince), .invalidFilterValue(.format),
            .invalidFilterValue(.dateRange),
        ]
        for (index, rejection) in expected.enumerated() {
            #expect(Self.rejection(Array(steps.prefix(steps.count - index))) == rejection)
        }
        #expect(Self.rejection([("characters", " ")]) == .emptyParameter(name: "characters"))
    }

    @Test("a record takes no parameter but the signature's")
    func recordTakesNone() throws {
        #expect(try Self.parse([("apikey", "k")], .record(.comics)).entries.isEmpty)
        #expect(Self.rejection([("limit", "1")], .record(.comics)) == .unrecognizedParameter(name: "limit"))
    }

    @Test("the id cap is the server's: more ids than it is are refused, one less are not")
    func idCap() throws {
        let ids = (1...5).map(String.init).joined(separator: ",")
        #expect(throws: MarvelQueryRejection.tooManyFilterValues(.comics, maximum: 4)) {
            try MarvelQuery.parse([("comics", ids)], for: .list(.characters), maximumIDs: 4)
        }
        #expect(
            try MarvelQuery.parse([("comics", ids)], for: .list(.characters), maximumIDs: 5)[.comics]
                == .ids([1, 2, 3, 4, 5]))
    }

    @Test("an orderBy key reads its field and direction, spaces aside, and prints as it was written")
    func orderKeys() {
        #expect(MarvelOrder(" -onsaleDate ") == MarvelOrder(.onsaleDate, descending: true))
        #expect(MarvelOrder("title")?.text == "title")
        #expect(MarvelOrder("-title")?.text == "-title")
        #expect(MarvelOrder("--title") == nil)
        #expect(MarvelOrder("Title") == nil)
    }
}
