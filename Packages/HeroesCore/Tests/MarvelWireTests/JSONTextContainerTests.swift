import Foundation
import MarvelWire
import Testing

/// `JSONText.render` writes containers as `JSONEncoder` does: empty ones, nested ones, ones asked
/// for again, keys encoded twice, super encoders, values that encode nothing, deep nesting.
struct JSONTextContainerTests {
    private enum Key: String, CodingKey {
        case a, b, c, d, nested, list
    }

    /// Any text as a key.
    private struct TextKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ text: String) { stringValue = text }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes nothing at all.
    private struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Has no properties: a synthesised empty object.
    private struct NoProperties: Encodable {}

    @Test func emptyArraysAndObjectsAreWrittenAsJSONEncoderWritesThem() {
        JSONTextParity.expectSameText([Int]())
        JSONTextParity.expectSameText([String: Int]())
        JSONTextParity.expectSameText(NoProperties())
        JSONTextParity.expectSameText([[[Int]]()])
        JSONTextParity.expectSameText(["a": [Int](), "b": []])
        JSONTextParity.expectSameText(["a": [String: [Int]](), "b": ["c": []]])
        JSONTextParity.expectSameText([NoProperties(), NoProperties()])
    }

    @Test func aValueThatEncodesNothingIsAnEmptyObjectInsideAndAnErrorAtTheTop() {
        JSONTextParity.expectSameText(Nothing(), encodes: false)
        JSONTextParity.expectSameText([Nothing()])
        JSONTextParity.expectSameText(["a": Nothing()])
        JSONTextParity.expectSameText(JSONNullable(Nothing()))
    }

    @Test func aTopLevelScalarIsWrittenAlone() {
        JSONTextParity.expectSameText("text")
        JSONTextParity.expectSameText(42)
    }

    @Test func dictionariesWithIntegerKeysAreWrittenAsJSONEncoderWritesThem() {
        JSONTextParity.expectSameText([3: "c", 1: "a", 20: "t", -1: "m"])
    }

    @Test func aKeyedContainerAskedForTwiceIsOneObject() {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var first = encoder.container(keyedBy: Key.self)
                try first.encode(1, forKey: .b)
                var second = encoder.container(keyedBy: Key.self)
                try second.encode("x", forKey: .a)
                try first.encode(true, forKey: .c)
            }
        }
        JSONTextParity.expectSameText(Twice())
        JSONTextParity.expectSameText(["value": Twice()])
    }

    @Test func anUnkeyedContainerAskedForTwiceIsOneArray() {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var first = encoder.unkeyedContainer()
                try first.encode(1)
                var second = encoder.unkeyedContainer()
                try second.encode("x")
                try first.encode(3)
                #expect(first.count == 3 && second.count == 3)
            }
        }
        JSONTextParity.expectSameText(Twice())
    }

    @Test func aKeyEncodedTwiceKeepsItsLastValue() {
        struct Repeated: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                try container.encode("b", forKey: .b)
                try container.encode([1, 2], forKey: .a)
                try container.encodeNil(forKey: .c)
                try container.encode(["k": "v"], forKey: .a)
                try container.encode(2.5, forKey: .c)
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: .d)
                try nested.encode(1, forKey: .a)
                try container.encode("replaced", forKey: .d)
            }
        }
        JSONTextParity.expectSameText(Repeated())
        JSONTextParity.expectSameText([Repeated(), Repeated()])
    }

    @Test func keysEqualAsSwiftStringsAreOneMemberAsWithJSONEncoder() {
        struct Equivalent: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: TextKey.self)
                try container.encode(1, forKey: TextKey("e\u{301}"))
                try container.encode(2, forKey: TextKey("a"))
                try container.encode(3, forKey: TextKey("é"))
                try container.encode(4, forKey: TextKey("\u{C5}"))
                try container.encode(5, forKey: TextKey("\u{212B}"))
                try container.encode(6, forKey: TextKey("A\u{30A}"))
                var nested = container.nestedContainer(keyedBy: TextKey.self, forKey: TextKey("ö"))
                try nested.encode(7, forKey: TextKey("x"))
                var again = container.nestedContainer(keyedBy: TextKey.self, forKey: TextKey("o\u{308}"))
                try again.encode(8, forKey: TextKey("y"))
            }
        }
        JSONTextParity.expectSameText(Equivalent())
        JSONTextParity.expectSameText([Equivalent()])
    }

    @Test func nestedContainersAreWrittenWhereTheyWereAskedForEvenWhenFilledLater() {
        struct Nested: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var object = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                try container.encode(1, forKey: .a)
                try object.encode("inner", forKey: .b)
                try list.encode(1)
                var inner = list.nestedContainer(keyedBy: Key.self)
                var innerList = list.nestedUnkeyedContainer()
                try list.encode(2)
                try inner.encode(true, forKey: .c)
                try innerList.encode("deep")
                var deeper = object.nestedUnkeyedContainer(forKey: .list)
                try deeper.encodeNil()
                // Asked for again under the same key: the same object and array.
                var again = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
                try again.encode(2, forKey: .a)
                var listAgain = container.nestedUnkeyedContainer(forKey: .list)
                try listAgain.encode(3)
                // A value encoded as an object, then a nested container under its key: one object.
                try container.encode(["x": 1], forKey: .d)
                var merged = container.nestedContainer(keyedBy: Key.self, forKey: .d)
                try merged.encode(2, forKey: .b)
            }
        }
        JSONTextParity.expectSameText(Nested())
        JSONTextParity.expectSameText(["outer": [Nested()]])
    }

    @Test func superEncodersWriteUnderSuperOrTheirKeyOrAtTheirIndex() {
        struct WithSuper: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                do {
                    let parent = container.superEncoder()
                    var parentContainer = parent.container(keyedBy: Key.self)
                    try parentContainer.encode("base", forKey: .b)
                }
                do {
                    let keyed = container.superEncoder(forKey: .c)
                    var single = keyed.singleValueContainer()
                    try single.encode(3)
                }
                _ = container.superEncoder(forKey: .d)  // encodes nothing: an empty object
                var list = container.nestedUnkeyedContainer(forKey: .list)
                try list.encode("first")
                do {
                    let element = list.superEncoder()
                    try list.encode("after")
                    var elementList = element.unkeyedContainer()
                    try elementList.encode("inserted")
                }
            }
        }
        JSONTextParity.expectSameText(WithSuper())
    }

    @Test func aSingleValueGivenAfterAContainerIsDroppedAsByJSONEncoder() {
        struct Both: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                var single = encoder.singleValueContainer()
                try single.encode("dropped")
            }
        }
        JSONTextParity.expectSameText(Both())
    }

    @Test func optionalsLeftOutByEncodeIfPresentAreLeftOut() {
        struct Optionals: Encodable {
            var present: String? = "here"
            var absent: String? = nil
            var nested: [Int?]? = [1, nil]
        }
        JSONTextParity.expectSameText(Optionals())
    }

    @Test func fiveHundredElevenNestedArraysAreWrittenAndFiveHundredTwelveRefusedAsByJSONEncoder() {
        JSONTextParity.expectSameText(Nesting(depth: 511))
        JSONTextParity.expectSameText(Nesting(depth: 512), encodes: false)
        #expect(JSONText.render(Nesting(depth: 512), layout: .indented) == "")
    }

    /// `depth` arrays, one inside the other, the innermost empty.
    private struct Nesting: Encodable {
        var depth: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for _ in 1..<depth { container = container.nestedUnkeyedContainer() }
        }
    }
}
