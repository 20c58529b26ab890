import Foundation
import Testing
import TestingUtils
@testable import MarvelWire

/// Hostile and broken bodies: each gives its own `DecodingError` (the reason underneath for a
/// body that is not JSON), never a trap, and the same case and path as `JSONDecoder`.
@Suite struct MarvelJSONDecoderHostileInputTests {
    /// The reason `MarvelJSONDecoder` gives for a body that is not JSON; nil when it throws
    /// anything else or nothing.
    static func syntaxReason<T: Decodable>(_ type: T.Type, _ body: Data) -> JSONSyntaxError.Reason? {
        do {
            _ = try MarvelJSONDecoder().decode(type, from: body)
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            guard context.codingPath.isEmpty, context.debugDescription == "The given data was not valid JSON." else {
                return nil
            }
            return (context.underlyingError as? JSONSyntaxError)?.reason
        } catch {
            return nil
        }
    }

    static func sameCaseAndPathAsFoundation<T: Decodable>(_ type: T.Type, _ body: Data) -> Bool {
        ErrorSignature.thrown { try MarvelJSONDecoder().decode(type, from: body) }
            == ErrorSignature.thrown { try JSONDecoder().decode(type, from: body) }
    }

    @Test func aTruncatedBodyIsInvalidJSONThatEndsTooEarly() throws {
        let page = try #require(try WireBodies.captures().first { $0.name.hasPrefix("01_") }?.body)
        let truncated = Data(page.prefix(page.count / 2))
        #expect(Self.syntaxReason(DataWrapperDTO<CharacterDTO>.self, truncated) == .unexpectedEnd)
        #expect(Self.sameCaseAndPathAsFoundation(DataWrapperDTO<CharacterDTO>.self, truncated))
    }

    @Test func anEmptyBodyIsInvalidJSONThatEndsTooEarly() {
        #expect(Self.syntaxReason(MarvelErrorDTO.self, Data()) == .unexpectedEnd)
        #expect(Self.sameCaseAndPathAsFoundation(MarvelErrorDTO.self, Data()))
    }

