import Foundation
import MarvelWire
import Testing

/// `JSONText.render` writes every scalar, string and key as `JSONEncoder` does (its text is
/// compared with `JSONEncoder`'s, ``JSONTextParity``).
struct JSONTextScalarTests {
    /// Every ASCII character, alone and inside text, then text that is not ASCII: the line and
    /// paragraph separators, a combining mark, emoji, a right-to-left mark, the replacement
    /// character, DEL and a C1 control.
    static let texts: [String] =
        (0...0x7F).map { String(UnicodeScalar(UInt8($0))) } + (0...0x7F).map { "a\(UnicodeScalar(UInt8($0)))b" }
        + [
            "", "https://example.com/a/b?c=d&e=f", "\"quoted\"", "back\\slash", "line\nbreak\r\n", "tab\there",
            "\u{2028}\u{2029}", "e\u{301}", "👩‍👩‍👧", "🇫🇷", "\u{200F}abc", "\u{FFFD}", "\u{7F}\u{85}\u{9F}", "中文",
            "ä ö ü ß", String(repeating: "long ", count: 200),
        ]

    @Test func stringsAreEscapedAsJSONEncoderEscapesThem() {
        for text in Self.texts {
            JSONTextParity.expectSameText(text)
            JSONTextParity.expectSameText([text])
        }
    }

    @Test func keysAreEscapedAsJSONEncoderEscapesThem() {
        for text in Self.texts {
            JSONTextParity.expectSameText([text: 1])
        }
    }

    @Test func keysAreSortedByTheirUTF8BytesAsJSONEncoderSortsThem() {
        let keys = [
            "b", "B", "a", "A", "é", "z", "Z", "10", "9", "1", "_", "", " ", "a b", "ab", "a\u{0}",
            "aa", "ä", "ﬀ", "ff", "😀", "中", "\u{2028}", "~", "id", "ID", "Id", "iD", "perPage", "per_page", "page",
        ]
        JSONTextParity.expectSameText(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        let expected = ["", " ", "1", "10", "9", "A", "B", "Z", "_", "a", "a\u{0}", "a b", "aa", "ab"]
        let text = JSONText.render(
            Dictionary(uniqueKeysWithValues: expected.reversed().map { ($0, 0) }), layout: .compact)
        let order = expected.compactMap { key in
            text.range(of: "\"\(key == "a\u{0}" ? "a\\u0000" : key)\":").map {
                text.distance(from: text.startIndex, to: $0.lowerBound)
            }
        }
        #expect(order == order.sorted() && order.count == expected.count, "\(text)")
    }

    @Test func integersOfEveryWidthAreWrittenAsJSONEncoderWritesThem() {
        JSONTextParity.expectSameText([Int.min, -1, 0, 1, Int.max])
        JSONTextParity.expectSameText([Int8.min, 0, Int8.max])
        JSONTextParity.expectSameText([Int16.min, 0, Int16.max])
        JSONTextParity.expectSameText([Int32.min, 0, Int32.max])
        JSONTextParity.expectSameText([Int64.min, 0, Int64.max])
        JSONTextParity.expectSameText([Int128.min, -1, 0, Int128(Int64.max) + 1, Int128.max])
        JSONTextParity.expectSameText([UInt.min, UInt.max])
        JSONTextParity.expectSameText([UInt8.min, UInt8.max])
        JSONTextParity.expectSameText([UInt16.min, UInt16.max])
        JSONTextParity.expectSameText([UInt32.min, UInt32.max])
        JSONTextParity.expectSameText([UInt64.min, UInt64(Int64.max) + 1, UInt64.max])
        JSONTextParity.expectSameText([UInt128.min, UInt128(UInt64.max) + 1, UInt128.max])
        JSONTextParity.expectSameText(Scalars())
    }

    @Test func doublesAndFloatsAreWrittenAsJSONEncoderWritesThem() {
        let doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.5, 1.5, 3, 100, 1e15, 1e16, 1e17, 1e20, 1e21, 1e22, 1e100, 1.7976931348623157e308,
            1e-4, 1e-5, 1e-7, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            2.2250738585072014e-308, 123456789.125, 0.1 + 0.2, 1.0 / 3.0,
            Double(Int64.max), -Double(Int64.max), 4043, 12.5,
        ]
        JSONTextParity.expectSameText(doubles)
        JSONTextParity.expectSameText(doubles.map { ["value": $0] })
        let floats: [Float] = [
            0, -0.0, 1, 0.1, 1.5, 1e7, 1e8, 1e20, 3.4028235e38, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            16_777_216,
        ]
        JSONTextParity.expectSameText(floats)
        JSONTextParity.expectSameText(floats.map { ["value": $0] })
        for value in doubles + [2.5, -7] {
            JSONTextParity.expectSameText(value)
        }
    }

    @Test func nanAndInfinityAreRefusedAsByJSONEncoder() {
        for value in [Double.nan, .infinity, -.infinity] {
            JSONTextParity.expectSameText(value, encodes: false)
            JSONTextParity.expectSameText([value], encodes: false)
            JSONTextParity.expectSameText(["key": value], encodes: false)
            JSONTextParity.expectSameText(Float(value), encodes: false)
            JSONTextParity.expectSameText([Float(value)], encodes: false)
        }
    }

    @Test func boolsAndNullsAreWrittenAsJSONEncoderWritesThem() {
        JSONTextParity.expectSameText(true)
        JSONTextParity.expectSameText([true, false])
        JSONTextParity.expectSameText(Int?.none)
        JSONTextParity.expectSameText([1, nil, 3])
        JSONTextParity.expectSameText(["a": nil, "b": "x"] as [String: String?])
        JSONTextParity.expectSameText(JSONNullable<String>(nil))
        JSONTextParity.expectSameText([JSONNullable<Double>(nil), JSONNullable(2.5)])
    }

    @Test func aDateIsWrittenAsJSONEncoderWritesItByDefault() {
        JSONTextParity.expectSameText(Date(timeIntervalSinceReferenceDate: 785_000_000.5))
        JSONTextParity.expectSameText(["at": Date(timeIntervalSince1970: 0)])
    }

    @Test func dataURLAndDecimalAreRefused() {
        #expect(JSONText.render(Data([1, 2, 3]), layout: .compact) == "")
        #expect(JSONText.render(["url": URL(string: "https://example.com/a")!], layout: .compact) == "")
        #expect(JSONText.render([Decimal(string: "1.25")!], layout: .compact) == "")
        #expect(JSONText.render(["text": "https://example.com/a"], layout: .compact) != "")
    }

    /// One value of each width, through a keyed container's non-generic methods.
    struct Scalars: Encodable {
        var int = Int.min, int8 = Int8.min, int16 = Int16.min, int32 = Int32.min, int64 = Int64.min
        var int128 = Int128.min, uint = UInt.max, uint8 = UInt8.max, uint16 = UInt16.max, uint32 = UInt32.max
        var uint64 = UInt64.max, uint128 = UInt128.max, float = Float(0.1), double = 0.1, bool = false
        var string = "s", none: Int? = nil
    }
}
