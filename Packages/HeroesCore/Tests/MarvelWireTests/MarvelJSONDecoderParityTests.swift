import Foundation
import MarvelWire
import Testing
import TestingUtils

/// `MarvelJSONDecoder` gives what `JSONDecoder` gives: the same values for every real body, and
/// the same error case and coding path for a body that does not fit.
@Suite struct MarvelJSONDecoderParityTests {
    @Test func everyCaptureDecodesToTheSameJSONTreeAsWithJSONDecoder() throws {
        let captures = try WireBodies.captures()
        #expect(captures.count >= 11)
        for (name, body) in captures {
            let (new, foundation) = bothOutcomes(JSONValue.self, body) { $0 }
            #expect(new == foundation, "\(name)")
            guard case .value = new else {
                Issue.record("\(name) did not decode: \(new)")
                continue
            }
        }
    }

    @Test func everyCaptureDecodesToTheSameDTOsAsWithJSONDecoder() throws {
        var compared = 0
        for (name, body) in try WireBodies.captures() {
            if name.contains("_error_") {
                // A recorded exchange: the error body is the response's `body`, and its bytes `body_raw`.
                let (new, foundation) = bothOutcomes(Cassette.self, body) { $0 }
                #expect(new == foundation, "\(name)")
                guard case .value(let cassette) = new else {
                    Issue.record("\(name) did not decode: \(new)")
                    continue
                }
                let error = MarvelErrorDTO(code: "409", message: "We don't recognize the parameter first_name")
                #expect(cassette.response.body == error)
                let (newRaw, foundationRaw) = bothOutcomes(MarvelErrorDTO.self, Data(cassette.response.body_raw.utf8)) {
                    $0
                }
                #expect(newRaw == foundationRaw && newRaw == .value(error), "\(name) body_raw")
            } else if name.contains("results_only") {
                let (new, foundation) = bothOutcomes([CharacterDTO].self, body) { $0 }
                #expect(new == foundation, "\(name)")
                #expect(new.valueCount == 100, "\(name)")
            } else {
                let (new, foundation) = bothOutcomes(DataWrapperDTO<CharacterDTO>.self, body) { EnvelopeFields($0) }
                #expect(new == foundation, "\(name)")
                #expect(new.valueCount ?? 0 >= 1, "\(name)")
            }
            compared += 1
        }
        #expect(compared >= 11)
    }

    @Test(arguments: MarvelResource.allCases)
    func catalogPagesDecodeToTheSameValuesAsWithJSONDecoder(resource: MarvelResource) throws {
        // Events, the smallest resource, has 75 records.
        let pages = try WireBodies.catalogPages(resource, records: 60)
        #expect(pages.count == 3)
        for (number, page) in pages.enumerated() {
            let (newTree, foundationTree) = bothOutcomes(JSONValue.self, page) { $0 }
            #expect(newTree == foundationTree, "\(resource) page \(number)")
            switch resource {
            case .characters:
                let (new, foundation) = bothOutcomes(DataWrapperDTO<CharacterDTO>.self, page) { EnvelopeFields($0) }
                #expect(new == foundation && new.valueCount == 20, "\(resource) page \(number)")
            case .comics:
                let (new, foundation) = bothOutcomes(DataWrapperDTO<ComicDTO>.self, page) { EnvelopeFields($0) }
                #expect(new == foundation && new.valueCount == 20, "\(resource) page \(number)")
            case .creators:
                let (new, foundation) = bothOutcomes(DataWrapperDTO<CreatorDTO>.self, page) { EnvelopeFields($0) }
                #expect(new == foundation && new.valueCount == 20, "\(resource) page \(number)")
            case .events:
                let (new, foundation) = bothOutcomes(DataWrapperDTO<EventDTO>.self, page) { EnvelopeFields($0) }
                #expect(new == foundation && new.valueCount == 20, "\(resource) page \(number)")
            case .series:
                let (new, foundation) = bothOutcomes(DataWrapperDTO<SeriesDTO>.self, page) { EnvelopeFields($0) }
                #expect(new == foundation && new.valueCount == 20, "\(resource) page \(number)")
            case .stories:
                let (new, foundation) = bothOutcomes(DataWrapperDTO<StoryDTO>.self, page) { EnvelopeFields($0) }
                #expect(new == foundation && new.valueCount == 20, "\(resource) page \(number)")
            }
        }
    }

