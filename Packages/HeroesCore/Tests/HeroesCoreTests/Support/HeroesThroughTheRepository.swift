import Foundation
@testable import HeroesCore

extension MarvelResponseDecoder {
    /// The heroes of an answer to `query`, as the repository decodes and checks them.
    static func page(_ body: Data, query: HeroesQuery, server: String) throws(HeroesError) -> HeroPage {
        try list(body, request: query.request, as: Hero.self, server: server)
    }

    /// The hero of an answer to `/characters/{id}`, as the repository decodes and checks it.
    static func hero(_ body: Data, id: Int, server: String) throws(HeroesError) -> Hero {
        try record(body, id: id, as: Hero.self, server: server)
    }
}

extension MarvelService {
    /// One page of heroes straight from the service, decoded and checked as the repository does.
    func heroes(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage {
        try await HeroesRepository(service: self).page(query, policy: .refresh).value
    }

    /// One hero straight from the service, decoded and checked as the repository does.
    func hero(id: Int) async throws(HeroesError) -> Hero {
        try await HeroesRepository(service: self).hero(id: id, policy: .refresh).value
    }
}
