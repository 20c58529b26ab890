import MarvelWire
import Testing

/// `MarvelJSONDecoder.stringMemberRange(_:in:)`: the bytes of a top-level string member, found
/// by the decoder's own scanner and by its rule for a member's name.
@Suite struct JSONStringMemberTests {
    static func member(_ key: String, in json: String) -> String? {
        let bytes = Array(json.utf8)
        return MarvelJSONDecoder.stringMemberRange(key, in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func theTopLevelMembersStringIsFoundWithItsQuotesAndItsEscapesAsWritten() {
        #expect(Self.member("title", in: #"{"id":7,"title":"Hulk \"1\" \u00e9"}"#) == #""Hulk \"1\" \u00e9""#)
        // A member of the same name inside an object or an array first, a string holding the name
        // and a value equal to it, spaces around the colon.
        let json =
            #"{"a":{"title":"inner"},"b":["title",{"title":"x"}],"c":"\"title\":\"y\"","d":"title","title" : "Top"}"#
        #expect(Self.member("title", in: json) == #""Top""#)
        // The first of two, as the decoder reads it; a name written with an escape is the same name.
        #expect(Self.member("title", in: #"{"title":"first","title":"second"}"#) == #""first""#)
        #expect(Self.member("title", in: #"{"t\u0069tle":"escaped name"}"#) == #""escaped name""#)
        #expect(Self.member("naïve", in: #"{"naïve":"ok"}"#) == #""ok""#)
    }

    @Test func noRangeForAnotherValueAMissingMemberOrABodyThatIsNotOneObject() {
        for json in [
            #"{"title":null}"#, #"{"title":7}"#, #"{"title":{"title":"x"}}"#, #"{"name":"x"}"#, #"["title","x"]"#,
            #""title""#, #"{"title":"cut"#, #"{"title":"x"} trailing"#, "", #"{"title":"\#u{1}"}"#,
        ] {
            #expect(Self.member("title", in: json) == nil, "\(json)")
        }
        #expect(
            MarvelJSONDecoder.stringMemberRange("title", in: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x22, 0x22, 0x7D]) == nil)
    }
}