    /// A creator's names and a story's title, which the API writes as whole numbers in a few
    /// records, are read as the number's digits by both decoders; any other value that is not a
    /// string fails the same way in both.
    @Test(
        arguments: [
            (#"{"id":1,"lastName":15,"suffix":3,"fullName":"FIRM 15"}"#, "15 3 FIRM 15"),
            (#"{"id":1,"firstName":-2,"middleName":null}"#, "-2 - -"),
            (#"{"id":1,"suffix":3.5}"#, "typeMismatch(String) at suffix"),
            (#"{"id":1,"fullName":true}"#, "typeMismatch(String) at fullName"),
            (#"{"id":1,"firstName":[1]}"#, "typeMismatch(String) at firstName"),
        ])
    func aCreatorsNamesReadAWholeNumberAsItsDigitsWithBothDecoders(body: String, expected: String) {
        let (new, foundation) = bothOutcomes(CreatorDTO.self, Data(body.utf8)) { creator in
            [creator.lastName ?? creator.firstName, creator.suffix ?? creator.middleName, creator.fullName]
                .map { $0 ?? "-" }.joined(separator: " ")
        }
        #expect(new == foundation)
        switch new {
        case .value(let names): #expect(names == expected)
        case .error(let signature): #expect(signature.description == expected)
        }
    }

    @Test func aStorysTitleReadsAWholeNumberAsItsDigitsWithBothDecoders() {
        let (new, foundation) = bothOutcomes(StoryDTO.self, Data(#"{"id":30688,"title":111,"type":"story"}"#.utf8)) {
            $0.title ?? "-"
        }
        #expect(new == foundation && new == .value("111"))
    }

    /// Bodies that do not fit `DataWrapperDTO<CharacterDTO>`, one way each.
    static let misfits: [(String, String)] = [
        ("no data", #"{"code":200}"#),
        ("results not a list", #"{"data":{"results":{}}}"#),
        ("results null", #"{"data":{"results":null}}"#),
        ("a result without id", #"{"data":{"results":[{"id":1},{"name":"x"}]}}"#),
        ("id null", #"{"data":{"results":[{"id":null}]}}"#),
        ("id a string", #"{"data":{"results":[{"id":"1"}]}}"#),
        ("id a fraction", #"{"data":{"results":[{"id":1.5}]}}"#),
        ("id past Int.max", #"{"data":{"results":[{"id":9223372036854775808}]}}"#),
        ("id 1.0", #"{"data":{"results":[{"id":1.0}]}}"#),
        ("id 1e2", #"{"data":{"results":[{"id":1e2}]}}"#),
        ("id -0", #"{"data":{"results":[{"id":-0}]}}"#),
        ("id Int.min", #"{"data":{"results":[{"id":-9223372036854775808}]}}"#),
        ("name a number", #"{"data":{"results":[{"id":1,"name":5}]}}"#),
        ("name a bool", #"{"data":{"results":[{"id":1,"name":true}]}}"#),
        ("thumbnail a string", #"{"data":{"results":[{"id":1,"thumbnail":"x"}]}}"#),
        ("an item's name a list", #"{"data":{"results":[{"id":1,"comics":{"items":[{"name":"a"},{"name":[]}]}}]}}"#),
        ("urls an object", #"{"data":{"results":[{"id":1,"urls":{}}]}}"#),
        // The DTOs of a page of characters read the tape through DTOMembers.
        (
            "thumbnail null, urls null, comics null",
            #"{"data":{"results":[{"id":1,"thumbnail":null,"urls":null,"comics":null}]}}"#
        ),
        ("a url a number", #"{"data":{"results":[{"id":1,"urls":[{"type":"detail"},1]}]}}"#),
        ("a url's type a list", #"{"data":{"results":[{"id":1,"urls":[{"type":[]}]}]}}"#),
        ("thumbnail's extension a number", #"{"data":{"results":[{"id":1,"thumbnail":{"path":"p","extension":2}}]}}"#),
        ("items a string", #"{"data":{"results":[{"id":1,"comics":{"items":"x"}}]}}"#),
        ("items null", #"{"data":{"results":[{"id":1,"series":{"available":2,"items":null}}]}}"#),
        ("an item null", #"{"data":{"results":[{"id":1,"stories":{"items":[{"name":"a"},null]}}]}}"#),
        ("an item a number", #"{"data":{"results":[{"id":1,"events":{"items":[3]}}]}}"#),
        ("an item's role a number", #"{"data":{"results":[{"id":1,"comics":{"items":[{"role":1}]}}]}}"#),
        ("a list a string", #"{"data":{"results":[{"id":1,"comics":"x"}]}}"#),
        (
            "returned and items both wrong, returned first",
            #"{"data":{"results":[{"id":1,"comics":{"items":7,"returned":"2"}}]}}"#
        ),
        ("empty items", #"{"data":{"results":[{"id":1,"comics":{"available":0,"items":[]}}]}}"#),
        ("available a fraction", #"{"data":{"results":[{"id":1,"comics":{"available":0.5}}]}}"#),
        ("available 1e400", #"{"data":{"results":[{"id":1,"comics":{"available":1e400}}]}}"#),
        ("the body a list", #"[]"#),
        ("the body null", #"null"#),
        ("an escaped key", #"{"data":{"results":[{"\u0069d":7}]}}"#),
    ]

    @Test(arguments: misfits)
    func aBodyThatDoesNotFitGivesTheSameOutcomeAsWithJSONDecoder(name: String, body: String) {
        let (new, foundation) = bothOutcomes(DataWrapperDTO<CharacterDTO>.self, Data(body.utf8)) { EnvelopeFields($0) }
        #expect(new == foundation, "\(name)")
    }

    @Test func aNameGivenTwiceCountsTheFirstTimeAsInJSONDecoder() throws {
        let body = Data(#"{"id":1,"name":"first","id":2,"name":"second"}"#.utf8)
        let new = try MarvelJSONDecoder().decode(CharacterDTO.self, from: body)
        let foundation = try JSONDecoder().decode(CharacterDTO.self, from: body)
        #expect(new == foundation)
        #expect(new.id == 1 && new.name == "first")
        let tree = try MarvelJSONDecoder().decode(JSONValue.self, from: body)
        #expect(tree == .object(["id": .int(1), "name": .string("first")]))
    }

    @Test func nestedContainersAndSuperDecodersReadAndNamePathsAsWithJSONDecoder() throws {
        let body = Data(
            #"{"inner":{"number":7,"words":[["a"],["b"]]},"flags":[true,null,false],"sup":3,"super":{}}"#.utf8)
        let (new, foundation) = bothOutcomes(ContainerWalk.self, body) { $0 }
        #expect(new == foundation)
        #expect(
            new
                == .value(
                    ContainerWalk(
                        number: 7, words: ["a", "b"], flags: [true, nil, false], superNumber: 3, missingIsNull: true,
                        paths: ["inner", "missing", "super", "inner.words.[0]", "inner.words.[1]"])))
    }

    @Test(arguments: [
        #"{"inner":{"number":7,"words":[["a"],[]]},"flags":[],"sup":3}"#,
        #"{"inner":{"number":7,"words":[["a"],5]},"flags":[],"sup":3}"#,
        #"{"inner":{"number":7,"words":[]},"flags":[1],"sup":3}"#,
        #"{"inner":{"number":7,"words":[]},"flags":[],"sup":"x"}"#,
        #"{"inner":null,"flags":[],"sup":3}"#,
        #"{"inner":[],"flags":[],"sup":3}"#,
    ])
    func aContainerWalkThatFailsFailsAsWithJSONDecoder(body: String) {
        let (new, foundation) = bothOutcomes(ContainerWalk.self, Data(body.utf8)) { $0 }
        #expect(new == foundation)
        guard case .error = new else {
            Issue.record("\(body) decoded: \(new)")
            return
        }
    }

    @Test func escapedAndNonASCIIStringsReadAsWithJSONDecoder() throws {
        let body = Data(
            #"{"a":"caf\u00e9 \ud83e\udd8a \"q\" \\ \/ \b\f\n\r\t","b":"Ünïcödé 🦊","c":"","d":-0.0,"e":1.5e-3,"f":[true,false,null]}"#
                .utf8)
        let (new, foundation) = bothOutcomes(JSONValue.self, body) { $0 }
        #expect(new == foundation)
        #expect(
            new
                == .value(
                    .object([
                        "a": .string("café 🦊 \"q\" \\ / \u{8}\u{c}\n\r\t"), "b": .string("Ünïcödé 🦊"), "c": .string(""),
                        "d": .int(0), "e": .double(0.0015), "f": .array([.bool(true), .bool(false), .null]),
                    ])))
    }
}

/// A type that reads through every kind of container, nested ones and super decoders included,
/// and records the coding paths it sees.
struct ContainerWalk: Decodable, Hashable {
    var number: Int
    var words: [String]
    var flags: [Bool?]
    var superNumber: Int?
    var missingIsNull: Bool
    var paths: [String]

    enum Key: String, CodingKey { case inner, number, words, flags, sup, missing, `super` }
}

extension ContainerWalk {
    init(from decoder: any Decoder) throws {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        let outer = try decoder.container(keyedBy: Key.self)
        let inner = try outer.nestedContainer(keyedBy: Key.self, forKey: .inner)
        number = try inner.decode(Int.self, forKey: .number)
        var list = try inner.nestedUnkeyedContainer(forKey: .words)
        words = []
        var listPaths: [String] = []
        while !list.isAtEnd {
            var element = try list.nestedUnkeyedContainer()
            listPaths.append(path(element.codingPath))
            words.append(try element.decode(String.self))
        }
        var flagList = try outer.nestedUnkeyedContainer(forKey: .flags)
        flags = []
        while !flagList.isAtEnd { flags.append(try flagList.decodeNil() ? nil : try flagList.decode(Bool.self)) }
        superNumber = try outer.superDecoder(forKey: .sup).singleValueContainer().decode(Int?.self)
        let missing = try outer.superDecoder(forKey: .missing)
        missingIsNull = try missing.singleValueContainer().decodeNil()
        let plainSuper = try outer.superDecoder()
        paths = [path(inner.codingPath), path(missing.codingPath), path(plainSuper.codingPath)] + listPaths
    }
}

/// A recorded exchange of capture 11: the error body, parsed and as its bytes.
struct Cassette: Decodable, Hashable {
    struct Response: Decodable, Hashable {
        var body: MarvelErrorDTO
        var body_raw: String
    }
    var response: Response
}

extension Outcome {
    /// The number of results a decoded envelope or list holds; nil for an error.
    var valueCount: Int? {
        guard case .value(let value) = self else { return nil }
        switch value {
        case let list as [CharacterDTO]: return list.count
        case let envelope as EnvelopeFields<CharacterDTO>: return envelope.results.count
        case let envelope as EnvelopeFields<ComicDTO>: return envelope.results.count
        case let envelope as EnvelopeFields<CreatorDTO>: return envelope.results.count
        case let envelope as EnvelopeFields<EventDTO>: return envelope.results.count
        case let envelope as EnvelopeFields<SeriesDTO>: return envelope.results.count
        case let envelope as EnvelopeFields<StoryDTO>: return envelope.results.count
        default: return nil
        }
    }
}
