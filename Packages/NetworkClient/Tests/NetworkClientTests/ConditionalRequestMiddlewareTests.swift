import Foundation
import Testing
@testable import NetworkClient

@Suite struct ConditionalRequestMiddlewareTests {
    let url = URL.test("http://h/v1/public/characters?limit=5")
    let body = Data(#"{"data":"page"}"#.utf8)

    @Test func storesA200WithAnETagAndRevalidatesTheNextRequest() async throws {
        let store = InMemoryConditionalResponseStore()
        let conditional = ConditionalRequestMiddleware(store: store)

        let first = ScriptedNext([.response(HTTPResponse(
            statusCode: 200, headers: ["ETag": "\"v1\"", "Content-Type": "application/json", "Date": "Mon, 01 Jan 2024 00:00:00 GMT"], body: body
        ))])
        let fresh = try await conditional.intercept(HTTPRequest(url: url), next: first.next)
        #expect(first.requests.values.first?.headers["If-None-Match"] == nil)
        #expect(fresh.body == body)
        #expect(!fresh.isRevalidated)
        #expect(await store.storedResponse(for: HTTPRequest(url: url))?.etag == "\"v1\"")

        let second = ScriptedNext([.response(HTTPResponse(
            statusCode: 304, headers: ["ETag": "\"v1\"", "Date": "Tue, 02 Jan 2024 00:00:00 GMT", "Content-Length": "0"]
        ))])
        let revalidated = try await conditional.intercept(HTTPRequest(url: url), next: second.next)
        #expect(second.requests.values.first?.headers["If-None-Match"] == "\"v1\"")
        #expect(revalidated.statusCode == 200)
        #expect(revalidated.isRevalidated)
        #expect(revalidated.body == body)
        #expect(revalidated.headers["Content-Type"] == "application/json")
        #expect(revalidated.headers["Date"] == "Tue, 02 Jan 2024 00:00:00 GMT")
        #expect(revalidated.headers["Content-Length"] == nil)
        // The entry is freshened with the 304's headers.
        #expect(await store.storedResponse(for: HTTPRequest(url: url))?.headers["Date"] == "Tue, 02 Jan 2024 00:00:00 GMT")
    }

    @Test func aChangedResourceReplacesTheStoredOne() async throws {
        let store = InMemoryConditionalResponseStore()
        await store.store(StoredResponse(etag: "\"v1\"", body: Data("old".utf8)), for: HTTPRequest(url: url))
        let next = ScriptedNext([.response(HTTPResponse(statusCode: 200, headers: ["etag": "W/\"v2\""], body: Data("new".utf8)))])
        let response = try await ConditionalRequestMiddleware(store: store).intercept(HTTPRequest(url: url), next: next.next)
        #expect(next.requests.values.first?.headers["If-None-Match"] == "\"v1\"")
        #expect(response.body == Data("new".utf8))
        #expect(!response.isRevalidated)
        #expect(await store.storedResponse(for: HTTPRequest(url: url)) == StoredResponse(
            etag: "W/\"v2\"", body: Data("new".utf8), headers: ["etag": "W/\"v2\""]
        ))
    }

    @Test func signedRequestsShareOneEntry() async throws {
        let store = InMemoryConditionalResponseStore()
        let conditional = ConditionalRequestMiddleware(store: store)
        let signed1 = HTTPRequest(url: .test("http://h/v1/public/characters?limit=5&ts=1&apikey=pub&hash=aaa"))
        let signed2 = HTTPRequest(url: .test("http://h/v1/public/characters?limit=5&ts=2&apikey=pub&hash=bbb"))
        _ = try await conditional.intercept(signed1, next: ScriptedNext([.response(HTTPResponse(statusCode: 200, headers: ["ETag": "\"e\""], body: body))]).next)
        let next = ScriptedNext(statuses: [304])
        let response = try await conditional.intercept(signed2, next: next.next)
        #expect(next.requests.values.first?.headers["If-None-Match"] == "\"e\"")
        #expect(response.isRevalidated && response.body == body)
        #expect(await store.keys == ["http://h/v1/public/characters?limit=5"])
    }

    @Test(arguments: [
        HTTPResponse(statusCode: 200, body: Data("no etag".utf8)),
        HTTPResponse(statusCode: 200, headers: ["ETag": "\"e\"", "Cache-Control": "private, no-store"]),
        HTTPResponse(statusCode: 206, headers: ["ETag": "\"e\""]),
        HTTPResponse(statusCode: 404, headers: ["ETag": "\"e\""]),
        HTTPResponse(statusCode: 500, headers: ["ETag": "\"e\""]),
    ])
    func doesNotStoreResponsesThatShouldNotBeKept(response: HTTPResponse) async throws {
        let store = InMemoryConditionalResponseStore()
        let returned = try await ConditionalRequestMiddleware(store: store).intercept(HTTPRequest(url: url), next: ScriptedNext([.response(response)]).next)
        #expect(returned == response)
        #expect(await store.keys.isEmpty)
    }

    @Test func otherMethodsPassThroughUntouched() async throws {
        let store = InMemoryConditionalResponseStore()
        await store.store(StoredResponse(etag: "\"v1\"", body: body), for: HTTPRequest(url: url))
        let next = ScriptedNext([.response(HTTPResponse(statusCode: 200, headers: ["ETag": "\"v9\""]))])
        let post = HTTPRequest(method: .post, url: url, body: Data("x".utf8))
        _ = try await ConditionalRequestMiddleware(store: store).intercept(post, next: next.next)
        #expect(next.requests.values == [post])
        #expect(await store.storedResponse(for: HTTPRequest(url: url))?.etag == "\"v1\"")
    }

    @Test func aCallersOwnIfNoneMatchIsLeftAlone() async throws {
        let store = InMemoryConditionalResponseStore()
        await store.store(StoredResponse(etag: "\"v1\"", body: body), for: HTTPRequest(url: url))
        let request = HTTPRequest(url: url, headers: ["If-None-Match": "\"mine\""])
        let next = ScriptedNext(statuses: [304])
        let response = try await ConditionalRequestMiddleware(store: store).intercept(request, next: next.next)
        #expect(next.requests.values.first?.headers.values(for: "If-None-Match") == ["\"mine\""])
        #expect(response.statusCode == 304 && !response.isRevalidated)
    }

    @Test func a304WithNothingStoredIsReturnedAsItIs() async throws {
        let response = try await ConditionalRequestMiddleware(store: InMemoryConditionalResponseStore())
            .intercept(HTTPRequest(url: url), next: ScriptedNext(statuses: [304]).next)
        #expect(response.statusCode == 304)
        #expect(!response.isRevalidated)
    }

    @Test func sendCheckedAcceptsARevalidatedResponse() async throws {
        let store = InMemoryConditionalResponseStore()
        await store.store(StoredResponse(etag: "\"v1\"", body: body), for: HTTPRequest(url: url))
        let client = HTTPClient(
            transport: InMemoryTransport { request in
                HTTPResponse(statusCode: request.headers["If-None-Match"] == "\"v1\"" ? 304 : 200)
            },
            middlewares: [ConditionalRequestMiddleware(store: store)]
        )
        let response = try await client.sendChecked(HTTPRequest(url: url))
        #expect(response.isRevalidated && response.body == body)
    }
}

