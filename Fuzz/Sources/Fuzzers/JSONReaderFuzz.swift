import Foundation
@testable import MarvelWire
import TestingUtils

// Target `json-reader`: MarvelJSONDecoder (the hand-written reader every body goes through)
// against Foundation's JSONDecoder on the same bytes, read as any JSON value (JSONValue, through
// every kind of container) and as a page of characters (the DTOs the app decodes). Both give the
// same value, or both refuse with the same DecodingError case and coding path.
//
// Intended differences, which the oracle allows and nothing else: MarvelJSONDecoder reads RFC
// 8259 strictly, where JSONDecoder takes a trailing comma (`[1,]`) and text in UTF-16 or UTF-32
// or after a byte order mark; and it refuses more than 512 nested containers, where JSONDecoder
// has a limit of its own; and it refuses a raw control character in a string, which JSONDecoder
// takes (NUL) or refuses only when it reads that string. There only MarvelJSONDecoder may
// refuse, and with that reason. A body both refuse, MarvelJSONDecoder as not RFC 8259 JSON,
// JSONDecoder may refuse with another error: its scanner lets some such bodies through.
//
// A value JSONDecoder never reads: of a name given twice in an object both readers keep the
// first value, and JSONDecoder's scanner checks the second one's shape only, not its escapes or
// its digits, which it checks when it reads a value. MarvelJSONDecoder checks every value as it
// scans: a body holding a lone surrogate escape (`"\ud800"`: not Unicode text, which RFC 8259
// §8.2 leaves to the reader and I-JSON, RFC 7493 §2.1, forbids) is refused wherever that escape
// is, so that whether a body is JSON does not hang on which duplicate a reader keeps. The
// oracle allows this difference only where it shows that JSONDecoder never read the value:
// the string or number MarvelJSONDecoder refused, replaced by a plain one of the same length,
// JSONDecoder reads the same tree, and the two readers must then agree on that body.
//
// Numbers written with a fraction or an exponent that may be integers: MarvelJSONDecoder reads
// one as an integer when its exact decimal value is one (`3e18`, `34.000`), where JSONDecoder
// goes through a Double below 2^53 (`1.00000000000000001` is 1 to it) and through Decimal above
// (which drops a fraction: `9007199254740993.5` is 9007199254740993 to it, and refuses some
// integers near Int.max). Each such number is checked on its own against its exact value,
// worked out here from its digits as text, then replaced by a plain one of the same length,
// and the two readers must agree on the body that is left.
func fuzzJSONReader(_ bytes: [UInt8]) {
    if let (plain, numbers) = integralLookingNumbersMadePlain(bytes) {
        for number in numbers { checkIntegerReading(of: number) }
        fuzzJSONReader(plain)
        return
    }
    let body = Data(bytes)
    let ours = Outcome.of { try MarvelJSONDecoder().decode(JSONValue.self, from: body) }
    let foundation = Outcome.of { try JSONDecoder().decode(JSONValue.self, from: body) }
    if ours != foundation {
        guard case .error = ours, let reason = syntaxReason(body) else {
            fail("json-reader: JSONValue: MarvelJSONDecoder \(ours), JSONDecoder \(foundation)", text(bytes))
        }
        // Both refuse, MarvelJSONDecoder as not JSON (RFC 8259): JSONDecoder's scanner lets some
        // such bodies through (a raw control character in a string) and refuses them later, at
        // a value's path.
        if case .error = foundation { return }
        if let plain = unreadValueMadePlain(bytes, at: reason.offset),
            Outcome.of({ try JSONDecoder().decode(JSONValue.self, from: Data(plain)) }) == foundation
        {
            fuzzJSONReader(plain)
            return
        }
        guard allowed(reason, body: bytes) else {
            fail("json-reader: JSONValue: MarvelJSONDecoder \(ours), JSONDecoder \(foundation)", text(bytes))
        }
        return
    }
    // Both refused the tree, MarvelJSONDecoder as not JSON: JSONDecoder may still read a DTO
    // that never looks at the member that is not JSON (a number `090` under an unknown key).
    if case .error = ours, syntaxReason(body) != nil { return }
    // The same tree: the DTOs of a page must agree too (the keyed paths the app uses).
    let page = Outcome.of { try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body).fields }
    let foundationPage = Outcome.of { try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body).fields }
    guard page == foundationPage else {
        fail("json-reader: a page: MarvelJSONDecoder \(page), JSONDecoder \(foundationPage)", text(bytes))
    }
    let comics = Outcome.of { try MarvelJSONDecoder().decode(DataWrapperDTO<ComicDTO>.self, from: body).fields }
    let foundationComics = Outcome.of { try JSONDecoder().decode(DataWrapperDTO<ComicDTO>.self, from: body).fields }
    guard comics == foundationComics else {
        fail("json-reader: comics: MarvelJSONDecoder \(comics), JSONDecoder \(foundationComics)", text(bytes))
    }
}

