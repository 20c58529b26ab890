import NetworkClient
import Testing

/// Field names compare as HTTP compares them: case-insensitively, the ASCII ones byte by byte.
@Suite struct HeaderNameTests {
    @Test func asciiNamesMatchInAnyCaseAndOnlyWhenEqualOtherwise() {
        #expect(HTTPHeaders.sameName("Content-Length", "content-length"))
        #expect(HTTPHeaders.sameName("ETAG", "etag"))
        #expect(!HTTPHeaders.sameName("Content-Length", "Content-Lengtx"))
        #expect(!HTTPHeaders.sameName("Vary", "Varying"))
        #expect(!HTTPHeaders.sameName("a-b", "a_b"), "only letters fold: `-` and `_` stay apart")
        #expect(!HTTPHeaders.sameName("@", "`"), "0x40 and 0x60 differ by the case bit but are not letters")
        #expect(HTTPHeaders.sameName("", ""))
    }

    @Test func nonASCIINamesCompareAsLowercased() {
        #expect(HTTPHeaders.sameName("X-Ünicode", "x-ünicode"))
        #expect(!HTTPHeaders.sameName("X-Ü", "X-U"))
    }

    @Test func theSubscriptFindsAFieldWhateverTheCaseOfItsName() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        #expect(headers["content-type"] == "application/json")
        headers["CONTENT-TYPE"] = "text/plain"
        #expect(headers.values(for: "Content-Type") == ["text/plain"])
    }
}
