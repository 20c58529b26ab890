import AsyncHTTPClient
import Foundation
import Testing
@testable import NetworkClient
@testable import NetworkClientNIO

/// `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy`, read as curl reads them.
@Suite struct ProxySettingsTests {
    @Test func eachSchemeHasItsVariableAndAllProxyIsTheFallback() {
        let settings = ProxySettings.fromEnvironment([
            "http_proxy": "http://p1:3128", "HTTPS_PROXY": "p2:8080", "ALL_PROXY": "socks5://p3",
        ])
        #expect(settings.proxyAddress(for: .test("http://h/")) == "http://p1:3128")
        #expect(settings.proxyAddress(for: .test("https://h/")) == "p2:8080")
        let fallback = ProxySettings.fromEnvironment(["all_proxy": "socks5://p3"])
        #expect(fallback.proxyAddress(for: .test("http://h/")) == "socks5://p3")
        #expect(fallback.proxyAddress(for: .test("https://h/")) == "socks5://p3")
    }

    @Test func upperCaseHTTPProxyIsIgnoredAsCurlDoesAndEmptyMeansUnset() {
        #expect(
            ProxySettings.fromEnvironment(["HTTP_PROXY": "http://p:1"]).proxyAddress(for: .test("http://h/")) == nil)
        #expect(
            ProxySettings.fromEnvironment(["https_proxy": "", "HTTPS_PROXY": "q:2"]).proxyAddress(
                for: .test("https://h/")) == "q:2")
        #expect(ProxySettings.fromEnvironment([:]) == .none)
    }

    @Test func noProxyMatchesNamesSubdomainsAddressesRangesAndStar() {
        let settings = ProxySettings.fromEnvironment([
            "http_proxy": "p:1", "NO_PROXY": "localhost, .example.com,10.0.0.0/8,192.168.1.7,internal:8080",
        ])
        for direct in [
            "http://localhost:9/", "http://example.com/", "http://api.EXAMPLE.com/", "http://10.1.2.3/",
            "http://192.168.1.7/", "http://internal/", "http://example.com./",
        ] {
            #expect(settings.proxyAddress(for: .test(direct)) == nil, "\(direct)")
        }
        for proxied in ["http://notexample.com/", "http://11.0.0.1/", "http://192.168.1.8/", "http://127.0.0.1/"] {
            #expect(settings.proxyAddress(for: .test(proxied)) == "p:1", "\(proxied)")
        }
        #expect(
            ProxySettings.fromEnvironment(["http_proxy": "p:1", "no_proxy": "*"]).proxyAddress(for: .test("http://h/"))
                == nil)
    }

    @Test func proxyAddressesBecomeAsyncHTTPClientProxies() throws {
        #expect(try ProxyAddress.parse("proxy:3128") == .server(host: "proxy", port: 3128))
        #expect(try ProxyAddress.parse("http://proxy") == .server(host: "proxy", port: 1080))
        #expect(try ProxyAddress.parse("socks5h://proxy:9050") == .socksServer(host: "proxy", port: 9050))
        let withUser = try ProxyAddress.parse("http://me:s%3Acret@proxy:8080")
        #expect(withUser.authorization == .basic(username: "me", password: "s:cret"))
        #expect(throws: NetworkError.self) { try ProxyAddress.parse("socks4://proxy:1080") }
        #expect(throws: NetworkError.self) { try ProxyAddress.parse("socks5://me:pw@proxy:1080") }
        #expect(throws: NetworkError.self) { try ProxyAddress.parse("http://") }
    }
}
