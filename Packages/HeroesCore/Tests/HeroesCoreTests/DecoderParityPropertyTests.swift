import Foundation
import PropertyBased
import Testing

@testable import MarvelWire

/// `MarvelJSONDecoder` against `JSONDecoder` over real pages mutated as a broken or hostile server
/// could send them (``MutatedAnswers``): the same DTOs, or the same error case and coding path.
@Suite struct DecoderParityPropertyTests {
    /// What one decoder made of a body: the results, or the error's case and path.
    enum Outcome: Equatable {
        case results([CharacterDTO])
        case error(String)

        init(_ decode: () throws -> [CharacterDTO]) {
            do {
                self = .results(try decode())
            } catch let error as DecodingError {
                self = .error(Self.signature(error))
            } catch {
                self = .error("not a DecodingError: \(error)")
            }
        }

        static func signature(_ error: DecodingError) -> String {
            func path(_ context: DecodingError.Context) -> String {
                context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            }
            return switch error {
            case .typeMismatch(let type, let context): "typeMismatch(\(type)) at \(path(context))"
            case .valueNotFound(let type, let context): "valueNotFound(\(type)) at \(path(context))"
            case .keyNotFound(let key, let context): "keyNotFound(\(key.stringValue)) at \(path(context))"
            case .dataCorrupted(let context): "dataCorrupted at \(path(context))"
            @unknown default: "unknown"
            }
        }
    }

    /// The one difference allowed: text that is not UTF-8 (bytes, or a lone surrogate escape)
    /// anywhere in the body, which this decoder's scan refuses at once while `JSONDecoder` looks
    /// only at the strings it is asked for, and may stop earlier at another error.
    static func refusedTextThatIsNotUTF8(_ body: Data) -> Bool {
        do {
            _ = try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body)
            return false
        } catch let DecodingError.dataCorrupted(context) {
            let reason = (context.underlyingError as? JSONSyntaxError)?.reason
            return reason == .invalidUTF8 || reason == .loneSurrogate
        } catch {
            return false
        }
    }

    @Test func aMutatedPageDecodesAsWithJSONDecoderUnlessItHoldsTextThatIsNotUTF8() async throws {
        _ = try MutatedAnswers.loaded.get()
        await propertyCheck(count: 300, input: MutatedAnswers.page) { answer in
            let new = Outcome {
                try MarvelJSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: answer.body).data.results
            }
            let foundation = Outcome {
                try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: answer.body).data.results
            }
            if new != foundation, Self.refusedTextThatIsNotUTF8(answer.body) { return }
            #expect(new == foundation)
        }
    }
}
