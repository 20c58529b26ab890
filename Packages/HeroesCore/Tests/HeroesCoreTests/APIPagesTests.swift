import Foundation
import MarvelWire
import NetworkClient
import Testing

@testable import HeroesCore

/// `heroes api --paginate` below the App: every page of a list merged, the server's numbers
/// checked before any arithmetic, a bound on the calls.
struct APIPagesTests {
    static let heroes = MarvelRoute(.characters)

    func service(_ transport: some HTTPTransport) -> RemoteMarvelService {
        RemoteMarvelService(client: HTTPClient(transport: transport), baseURL: FakeMarvelServer.baseURL)
    }

    /// A transport answering every call with one page whose numbers are given.
    func answering(offset: Int, count: Int, total: Int, results: Int? = nil) -> InMemoryTransport {
        let items = (0..<(results ?? count)).map { #"{"id":\#($0 + 1)}"# }.joined(separator: ",")
        let body =
            #"{"code":200,"status":"Ok","data":{"offset":\#(offset),"limit":100,"total":\#(total),"count":\#(count),"results":[\#(items)]}}"#
        return InMemoryTransport { _ in HTTPResponse(statusCode: 200, body: Data(body.utf8)) }
    }

    @Test func everyPageIsMergedInOrderFromOneCallPerLimitAndTheEnvelopeSaysSo() async throws {
        let server = FakeMarvelServer(total: 250)
        let answer = try await APIPages.all(Self.heroes, from: service(server.transport), maximumCalls: 10)
        #expect(answer.status == 200)
        #expect(server.requests.map { $0.queryValue("offset") } == ["0", "100", "200"])
        #expect(server.requests.allSatisfy { $0.queryValue("limit") == "100" })
        let page = try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: answer.body)
        #expect(page.data.results.count == 250 && page.data.count == 250 && page.data.limit == 250)
        #expect(page.data.offset == 0 && page.data.total == 250)
        let every = try await HeroesRepository(service: service(server.transport)).allHeroes(maximumCalls: 10)
        #expect(page.data.results.map(\.id) == every.value.heroes.map(\.id), "every hero, in the list's order")
        #expect(page.code == 200 && page.etag == nil, "the first page's envelope, without its page's etag")
    }

    @Test func theOffsetAndLimitAskedForAreWhereItStartsAndThePagesSize() async throws {
        let server = FakeMarvelServer(total: 250)
        var route = Self.heroes
        route.query[.offset] = .integer(180)
        route.query[.limit] = .integer(30)
        let answer = try await APIPages.all(route, from: service(server.transport), maximumCalls: 10)
        #expect(server.requests.map { $0.queryValue("offset") } == ["180", "210", "240"])
        let page = try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: answer.body)
        #expect(page.data.offset == 180 && page.data.count == 70)
    }

    @Test func aTotalNeedingMoreCallsThanAllowedStopsBeforeTheSecondCall() async throws {
        let server = FakeMarvelServer(total: 10_000_000)
        await #expect(throws: HeroesError.tooManyCalls(items: 10_000_000, calls: 100_000, allowed: 100)) {
            try await APIPages.all(Self.heroes, from: service(server.transport), maximumCalls: 100)
        }
        #expect(server.requests.count == 1)
    }

    @Test func aPageThatIsNotASuccessIsTheAnswerAsTheServerGaveIt() async throws {
        let server = FakeMarvelServer(total: 250)
        server.failure = .status(503, body: #"{"code":503,"status":"down"}"#)
        let answer = try await APIPages.all(Self.heroes, from: service(server.transport), maximumCalls: 10)
        #expect(answer.status == 503 && answer.body == Data(#"{"code":503,"status":"down"}"#.utf8))
    }

    @Test(arguments: [
        (offset: 40, count: 1, total: 100, results: 1, reason: "it answered offset 40 to a request for offset 0"),
        (
            offset: 0, count: 2, total: 100, results: 1,
            reason: "its count is not the number of its results, at most 100"
        ),
        (
            offset: 0, count: 101, total: 500, results: 101,
            reason: "its count is not the number of its results, at most 100"
        ),
        (offset: 0, count: 1, total: -1, results: 1, reason: "its total is missing or out of range"),
        (offset: 0, count: 1, total: 100_000_001, results: 1, reason: "its total is missing or out of range"),
    ])
    func aPageWhoseNumbersCannotBeTheAnswerIsAnInvalidResponse(
        page: (offset: Int, count: Int, total: Int, results: Int, reason: String)
    ) async {
        let transport = answering(offset: page.offset, count: page.count, total: page.total, results: page.results)
        await #expect(throws: HeroesError.self) {
            try await APIPages.all(Self.heroes, from: service(transport), maximumCalls: 10)
        }
        do {
            _ = try await APIPages.all(Self.heroes, from: service(transport), maximumCalls: 10)
        } catch {
            guard case .invalidResponse(let reason, _, _) = error else {
                Issue.record("expected invalidResponse, got \(error)")
                return
            }
            #expect(reason == page.reason)
        }
    }

    @Test func anOffsetNearTheLargestIntegerEndsWithoutOverflow() async throws {
        var route = Self.heroes
        route.query[.offset] = .integer(Int.max - 1)
        let transport = answering(offset: Int.max - 1, count: 1, total: 100)
        let answer = try await APIPages.all(route, from: service(transport), maximumCalls: 10)
        let page = try MarvelJSONDecoder().decode(DataWrapperDTO<AnyJSONValue>.self, from: answer.body)
        #expect(page.data.count == 1)
    }

    @Test func aServerThatNeverEndsIsStoppedAtTheCallsAllowed() async throws {
        // Each call answers a page at the offset asked, so the total never comes.
        let calls = Counter()
        let transport = InMemoryTransport { request in
            calls.increment()
            let offset = request.queryValue("offset") ?? "0"
            let body =
                #"{"code":200,"data":{"offset":\#(offset),"limit":100,"total":100000000,"count":100,"results":[\#((0..<100).map { _ in "1" }.joined(separator: ","))]}}"#
            return HTTPResponse(statusCode: 200, body: Data(body.utf8))
        }
        await #expect(throws: HeroesError.tooManyCalls(items: 100_000_000, calls: 1_000_000, allowed: 5)) {
            try await APIPages.all(Self.heroes, from: service(transport), maximumCalls: 5)
        }
        #expect(calls.value == 1)
    }
}

/// A count shared with a transport's closure.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
