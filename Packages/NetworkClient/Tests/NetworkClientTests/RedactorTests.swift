import Foundation
import Testing
@testable import NetworkClient

@Suite struct RedactorTests {
    /// A redactor for an API signed with `apikey`, `hash` and `ts` query items, as Marvel's is.
    let redactor = Redactor(secretNames: Redactor.defaultSecretNames + ["apikey", "hash", "ts"])

    @Test func hidesSecretQueryValuesAndKeepsTheRestInOrder() {
        let url = URL.test(
            "https://h/v1/public/characters?nameStartsWith=Spider%2BMan&ts=17&limit=5&apikey=pub&hash=abc#top")
        #expect(
            redactor.redact(url)
                == "https://h/v1/public/characters?nameStartsWith=Spider%2BMan&ts=REDACTED&limit=5&apikey=REDACTED&hash=REDACTED#top"
        )
    }

    @Test func namesMatchInAnyCaseAndEncoding() {
        #expect(
            redactor.redact(URL.test("http://h/?APIKEY=1&Hash=2&%74s=3&x=4"))
                == "http://h/?APIKEY=REDACTED&Hash=REDACTED&%74s=REDACTED&x=4")
    }

    @Test(arguments: [
        (
            "/v1/public/characters?limit=3&apikey=pub&ts=1&hash=abc",
            "/v1/public/characters?limit=3&apikey=REDACTED&ts=REDACTED&hash=REDACTED"
        ),
        ("/p?%61pikey=x&apikey&hash=&z=%E2%9C%93#ts=9", "/p?%61pikey=REDACTED&apikey&hash=REDACTED&z=%E2%9C%93#ts=9"),
        ("/p?", "/p?"),
        ("/p", "/p"),
        ("/p?&&ts=1&", "/p?&&ts=REDACTED&"),
    ])
    func requestTargetsAreRedactedByteForByte(target: String, expected: String) {
        #expect(redactor.redact(target: target) == expected)
    }

    @Test func urlsWithoutSecretsAreUnchanged() {
        for text in ["http://h/", "http://h/p?a=1&b", "http://h:8080/p?&a=&b=2"] {
            #expect(redactor.redact(URL.test(text)) == text)
        }
    }

    @Test func hidesAPasswordInTheURL() {
        let redacted = redactor.redact(URL.test("http://user:hunter2@h/p"))
        #expect(!redacted.contains("hunter2"))
        #expect(redacted.contains("REDACTED"))
    }

    @Test func hidesSecretHeaders() {
        let headers: HTTPHeaders = ["Accept": "application/json", "authorization": "Bearer x", "X-Trace": "1"]
        let redacted = redactor.redact(headers)
        #expect(Array(redacted.map(\.name)) == ["Accept", "authorization", "X-Trace"])
        #expect(redacted["Authorization"] == "REDACTED")
        #expect(redacted["Accept"] == "application/json")
    }

    @Test func redactsARequestLine() {
        let request = HTTPRequest(method: .head, url: .test("http://h/p?hash=1"))
        #expect(redactor.redact(request) == "HEAD http://h/p?hash=REDACTED")
    }

    /// NetworkClient knows no API: by default only credential and cookie headers are secret.
    @Test func theDefaultNamesAreTheGenericCredentialHeadersOnly() {
        let redactor = Redactor()
        for name in ["Authorization", "proxy-authorization", "Cookie", "Set-Cookie"] {
            #expect(redactor.isSecret(name), "\(name)")
        }
        for name in ["apikey", "hash", "ts", "limit"] { #expect(!redactor.isSecret(name), "\(name)") }
    }

    @Test func everyValueHidesEachQueryValueAndThePassword() {
        #expect(
            Redactor.everyValue.redact(URL.test("ftp://u:pw@h/f?limit=5&apikey=k&x#top"))
                == "ftp://u:REDACTED@h/f?limit=REDACTED&apikey=REDACTED&x#top")
    }

    @Test func customNamesReplaceTheDefaults() {
        let custom = Redactor(secretNames: ["token"])
        #expect(custom.isSecret("TOKEN"))
        #expect(!custom.isSecret("apikey"))
        #expect(custom.redact(URL.test("http://h/?token=1&apikey=2")) == "http://h/?token=REDACTED&apikey=2")
    }
}