    @Test func bytesAfterTheValueAreTrailingBytes() {
        let body = Data(#"{"code":409,"status":"x"} {"#.utf8)
        #expect(Self.syntaxReason(MarvelErrorDTO.self, body) == .trailingBytes)
        #expect(Self.sameCaseAndPathAsFoundation(MarvelErrorDTO.self, body))
    }

    @Test(
        arguments: [
            [0xFF], [0xC3], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
        ] as [[UInt8]])
    func invalidUTF8InAStringIsRefused(bytes: [UInt8]) {
        let body = Data(#"{"code":409,"status":"a"#.utf8) + Data(bytes) + Data(#"b"}"#.utf8)
        #expect(Self.syntaxReason(MarvelErrorDTO.self, body) == .invalidUTF8)
        #expect(Self.sameCaseAndPathAsFoundation(MarvelErrorDTO.self, body))
    }

    @Test(arguments: [#""\uD800""#, #""\uDC00""#, #""\uD800\u0041""#, #""\uD83E""#])
    func aLoneSurrogateEscapeIsRefused(string: String) {
        let body = Data(#"{"code":409,"status":\#(string)}"#.utf8)
        #expect(Self.syntaxReason(MarvelErrorDTO.self, body) == .loneSurrogate)
        #expect(Self.sameCaseAndPathAsFoundation(MarvelErrorDTO.self, body))
    }

    @Test func aRawControlCharacterInAStringIsRefused() {
        let body = Data(#"{"code":409,"status":"a"#.utf8) + Data([0x01]) + Data(#"b"}"#.utf8)
        #expect(Self.syntaxReason(MarvelErrorDTO.self, body) == .controlCharacterInString(0x01))
        #expect(Self.sameCaseAndPathAsFoundation(MarvelErrorDTO.self, body))
    }

    @Test func aHundredThousandNestedArraysAreTooDeepWithoutOverflowingTheStack() {
        let body =
            Data(repeating: UInt8(ascii: "["), count: 100_000) + Data(repeating: UInt8(ascii: "]"), count: 100_000)
        #expect(Self.syntaxReason(MarvelErrorDTO.self, body) == .tooDeep)
        #expect(Self.sameCaseAndPathAsFoundation(MarvelErrorDTO.self, body))
    }

    @Test func fiveHundredTwelveNestedArraysAreReadAsByJSONDecoder() throws {
        let body = Data(repeating: UInt8(ascii: "["), count: 512) + Data(repeating: UInt8(ascii: "]"), count: 512)
        let (new, foundation) = bothOutcomes(JSONValue.self, body) { $0 }
        #expect(new == foundation)
        guard case .value = new else {
            Issue.record("512 nested arrays did not decode: \(new)")
            return
        }
    }

    @Test func anIntegerOnePastIntMaxIsInvalidJSONNotATrap() {
        let body = Data(#"{"id":9223372036854775808}"#.utf8)
        #expect(Self.syntaxReason(CharacterDTO.self, body) == .numberNotRepresentable("9223372036854775808"))
        #expect(Self.sameCaseAndPathAsFoundation(CharacterDTO.self, body))
    }

    @Test func aNumberWhereAStringIsExpectedIsATypeMismatchAtItsPath() {
        let body = Data(#"{"data":{"results":[{"id":1},{"id":2,"thumbnail":{"path":5}}]}}"#.utf8)
        let signature = ErrorSignature.thrown {
            try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body)
        }
        #expect(signature?.description == "typeMismatch(String) at data.results.[1].thumbnail.path")
        #expect(Self.sameCaseAndPathAsFoundation(DataWrapperDTO<CharacterDTO>.self, body))
    }

    @Test func aMissingRequiredKeyIsKeyNotFoundAtItsObject() {
        let body = Data(#"{"data":{"results":[{"name":"No id"}]}}"#.utf8)
        let signature = ErrorSignature.thrown {
            try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body)
        }
        #expect(signature?.description == "keyNotFound(id) at data.results.[0]")
        #expect(Self.sameCaseAndPathAsFoundation(DataWrapperDTO<CharacterDTO>.self, body))
    }

    @Test func nullForANonOptionalIsValueNotFoundAtItsPath() {
        let body = Data(#"{"data":{"results":[{"id":null}]}}"#.utf8)
        let signature = ErrorSignature.thrown {
            try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body)
        }
        #expect(signature?.description == "valueNotFound(Int) at data.results.[0].id")
        #expect(Self.sameCaseAndPathAsFoundation(DataWrapperDTO<CharacterDTO>.self, body))
    }

    @Test func aHugeStringIsReadWhole() throws {
        let text = String(repeating: "Spider-Man é 🦊 ", count: 500_000)
        let body = Data(#"{"id":1,"description":"\#(text)"}"#.utf8)
        let character = try MarvelJSONDecoder().decode(CharacterDTO.self, from: body)
        #expect(character.description == text)
        #expect(body.count > 9_000_000)
    }

    @Test(arguments: [
        "01", "-", "1.", ".5", "1e", "+1", "0x10", "NaN", "Infinity", "tru", "nul", "[1 2]", "[1,,]", "'a'", "{,}",
    ])
    func textThatIsNotJSONIsRefusedAsByJSONDecoder(text: String) {
        let body = Data(text.utf8)
        #expect(Self.syntaxReason(JSONValue.self, body) != nil, "\(text)")
        #expect(Self.sameCaseAndPathAsFoundation(JSONValue.self, body), "\(text)")
    }

    /// RFC 8259 has no trailing comma; `JSONDecoder` lets one pass, this decoder does not.
    @Test(arguments: [("[1,]", UInt8(ascii: "]")), (#"{"a":1,}"#, UInt8(ascii: "}"))])
    func aTrailingCommaIsRefusedThoughJSONDecoderTakesIt(text: String, closing: UInt8) throws {
        #expect(Self.syntaxReason(JSONValue.self, Data(text.utf8)) == .unexpectedByte(closing))
        _ = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// A lone surrogate is not Unicode text (RFC 8259 §8.2 leaves what a reader does with it
    /// open; I-JSON, RFC 7493 §2.1, forbids it): this decoder refuses it wherever it is, also in
    /// the second value of a name given twice, which `JSONDecoder` never reads (it keeps the
    /// first) and so lets pass. Found by the `json-reader` fuzz target.
    @Test func aLoneSurrogateInTheUnreadSecondValueOfANameGivenTwiceIsRefusedThoughJSONDecoderTakesIt() throws {
        let body = Data(#"{"code":"estThrottle","message":"st\#u{9B}Throqtled","message":"Y\ud800"}"#.utf8)
        #expect(Self.syntaxReason(JSONValue.self, body) == .loneSurrogate)
        let tree = try JSONDecoder().decode(JSONValue.self, from: body)
        #expect(tree == .object(["code": .string("estThrottle"), "message": .string("st\u{9B}Throqtled")]))
    }
}

extension ErrorSignature {
    /// The signature of what `decode` throws; nil when it throws nothing.
    static func thrown(_ decode: () throws -> Any) -> ErrorSignature? {
        do {
            _ = try decode()
            return nil
        } catch {
            return ErrorSignature(error)
        }
    }
}
