import ArgumentParser
import Foundation
import MarvelWire
import Testing

@testable import HeroesCLI

/// `heroes api`'s PATH and fields: the route they call, what is refused before any call, and
/// how a body is written.
struct ApiArgumentsTests {
    @Test func aPathWithOrWithoutTheAPIsPrefixIsTheSameOperation() throws {
        let expected = MarvelRoute(.characters, id: 1009610, related: .comics)
        for path in [
            "characters/1009610/comics", "/characters/1009610/comics", "v1/public/characters/1009610/comics",
            "/v1/public/characters/1009610/comics",
        ] {
            #expect(try APICallRoute.parse(path: path, fields: []) == expected, "\(path)")
        }
    }

    @Test func theQueryIsDecodedAndTheFieldsFollowItTypedAsTheServerTypesThem() throws {
        let route = try APICallRoute.parse(
            path: "comics?titleStartsWith=Spider-Man%3A%20Blue&noVariants=TRUE", fields: ["startYear=2002", "limit=5"])
        #expect(route.query[.titleStartsWith] == .text("Spider-Man: Blue"))
        #expect(route.query[.noVariants] == .flag(true))
        #expect(route.query[.startYear] == .integer(2002) && route.query[.limit] == .integer(5))
    }

    @Test func aQueryTheAPIRefusesIsARejectionWithItsText() {
        #expect(throws: APICallRoute.Rejection.self) { try APICallRoute.parse(path: "comics?orderBy=name", fields: []) }
        #expect(throws: APICallRoute.Rejection.self) { try APICallRoute.parse(path: "comics/5", fields: ["limit=1"]) }
        #expect(
            APICallRoute.errorBody("We don't recognize the parameter x")
                == #"{"code":409,"status":"We don't recognize the parameter x"}"# + "\n")
    }

    @Test(arguments: [
        ("heroes", [String]()), ("comics/5/characters/7", []), ("comics?apikey=k", []), ("comics", ["hash=h"]),
        ("comics", ["limit"]), ("comics?title=%zz", []),
    ])
    func aPathThatIsNoOperationOrAFieldThatIsNotNameEqualsValueIsAUsageError(path: String, fields: [String]) {
        #expect(throws: ValidationError.self) { try APICallRoute.parse(path: path, fields: fields) }
    }

    @Test func paginateTakesAListOnly() {
        #expect(throws: (any Error).self) { try ApiCommand.parse(["comics/5", "--paginate"]) }
        #expect(throws: Never.self) { try ApiCommand.parse(["comics", "--paginate"]) }
    }

    @Test func inAPipeJSONIsWrittenAsItCameAndOnATerminalIndentedAndNeutralised() {
        let body = Data(#"{"b":"bidi \u202e here","a":"esc \u001b]0;x\u0007"}"#.utf8)
        #expect(ApiCommand.text(of: body, forTerminal: false) == String(decoding: body, as: UTF8.self) + "\n")
        let drawn = ApiCommand.text(of: body, forTerminal: true)
        #expect(drawn.hasPrefix("{\n  \"a\": "), "indented, keys sorted: \(drawn)")
        #expect(!drawn.contains("\u{202E}") && !drawn.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let notJSON = Data("oops \u{1B}[2J".utf8)
        for terminal in [false, true] {
            #expect(!ApiCommand.text(of: notJSON, forTerminal: terminal).contains("\u{1B}"), "not JSON: neutralised")
        }
    }
}