/// `body` with each JSON number outside strings that has a fraction or an exponent and reads as
/// a whole or a large double replaced by `0` and blanks, and those numbers; nil when it has none.
private func integralLookingNumbersMadePlain(_ body: [UInt8]) -> ([UInt8], [[UInt8]])? {
    let numeric = Set("+-.0123456789eE".utf8)
    var plain = body
    var numbers: [[UInt8]] = []
    var index = 0
    var inString = false
    while index < body.count {
        let byte = body[index]
        if inString {
            if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            index += 1
            continue
        }
        if byte == UInt8(ascii: "\"") {
            inString = true
            index += 1
            continue
        }
        guard numeric.contains(byte) else {
            index += 1
            continue
        }
        let end = body[index...].firstIndex { !numeric.contains($0) } ?? body.count
        let token = Array(body[index..<end])
        if isJSONNumber(token), token.contains(where: { ".eE".utf8.contains($0) }),
            let double = Double(String(decoding: token, as: UTF8.self)), double.isFinite,
            double.rounded(.towardZero) == double || double.magnitude >= 9_007_199_254_740_992
        {
            numbers.append(token)
            plain.replaceSubrange(
                index..<end, with: [UInt8(ascii: "0")] + repeatElement(UInt8(ascii: " "), count: end - index - 1))
        }
        index = end
    }
    return numbers.isEmpty ? nil : (plain, numbers)
}

/// Whether `token` is a number as RFC 8259 writes one: `-`, `0` or digits not starting with
/// `0`, then `.` and digits, then `e` or `E`, a sign and digits, the last two optional.
private func isJSONNumber(_ token: [UInt8]) -> Bool {
    func digits(from start: Int) -> Int {
        var end = start
        while end < token.count, token[end] &- UInt8(ascii: "0") < 10 { end += 1 }
        return end
    }
    var index = token.first == UInt8(ascii: "-") ? 1 : 0
    guard index < token.count else { return false }
    index = token[index] == UInt8(ascii: "0") ? index + 1 : digits(from: index)
    guard index > (token.first == UInt8(ascii: "-") ? 1 : 0) else { return false }
    if index < token.count, token[index] == UInt8(ascii: ".") {
        let end = digits(from: index + 1)
        guard end > index + 1 else { return false }
        index = end
    }
    if index < token.count, token[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
        let end = digits(from: index)
        guard end > index else { return false }
        index = end
    }
    return index == token.count
}

/// MarvelJSONDecoder reads `number` alone as the Int its exact value is, when it is one that an
/// Int holds, and otherwise as JSONDecoder reads it as a Double (or refuses it, as JSONDecoder does).
private func checkIntegerReading(of number: [UInt8]) {
    let ours = Outcome.of { try MarvelJSONDecoder().decode(JSONValue.self, from: Data(number)) }
    let expected: Outcome<JSONValue> =
        if let integer = exactInteger(String(decoding: number, as: UTF8.self)) {
            .value(.int(integer))
        } else {
            Outcome.of { .double(try JSONDecoder().decode(Double.self, from: Data(number))) }
        }
    guard ours == expected else {
        fail("json-reader: the number \(text(number)): MarvelJSONDecoder \(ours), expected \(expected)", text(number))
    }
}