@Suite struct CacheKeyTests {
    @Test func dropsVolatileItemsAndKeepsTheOrderOfTheRest() {
        let request = HTTPRequest(url: .test("https://h/v1/public/characters?offset=20&ts=1&limit=10&apikey=k&hash=h&orderBy=name"))
        #expect(request.cacheKey() == "https://h/v1/public/characters?offset=20&limit=10&orderBy=name")
    }

    @Test func keepsEncodingAndDropsTheFragmentAndAnEmptyQuery() {
        #expect(HTTPRequest(url: .test("http://h/p?TS=1&Hash=2#frag")).cacheKey() == "http://h/p")
        #expect(HTTPRequest(url: .test("http://h/p?name=A%2BB&&ts=1")).cacheKey() == "http://h/p?name=A%2BB")
        #expect(HTTPRequest(url: .test("http://h/p")).cacheKey() == "http://h/p")
    }

    @Test func volatileNamesAreTheCallersChoice() {
        let request = HTTPRequest(url: .test("http://h/p?ts=1&session=abc&page=2"))
        #expect(request.cacheKey(ignoringQueryItems: ["session"]) == "http://h/p?ts=1&page=2")
        #expect(request.cacheKey(ignoringQueryItems: []) == "http://h/p?ts=1&session=abc&page=2")
    }

    @Test func aStoreWithOtherVolatileNamesKeysAccordingly() async {
        let store = InMemoryConditionalResponseStore(volatileQueryNames: ["nonce"])
        await store.store(StoredResponse(etag: "e", body: Data()), for: HTTPRequest(url: .test("http://h/p?nonce=1&a=1")))
        #expect(await store.storedResponse(for: HTTPRequest(url: .test("http://h/p?nonce=2&a=1"))) != nil)
        #expect(await store.storedResponse(for: HTTPRequest(url: .test("http://h/p?nonce=2&a=2"))) == nil)
        await store.removeAll()
        #expect(await store.keys.isEmpty)
    }
}
