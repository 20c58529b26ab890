import Foundation
import MarvelWire
import Testing

/// `JSONWriter`, the one writer: its tokens in the order given (the server's bodies), its
/// scalars as `JSONEncoder` writes them (``JSONTextParity``), and its two layouts.
struct JSONWriterTests {
    @Test func aStringIsWrittenAsJSONEncoderWritesItWithoutEscapingSlashes() {
        for text in JSONTextScalarTests.texts + ["\u{8}\u{C}", "a\"b\\c/d\n\u{1}\u{1F}é"] {
            var writer = JSONWriter()
            writer.string(text)
            #expect(String(decoding: writer.bytes, as: UTF8.self) + "\n" == JSONTextParity.foundationText(text))
        }
    }

    @Test func aBackspaceAndAFormFeedAreWrittenAsTheirShortEscapes() {
        var writer = JSONWriter()
        writer.string("\u{8}\u{C}\u{1}")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""\b\f\u0001""#)
    }

    @Test func aNumberIsWrittenAsJSONEncoderWritesItAndNullWhenItIsNotFinite() {
        let numbers: [Double] = [6, 0.5, 654.1, -2, 1e20, 1e15, 1e14, 0.1, -0.25, 123_456.789, .leastNonzeroMagnitude]
        for number in numbers {
            var writer = JSONWriter()
            writer.number(number)
            #expect(String(decoding: writer.bytes, as: UTF8.self) + "\n" == JSONTextParity.foundationText(number))
        }
        var writer = JSONWriter()
        writer.beginArray()
        writer.number(.nan)
        writer.number(-.infinity)
        writer.int(nil)
        writer.int(Int.min)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[null,null,null,-9223372036854775808]")
    }

    @Test func tokensAreWrittenInTheOrderGivenWithCommasBetweenValuesAndMembers() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("z"); writer.beginArray(); writer.int(1); writer.string("x"); writer.null(); writer.endArray()
        writer.key("b"); writer.beginObject(); writer.endObject()
        writer.key("a"); writer.json(Data(#"{"raw":[1,2]}"#.utf8))
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"z":[1,"x",null],"b":{},"a":{"raw":[1,2]}}"#)
        #expect(writer.data == Data(writer.bytes))
    }

    @Test func jsonAlreadyEncodedIsWrittenAsItIsFromBytesAsFromData() {
        var writer = JSONWriter()
        writer.beginArray()
        writer.json(Array(#"{"a":1}"#.utf8))
        writer.json(Data(#"[true]"#.utf8))
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[{"a":1},[true]]"#)
    }

    @Test func theIndentedLayoutPutsEachElementAndMemberOnALineOfItsOwn() {
        var writer = JSONWriter(layout: .indented)
        writer.beginObject()
        writer.key("list"); writer.beginArray(); writer.int(1); writer.beginArray(); writer.endArray();
        writer.endArray()
        writer.key("empty"); writer.beginObject(); writer.endObject()
        writer.endObject()
        #expect(
            String(decoding: writer.bytes, as: UTF8.self) == """
                {
                  "list": [
                    1,
                    []
                  ],
                  "empty": {}
                }
                """)
    }

    @Test func finishedDataHoldsTheBytesDataHolds() {
        var writer = JSONWriter(capacity: 4)
        writer.beginObject()
        writer.key("title"); writer.string("Civil War \u{1F600} \"quoted\"")
        writer.key("ids"); writer.beginArray(); writer.int(1); writer.int(2); writer.int(3); writer.endArray()
        writer.endObject()
        let copied = writer.data
        #expect(writer.finishedData() == copied)
        #expect(String(decoding: copied, as: UTF8.self) == #"{"title":"Civil War 😀 \"quoted\"","ids":[1,2,3]}"#)
    }
}
