import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

@Suite("Error bodies: both shapes written from the wire format's MarvelErrorDTO")
struct ErrorBodyTests {
    static let errors: [MarvelAPIError] =
        [
            .missingAPIKey, .missingHash, .missingTimestamp, .invalidAPIKey, .invalidHash, .rateLimited,
            .resourceNotFound,
            .methodNotAllowed(method: "POST"), .rejectedQuery(.limitTooLarge), .rejectedQuery(.limitInvalid),
            .rejectedQuery(.unrecognizedParameter(name: "first_name")),
            .rejectedQuery(.emptyParameter(name: "name")), .rejectedQuery(.invalidOrdering(value: "foo")),
            .rejectedQuery(.repeatedOrdering(field: .name)), .rejectedQuery(.tooManyFilterValues(.comics, maximum: 10)),
            .rejectedQuery(.invalidFilterValue(.modifiedSince)), .rejectedQuery(.invalidOffset), .injectedStatus(503),
            .injectedStatus(404),
        ] + MarvelResource.allCases.map { .notFound($0) }

    @Test("the body is the DTO's: a gateway error's word with message, an application error's status with status")
    func shapes() throws {
        #expect(
            MarvelAPIError.invalidHash.body
                == #"{"code":"InvalidCredentials","message":"That hash, timestamp and key combination is invalid."}"#)
        #expect(
            MarvelAPIError.rejectedQuery(.limitTooLarge).body
                == #"{"code":409,"status":"You may not request more than 100 items."}"#)
        #expect(MarvelAPIError.notFound(.stories).body == #"{"code":404,"status":"We couldn't find that story"}"#)
        #expect(MarvelAPIError.injectedStatus(404).body == #"{"code":404,"status":"Not Found"}"#)
        for error in Self.errors {
            #expect(error.dto.code == (error.gatewayCode ?? String(error.statusCode)), "\(error)")
            #expect(error.dto.message == error.text, "\(error)")
            #expect(try JSONDecoder().decode(MarvelErrorDTO.self, from: Data(error.body.utf8)) == error.dto, "\(error)")
        }
    }

    @Test("the server's bytes equal the DTO's Encodable output (keys sorted, slashes unescaped)")
    func sameAsEncodable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for error in Self.errors {
            #expect(String(decoding: try encoder.encode(error.dto), as: UTF8.self) == error.body, "\(error)")
        }
    }

    @Test("a number as code is an application error, any other code a gateway error")
    func numericCode() {
        #expect(MarvelErrorDTO(code: "409", message: "m").numericCode == 409)
        #expect(MarvelErrorDTO(code: "InvalidCredentials", message: "m").numericCode == nil)
    }
}
