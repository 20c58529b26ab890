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
func fuzzJSONReader(_ bytes: [UInt8]) {
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