/// The Int whose decimal value `number` (a JSON number) is exactly; nil when it is not an
/// integer or an Int cannot hold it. Worked out on the digits as text: the point moved by the
/// exponent, then the digits past it must all be zeros.
private func exactInteger(_ number: String) -> Int? {
    let negative = number.hasPrefix("-")
    let unsigned = negative ? number.dropFirst() : Substring(number)
    let parts = unsigned.split(maxSplits: 1, whereSeparator: { $0 == "e" || $0 == "E" })
    let exponentText = parts.count == 2 ? String(parts[1]) : "0"
    let pieces = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = String(pieces[0])
    let fraction = pieces.count == 2 ? String(pieces[1]) : ""
    var digits = whole + fraction
    if digits.allSatisfy({ $0 == "0" }) { return 0 }
    // More than a few hundred places either way: not an Int, or not an integer.
    guard let exponent = Int(exponentText.hasPrefix("+") ? String(exponentText.dropFirst()) : exponentText),
        exponent.magnitude < 100_000
    else {
        return nil
    }
    let point = whole.count + exponent  // where the point falls in `digits`
    if point <= 0 { return nil }  // 0.000ddd with a digit that is not zero
    if point < digits.count {
        guard digits.dropFirst(point).allSatisfy({ $0 == "0" }) else { return nil }
        digits = String(digits.prefix(point))
    } else {
        digits += String(repeating: "0", count: min(point - digits.count, 100))
    }
    let significant = digits.drop { $0 == "0" }
    guard significant.count <= 19 else { return nil }
    return Int((negative ? "-" : "") + significant)
}

/// Why MarvelJSONDecoder found `body` not JSON; nil when it found it JSON.
private func syntaxReason(_ body: Data) -> JSONSyntaxError? {
    do {
        _ = try MarvelJSONDecoder().decode(JSONValue.self, from: body)
        return nil
    } catch let DecodingError.dataCorrupted(context) {
        return context.underlyingError as? JSONSyntaxError
    } catch {
        return nil
    }
}

/// `body` with the string or number at `offset` replaced by a plain one of the same length (a
/// string of `a`s, a `0` and blanks), for a value JSONDecoder may never have read; nil when
/// `offset` is in neither.
private func unreadValueMadePlain(_ body: [UInt8], at offset: Int) -> [UInt8]? {
    guard offset < body.count else { return nil }
    // Where the string around `offset` opens, if it is in one: its quotes, read from the start.
    var opening: Int?
    var index = 0
    while index <= offset {
        switch body[index] {
        case UInt8(ascii: "\\") where opening != nil: index += 1
        case UInt8(ascii: "\""): opening = opening == nil ? index : nil
        default: break
        }
        index += 1
    }
    var plain = body
    if let opening {
        var closing = offset
        while closing < body.count, body[closing] != UInt8(ascii: "\"") {
            closing += body[closing] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard closing < body.count else { return nil }
        plain.replaceSubrange(
            opening + 1..<closing, with: repeatElement(UInt8(ascii: "a"), count: closing - opening - 1))
        return plain
    }
    let numeric = Set("+-.0123456789eE".utf8)
    guard numeric.contains(body[offset]) else { return nil }
    let start = body[..<offset].lastIndex { !numeric.contains($0) }.map { $0 + 1 } ?? 0
    let end = body[offset...].firstIndex { !numeric.contains($0) } ?? body.count
    plain.replaceSubrange(
        start..<end, with: [UInt8(ascii: "0")] + repeatElement(UInt8(ascii: " "), count: end - start - 1))
    return plain
}

/// Whether MarvelJSONDecoder's refusal, for `reason`, of a body JSONDecoder read otherwise is
/// one of the intended differences.
private func allowed(_ error: JSONSyntaxError, body: [UInt8]) -> Bool {
    switch error.reason {
    // A raw control character in a string: JSONDecoder takes some (NUL) and refuses others
    // only when it reads the string.
    case .tooDeep, .controlCharacterInString: return true
    case .invalidUTF8, .unexpectedByte, .unexpectedEnd, .trailingBytes:
        // Not UTF-8 text, or UTF-8 text after a byte order mark: JSONDecoder reads other encodings.
        if String(validating: body, as: UTF8.self) == nil || body.starts(with: [0xEF, 0xBB, 0xBF]) { return true }
        if body.count >= 2, body.prefix(4).contains(0) { return true }  // UTF-16 or UTF-32 without a mark
        guard case .unexpectedByte(let byte) = error.reason, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        else { return false }
        // A trailing comma: the byte before the bracket, blanks aside, is a comma.
        let before = body[..<min(error.offset, body.count)].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return before == UInt8(ascii: ",")
    default: return false
    }
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes.prefix(2000), as: UTF8.self) }

/// What a page's envelope holds, as one comparable value.
private struct PageFields<Result: Hashable>: Hashable {
    var numbers: [Int?]
    var texts: [String?]
    var results: [Result]
}

extension DataWrapperDTO where Result: Hashable {
    fileprivate var fields: PageFields<Result> {
        PageFields(
            numbers: [code, data.offset, data.limit, data.total, data.count],
            texts: [status, copyright, attributionText, attributionHTML, etag], results: data.results)
    }
}
