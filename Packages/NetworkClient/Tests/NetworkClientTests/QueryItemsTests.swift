import Foundation
import Testing
@testable import NetworkClient

/// `URL.appendingQueryItems` joins the query as text; `URLComponents`, which it replaced, is the
/// reference it must agree with (but for a relative URL's base, which it kept and
/// `URLComponents` dropped).
@Suite struct QueryItemsTests {
    /// The former implementation, kept here as the oracle.
    private static func throughComponents(_ url: URL, _ items: [URLQueryItem]) -> URL {
        guard !items.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url
        }
        let encoded = items.map { item -> String in
            let name = PercentEncoding.encodingAllButUnreserved(item.name)
            guard let value = item.value else { return name }
            return name + "=" + PercentEncoding.encodingAllButUnreserved(value)
        }
        let existing = components.percentEncodedQuery.map { $0.isEmpty ? [] : [$0] } ?? []
        components.percentEncodedQuery = (existing + encoded).joined(separator: "&")
        return components.url ?? url
    }

    static let urls: [URL] = [
        URL(string: "http://h")!,
        URL(string: "http://h/")!,
        URL(string: "http://127.0.0.1:8080/v1/public/characters")!,
        URL(string: "http://h/p?")!,
        URL(string: "http://h/p?a=1")!,
        URL(string: "http://h/p?a=1&b")!,
        URL(string: "http://h/p#top")!,
        URL(string: "http://h/p?a=1#top?x")!,
        URL(string: "https://gateway.marvel.com/v1/public/comics?format=comic&limit=100")!,
        URL(string: "characters?limit=3", relativeTo: URL(string: "http://h/v1/public/")!)!,
    ]

    static let itemLists: [[URLQueryItem]] = [
        [URLQueryItem(name: "name", value: "A+B & C/#é")],
        [
            URLQueryItem(name: "ts", value: "1"), URLQueryItem(name: "apikey", value: "k"),
            URLQueryItem(name: "hash", value: "h"),
        ],
        [URLQueryItem(name: "flag", value: nil), URLQueryItem(name: "x y", value: "")],
        [URLQueryItem(name: "nameStartsWith", value: "Spider-Man (Ultimate)?=1")],
    ]

    @Test(arguments: urls)
    func appendedQueryMatchesURLComponentsOnEveryItemList(url: URL) {
        for items in Self.itemLists {
            let appended = url.appendingQueryItems(items)
            let reference = Self.throughComponents(url, items)
            #expect(appended.relativeString == reference.relativeString, "\(url) + \(items)")
            if url.baseURL == nil {
                #expect(appended.absoluteString == reference.absoluteString, "\(url) + \(items)")
            }
        }
    }

    /// `URLComponents(url:resolvingAgainstBaseURL: false)` dropped a relative URL's base.
    @Test func aRelativeURLKeepsItsBase() {
        let base = URL(string: "http://h/v1/public/")!
        let url = URL(string: "characters?limit=3", relativeTo: base)!.appendingQueryItems([
            URLQueryItem(name: "offset", value: "20")
        ])
        #expect(url.baseURL == base)
        #expect(url.absoluteString == "http://h/v1/public/characters?limit=3&offset=20")
    }

    /// `PercentEncoding.query` writes what `URLComponents`' `percentEncodedQueryItems` setter,
    /// which CacheKey and the signing middleware used, writes for the same encoded items.
    @Test func queryOfEncodedItemsIsWhatTheURLComponentsSetterWrites() {
        let lists: [[URLQueryItem]] = [
            [URLQueryItem(name: "limit", value: "20")],
            [
                URLQueryItem(name: "a", value: "1"), URLQueryItem(name: "b", value: nil),
                URLQueryItem(name: "c", value: ""),
            ],
            [
                URLQueryItem(name: "nameStartsWith", value: "Spider-Man%20%28Ultimate%29"),
                URLQueryItem(name: "x", value: "%2B"),
            ],
        ]
        for items in lists {
            var components = URLComponents()
            components.percentEncodedQueryItems = items
            #expect(PercentEncoding.query(items) == components.percentEncodedQuery, "\(items)")
        }
        #expect(PercentEncoding.query([]).isEmpty)
    }

    @Test func noItemsLeavesTheURLAsItIs() {
        let url = URL(string: "http://h/p?a=1#f")!
        #expect(url.appendingQueryItems([]) == url)
    }
}
