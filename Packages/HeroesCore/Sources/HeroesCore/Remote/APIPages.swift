import FoundationEssentials
public import MarvelWire

/// `heroes api --paginate`: every page of a list route, from the offset asked for (else 0), in
/// pages of the limit asked for (else 100), merged into one answer in the API's shape: the first
/// page's envelope (its `etag` left out: it names one page), `data.results` every page's results
/// in order, `data.count` and `data.limit` their number, `data.offset` the first page's.
///
/// A page that is not a 2xx ends it with that answer, as the server gave it. The server's
/// numbers are checked before any arithmetic: each page at the offset asked for, with `count`
/// the results it holds and no more than the limit, a `total` of 0 to 100,000,000; a total that
/// needs more than `maximumCalls` calls stops it before the second call
/// (``HeroesError/tooManyCalls(items:of:calls:allowed:)``), so no server sets off a fetch without end.
public enum APIPages {
    /// Every page of `route`'s list from `service`, merged.
    public static func all(
        _ route: MarvelRoute, from service: RemoteMarvelService, maximumCalls: Int
    ) async throws(HeroesError) -> APIAnswer {
        let limit = route.query[.limit].flatMap(Self.integer) ?? ListRequest.maximumLimit
        let start = route.query[.offset].flatMap(Self.integer) ?? 0
        var pageRoute = route
        var results: [AnyJSONValue] = []
        var first: DataWrapperDTO<AnyJSONValue>?
        var offset = start
        var calls = 0
        while true {
            pageRoute.query[.offset] = .integer(offset)
            pageRoute.query[.limit] = .integer(limit)
            let answer = try await service.answer(pageRoute)
            calls += 1
            guard answer.isSuccess else { return answer }
            let page = try Self.page(answer, asked: offset, limit: limit, route: pageRoute, server: service.serverName)
            let data = page.data
            results += data.results
            if first == nil {
                first = page
                // Checked by `page`: a total of at most 100,000,000 and a count of at most the limit.
                let remaining = max(0, (data.total ?? 0) - (data.count ?? 0) - min(offset, Int.max / 2))
                let needed = 1 + (remaining + limit - 1) / limit
                guard needed <= maximumCalls else {
                    throw .tooManyCalls(
                        items: max(0, (data.total ?? 0) - start), of: route.resultType, calls: needed,
                        allowed: maximumCalls)
                }
            }
            let count = data.count ?? 0
            let next = offset.addingReportingOverflow(count)
            guard count > 0, !next.overflow, next.partialValue < data.total ?? 0, calls < maximumCalls else { break }
            offset = next.partialValue
        }
        let merged = Merged(
            code: first?.code, status: first?.status, copyright: first?.copyright,
            attributionText: first?.attributionText, attributionHTML: first?.attributionHTML,
            data: .init(
                offset: start, limit: results.count, total: first?.data.total, count: results.count, results: results))
        return APIAnswer(status: 200, body: Data(JSONText.render(merged, layout: .compact).utf8))
    }

    /// A page's body, checked.
    private static func page(
        _ answer: APIAnswer, asked offset: Int, limit: Int, route: MarvelRoute, server: String
    ) throws(HeroesError) -> DataWrapperDTO<AnyJSONValue> {
        func invalid(_ reason: String) -> HeroesError { .invalidResponse(reason: reason, server: server, route: route) }
        let page: DataWrapperDTO<AnyJSONValue>
        do {
            page = try MarvelJSONDecoder().decode(DataWrapperDTO<AnyJSONValue>.self, from: answer.body)
        } catch {
            throw invalid("its body is not a page of the API")
        }
        let data = page.data
        if let answered = data.offset, answered != offset {
            throw invalid("it answered offset \(answered) to a request for offset \(offset)")
        }
        guard let count = data.count, count == data.results.count, count <= limit else {
            throw invalid("its count is not the number of its results, at most \(limit)")
        }
        guard let total = data.total, (0...AnswerCheck.largestTotal).contains(total) else {
            throw invalid("its total is missing or out of range")
        }
        return page
    }

    private static func integer(_ value: MarvelQuery.Value) -> Int? {
        if case .integer(let number) = value { return number }
        return nil
    }

    /// The merged answer as it is written.
    private struct Merged: Encodable {
        struct Container: Encodable {
            var offset: Int
            var limit: Int
            var total: Int?
            var count: Int
            var results: [AnyJSONValue]
        }
        var code: Int?
        var status: String?
        var copyright: String?
        var attributionText: String?
        var attributionHTML: String?
        var data: Container
    }
}
