import Foundation
import MarvelWire
import Testing
import TestingUtils

@Suite("Marvel operations: the spec's 39, their parameters, kinds and orderBy fields")
struct MarvelOperationTests {
    /// An operation of the spec as written there: its query parameters (not the path's id), each
    /// with its `dataType`, `allowMultiple` and `allowableValues`.
    struct SpecOperation {
        let operation: MarvelOperation
        let parameters: [String: [String: Any]]
        let orderings: Set<String>
    }

    static func specOperations() throws -> [SpecOperation] {
        let spec = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Fixtures.marvelAPIDirectory().appendingPathComponent("spec-1.0.json")))
                as? [String: Any])
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
                    .filter { $0["paramType"] as? String != "path" }
                let byName = Dictionary(uniqueKeysWithValues: parameters.map { ($0["name"] as! String, $0) })
                let values = (byName["orderBy"]?["allowableValues"] as? [String: Any])?["values"] as? [String] ?? []
                return SpecOperation(
                    operation: operation, parameters: byName, orderings: Set(values.filter { !$0.hasPrefix("-") }))
            }
        }
    }

    @Test("the operations are the spec's 39 and no other, and a route names its own")
    func everyOperation() throws {
        let spec = try Self.specOperations()
        #expect(spec.count == 39)
        #expect(Set(spec.map(\.operation)) == Set(MarvelOperation.all))
        #expect(MarvelOperation.all.count == 39)
        #expect(MarvelRoute(.comics, id: 5, related: .creators).operation == .related(.comics, .creators))
        #expect(MarvelRoute(.comics, id: 5).operation == .record(.comics))
        #expect(MarvelRoute(.comics).operation == .list(.comics))
    }

    @Test("each operation takes exactly the spec's parameters and orderBy fields")
    func sameAsTheSpec() throws {
        for entry in try Self.specOperations() {
            #expect(Set(entry.operation.parameters.map(\.rawValue)) == Set(entry.parameters.keys), "\(entry.operation)")
            #expect(Set(entry.operation.orderFields.map(\.rawValue)) == entry.orderings, "\(entry.operation)")
            #expect(entry.operation.orderFields.count == entry.orderings.count, "\(entry.operation)")
        }
    }

    /// The kind the spec's description of a parameter gives: `int` many times is a list of ids
    /// (but `dateRange`, which the spec calls `int` and is two dates), `int` once an integer, `Date`
    /// a date, `boolean` a flag, a string with `allowableValues` a choice of them, else text.
    static func specKind(_ name: String, _ parameter: [String: Any]) -> MarvelParameter.Kind {
        let values = (parameter["allowableValues"] as? [String: Any])?["values"] as? [String] ?? []
        switch (name, parameter["dataType"] as? String, parameter["allowMultiple"] as? Bool ?? false) {
        case ("orderBy", _, _): return .order
        case ("limit", _, _): return .limit
        case ("offset", _, _): return .offset
        case ("dateRange", _, _): return .dateRange
        case (_, "int", true): return .ids
        case (_, "int", false): return .integer
        case (_, "Date", _): return .date
        case (_, "boolean", _): return .flag
        case (_, "string", _) where !values.isEmpty: return .choice(values)
        default: return .text
        }
    }

    @Test("each parameter's kind is the spec's type, a choice's words the spec's allowed values")
    func kindsAreTheSpecs() throws {
        var seen: Set<MarvelParameter> = []
        for entry in try Self.specOperations() {
            for (name, description) in entry.parameters {
                let parameter = try #require(MarvelParameter(rawValue: name), "\(name)")
                #expect(parameter.kind == Self.specKind(name, description), "\(name) in \(entry.operation)")
                seen.insert(parameter)
            }
        }
        #expect(seen == Set(MarvelParameter.allCases))
    }

    @Test("a parameter is found by its wire name, and by no other")
    func namesAreTheCases() {
        for parameter in MarvelParameter.allCases {
            #expect(MarvelParameter(rawValue: parameter.rawValue) == parameter)
        }
        #expect(MarvelParameter(rawValue: "apikey") == nil)
        #expect(MarvelParameter(rawValue: "NameStartsWith") == nil)
    }

    @Test(
        "the id filters name their resource: a type's own, characters for sharedAppearances, creators for collaborators"
    )
    func idFiltersNameTheirResource() {
        for resource in MarvelResource.allCases {
            #expect(MarvelParameter(ids: resource).idsOf == resource)
        }
        #expect(MarvelParameter.sharedAppearances.idsOf == .characters)
        #expect(MarvelParameter.collaborators.idsOf == .creators)
        #expect(MarvelParameter.allCases.filter { $0.idsOf != nil }.allSatisfy { $0.kind == .ids })
    }
}
