import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

@Suite("EndpointRules: the rules of the spec's 39 operations")
struct EndpointRulesTests {
    /// An operation of the spec as written there: its path's resource and related list, its
    /// query parameters (not the path's id) and its orderBy fields.
    struct SpecOperation {
        let operation: MarvelOperation
        let parameters: Set<String>
        let orderings: Set<String>
    }

    static func specOperations() throws -> [SpecOperation] {
        let spec = try #require(
            try JSONSerialization.jsonObject(with: SharedData.data("marvel-api/spec-1.0.json")) as? [String: Any])
        let apis = try #require(spec["apis"] as? [[String: Any]])
        return try apis.flatMap { api -> [SpecOperation] in
            let path = try #require(api["path"] as? String)
            let segments = path.split(separator: "/").dropFirst(2).map(String.init)
            let resource = try #require(MarvelResource(rawValue: segments[0]))
            let operation: MarvelOperation =
                switch segments.count {
                case 1: .list(resource)
                case 2: .record(resource)
                default: .related(resource, try #require(MarvelResource(rawValue: segments[2])))
                }
            let operations = try #require(api["operations"] as? [[String: Any]])
            return try operations.map { entry in
                let parameters = try #require(entry["parameters"] as? [[String: Any]])
                let names = parameters.filter { $0["paramType"] as? String != "path" }.compactMap {
                    $0["name"] as? String
                }
                let orderBy = parameters.first { $0["name"] as? String == "orderBy" }
                let values = (orderBy?["allowableValues"] as? [String: Any])?["values"] as? [String] ?? []
                return SpecOperation(
                    operation: operation, parameters: Set(names), orderings: Set(values.filter { !$0.hasPrefix("-") }))
            }
        }
    }

    @Test("the operations are the spec's 39 and no other")
    func everyOperation() throws {
        let spec = try Self.specOperations()
        #expect(spec.count == 39)
        #expect(Set(spec.map(\.operation)) == Set(MarvelOperation.all))
        #expect(MarvelOperation.all.count == 39)
    }

    @Test("the rules kept after their first use are those derived afresh, asked once or twice")
    func keptRulesAreTheDerivedOnes() {
        for operation in MarvelOperation.all {
            #expect(EndpointRules.of(operation) == EndpointRules.derive(operation), "\(operation)")
            #expect(EndpointRules.of(operation) == EndpointRules.derive(operation), "\(operation), kept")
        }
    }

    @Test("each operation takes exactly the spec's parameters and orderBy fields")
    func sameAsTheSpec() throws {
        for entry in try Self.specOperations() {
            let rules = EndpointRules.of(entry.operation)
            #expect(rules.parameters == entry.parameters, "\(entry.operation)")
            #expect(rules.orderings == entry.orderings, "\(entry.operation)")
            #expect(rules.paged == entry.parameters.contains("limit"), "\(entry.operation)")
            #expect(
                rules.idLists.isSubset(of: rules.parameters) && rules.integers.isSubset(of: rules.parameters),
                "\(entry.operation)")
        }
    }

    @Test("the signature's names are the signer's, accepted by every operation")
    func signature() {
        #expect(EndpointRules.signature == ["ts", "apikey", "hash"])
        #expect(get("/v1/public/comics/1?apikey=a&ts=1&hash=h", signed: false).statusCode == 404)
        #expect(get("/v1/public/comics?apikey=a&ts=1&hash=h", signed: false).statusCode == 200)
    }
}
