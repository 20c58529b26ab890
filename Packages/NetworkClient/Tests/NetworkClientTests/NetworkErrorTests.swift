import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import NetworkClient

@Suite struct NetworkErrorTests {
    let url = URL.test("http://127.0.0.1:8080/v1/public/characters?apikey=pub&hash=abc&ts=1")

    func urlError(_ code: URLError.Code, _ message: String? = nil) -> URLError {
        var info: [String: Any] = [NSURLErrorFailingURLErrorKey: url]
        if let message { info[NSLocalizedDescriptionKey] = message }
        return URLError(code, userInfo: info)
    }

    @Test func mapsURLErrorCodesToCasesACallerCanActOn() {
        #expect(NetworkError(urlError(.cancelled)) == .cancelled)
        #expect(NetworkError(urlError(.timedOut)) == .timedOut)
        #expect(
            NetworkError(urlError(.cannotConnectToHost, "Failed to connect")) == .cannotConnect(host: "127.0.0.1:8080"))
        #expect(NetworkError(urlError(.notConnectedToInternet)) == .cannotConnect(host: "127.0.0.1:8080"))
        #expect(NetworkError(urlError(.cannotFindHost)) == .dnsFailure(host: "127.0.0.1:8080"))
        #expect(
            NetworkError(urlError(.networkConnectionLost, "Recv failure: Connection reset by peer")) == .connectionLost)
        #expect(NetworkError(urlError(.badServerResponse, "Empty reply from server")) == .connectionLost)
        #expect(
            NetworkError(urlError(.serverCertificateUntrusted, "SSL certificate problem."))
                == .tls(reason: "SSL certificate problem."))
        #expect(
            NetworkError(urlError(.badURL))
                == .invalidURL("http://127.0.0.1:8080/v1/public/characters?apikey=REDACTED&hash=REDACTED&ts=REDACTED"))
    }

    @Test func libcurlsShortBodyErrorIsALostConnection() {
        // libcurl's CURLE_PARTIAL_FILE arrives as URLError(-1) with its message.
        #expect(NetworkError(urlError(.unknown, "transfer closed with 90 bytes remaining to read")) == .connectionLost)
        #expect(
            NetworkError(urlError(.unknown, "transfer closed with outstanding read data remaining")) == .connectionLost)
        #expect(NetworkError(urlError(.unknown, "something else")) == .other("something else"))
    }

    @Test func aNonHTTPAnswerIsNotABadURL() {
        let error = NetworkError(urlError(.unsupportedURL, "Received HTTP/0.9 when not allowed"))
        #expect(error == .other("the server's answer was not valid HTTP (Received HTTP/0.9 when not allowed)"))
        let ftp = URLError(.unsupportedURL, userInfo: [NSURLErrorFailingURLErrorKey: URL.test("ftp://h/f")])
        #expect(NetworkError(ftp) == .invalidURL("ftp://h/f"))
    }

    @Test func wrapsOtherErrors() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd" } }
        #expect(NetworkError(CancellationError()) == .cancelled)
        #expect(NetworkError(NetworkError.timedOut) == .timedOut)
        #expect(NetworkError(Odd()) == .other("odd"))
    }

    @Test func onlyConnectionTroubleIsTransient() {
        #expect(NetworkError.cannotConnect(host: "h").isTransient)
        #expect(NetworkError.timedOut.isTransient)
        #expect(NetworkError.connectionLost.isTransient)
        let lasting: [NetworkError] = [
            .dnsFailure(host: "h"), .cancelled, .tls(reason: "r"), .httpStatus(code: 503, headers: [:], body: Data()),
            .decoding(path: "", reason: "r"), .invalidURL("u"), .other("o"), .bodyTooLarge(limit: 99),
        ]
        #expect(lasting.allSatisfy { !$0.isTransient })
    }

    @Test func everyMessageIsOnePlainSentence() {
        let errors: [NetworkError] = [
            .cannotConnect(host: "127.0.0.1:8080"), .dnsFailure(host: "example.invalid"), .timedOut, .cancelled,
            .connectionLost, .tls(reason: "SSL certificate problem: unable to get local issuer certificate."),
            .httpStatus(code: 503, headers: [:], body: Data()),
            .decoding(path: "data.results[0]", reason: "the field \"id\" is missing"),
            .decoding(path: "", reason: "the body is not valid JSON"), .invalidURL("ftp://h/"),
            .other("Received HTTP/0.9 when not allowed."),
            .bodyTooLarge(limit: 8_388_608),
        ]
        for error in errors {
            let text = error.description
            #expect(text.first?.isUppercase == true, "\(text)")
            #expect(text.hasSuffix(".") && !text.hasSuffix(".."), "\(text)")
            #expect(!text.contains("\n"), "\(text)")
        }
    }

    struct Thumbnail: Decodable { let path: String }
    struct Hero: Decodable { let id: Int; let name: String; let thumbnail: Thumbnail; let urls: [String] }
    struct Page: Decodable { let results: [Hero] }

    /// The error that decoding `json` as a ``Page`` gives, mapped.
    func failure(_ json: String) -> NetworkError? {
        do {
            _ = try JSONDecoder().decode(Page.self, from: Data(json.utf8))
            return nil
        } catch {
            return (error as? DecodingError).map(NetworkError.init(decoding:))
        }
    }

    @Test func decodingErrorsSayWhatWasExpectedInPlainWords() throws {
        let good = #"{"id":1,"name":"A","thumbnail":{"path":"p"},"urls":[]}"#
        #expect(
            failure(#"{"results":[\#(good),{"id":"x","name":"B","thumbnail":{"path":"p"},"urls":[]}]}"#)
                == .decoding(path: "results[1].id", reason: "a number was expected but something else was found"))
        #expect(
            failure(#"{"results":[{"id":1,"name":null,"thumbnail":{"path":"p"},"urls":[]}]}"#)
                == .decoding(path: "results[0].name", reason: "a string was expected but the value was null"))
        #expect(
            failure(#"{"results":[{"id":1,"name":"A","thumbnail":{},"urls":[]}]}"#)
                == .decoding(path: "results[0].thumbnail", reason: "the field \"path\" is missing"))
        #expect(
            failure(#"{"results":{}}"#)
                == .decoding(path: "results", reason: "a list was expected but something else was found"))
        #expect(
            failure(#"{"results":[{"id":1,"name":"A","thumbnail":[],"urls":[]}]}"#)
                == .decoding(
                    path: "results[0].thumbnail", reason: "an object was expected but something else was found"))
        #expect(failure("not json") == .decoding(path: "", reason: "the body is not valid JSON"))
    }
}
