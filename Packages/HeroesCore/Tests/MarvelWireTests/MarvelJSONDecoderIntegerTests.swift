import Foundation
import Testing
@testable import MarvelWire

/// A number is an integer when its exact decimal value is one, however it is written; a
/// fraction is refused even where a double would round it away, and no exponent is trusted
/// for arithmetic.
@Suite struct MarvelJSONDecoderIntegerTests {
    static func int(_ text: String) -> Int? { try? MarvelJSONDecoder().decode(Int.self, from: Data(text.utf8)) }

    @Test(arguments: [
        ("3e18", 3_000_000_000_000_000_000), ("3E+18", 3_000_000_000_000_000_000),
        ("0.3e19", 3_000_000_000_000_000_000),
        ("34.000", 34), ("1200e-2", 12), ("100e-2", 1), ("0.5e1", 5), ("-0.0", 0), ("0e999999999", 0),
        ("9007199254740993.0", 9_007_199_254_740_993), ("9007199254740993e0", 9_007_199_254_740_993),
        ("9.223372036854775807e18", Int.max), ("-9.223372036854775808e18", Int.min),
        ("1.00000000000000001e17", 100_000_000_000_000_001),
    ])
    func aNumberWithAFractionOrExponentIsTheIntegerItsDecimalValueIs(text: String, value: Int) {
        #expect(Self.int(text) == value)
    }

    @Test(arguments: [
        "1.00000000000000001", "9007199254740993.5", "123456789012345678e-1", "0.5", "5e-1", "120e-2",
        "9.223372036854775808e18", "-9.223372036854775809e18", "1e19", "1e999999999999999999999", "1e-999999999",
    ])
    func aNumberThatIsNotAnIntegerAnIntHoldsIsRefusedAsAnInt(text: String) {
        #expect(Self.int(text) == nil)
    }

    @Test func aNumberBeyondIntButWithinUInt64IsReadAsUInt64() throws {
        #expect(try MarvelJSONDecoder().decode(UInt64.self, from: Data("1.8e19".utf8)) == 18_000_000_000_000_000_000)
        #expect(try MarvelJSONDecoder().decode(UInt8.self, from: Data("2.55e2".utf8)) == 255)
        #expect((try? MarvelJSONDecoder().decode(UInt8.self, from: Data("2.56e2".utf8))) == nil)
    }
}
