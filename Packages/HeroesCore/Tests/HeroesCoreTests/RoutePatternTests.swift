import MarvelWire
import Testing
@testable import HeroesCore

/// The kind of call each route is, as the cache stores and counts it.
@Suite struct RoutePatternTests {
    @Test func everyKindOfRouteHasAPatternThatReadsBack() {
        var patterns: [RoutePattern] = []
        for resource in MarvelResource.allCases {
            patterns.append(RoutePattern(MarvelRoute(resource)))
            patterns.append(RoutePattern(MarvelRoute(resource, id: 1)))
            patterns += resource.relatedResources.map { RoutePattern(MarvelRoute(resource, id: 1, related: $0)) }
        }
        #expect(patterns.count == 6 + 6 + 27)
        #expect(patterns.allSatisfy { RoutePattern($0.description) == $0 })
        #expect(RoutePattern(MarvelRoute(.characters, id: 7, related: .comics)).description == "characters/{id}/comics")
        #expect(
            ["", "heroes", "characters/7", "characters/{id}/heroes", "characters/{id}/comics/x"].allSatisfy {
                RoutePattern($0) == nil
            })
    }
}
