import ArgumentParser
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire

/// What `heroes <resource> show` was asked for, as plain values, and how it runs: whichever
/// reader read the line (``ResourceShowCommand`` through ArgumentParser, or ``QuickLine``), the
/// same checks and the same generic ``DetailScreen``.
struct ResourceShowChoices<Noun: ResourceNoun>: Equatable, Sendable {
    /// The record's id, or its name or title as typed.
    var id: String
    /// The linked lists asked for (`--comics`, …), in the API's order.
    var linked: [MarvelResource] = []
    var page: Int?
    var perPage: Int?
    var all = false
    var byYear = false
    var maxCalls: Int?
    var global = GlobalChoices()
    var cache = CacheChoices()

    /// The linked list's flags.
    var linkedList: LinkedListShow {
        LinkedListShow(
            resource: Noun.resource, page: page, perPage: perPage, all: all,
            maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls)
    }

    /// The checks of `show`'s own options: what ``ResourceShowCommand`` runs, since ArgumentParser
    /// already validates its option groups on their own.
    func validateOwnOptions() throws(ValidationError) {
        _ = try HeroReference(parsing: id, noun: Noun.resource.noun)
        if let maxCalls, maxCalls < 1 { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        if let error = linkedList.usageError(linked: linked) { throw ValidationError(error) }
        guard let related = linked.first else {
            let hasComics = Noun.resource.relatedResources.contains(.comics)
            if byYear, !hasComics {
                throw ValidationError("\(Noun.resource.oneNoun) has no comics to count by year.")
            }
            let fields = try global.jsonFields(
                valid: hasComics ? Noun.record.withComicsByYear().jsonFieldNames : Noun.record.jsonFieldNames)
            if maxCalls != nil, !byYear, fields?.contains(ComicsByYear.jsonField) != true {
                throw ValidationError("--max-calls goes with --by-year or --all.")
            }
            return
        }
        if byYear { throw ValidationError("--by-year goes with the \(Noun.resource.noun), not with a linked list.") }
        if maxCalls != nil, !all { throw ValidationError("--max-calls goes with --by-year or --all.") }
        _ = try global.jsonFields(valid: listed(related).jsonFieldNames)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global, cache: cache)
        let id: Int
        switch try HeroReference(parsing: self.id, noun: Noun.resource.noun) {
        case .id(let number): id = number
        case .name(let name):
            id = try await NameLookup.id(named: name, as: Noun.Item.self, in: environment, policy: environment.policy)
        }
        if let related = linked.first {
            return try await linkedList.show(listed(related), of: id, environment: environment)
        }
        let repository = environment.repository
        let screen = DetailScreen(environment: environment, policy: environment.policy)
        if Noun.resource.relatedResources.contains(.comics),
            byYear || environment.jsonFields?.contains(ComicsByYear.jsonField) == true
        {
            return try await screen.showWithComicsByYear(
                id, of: Noun.Item.self, spec: Noun.record,
                maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls
            ) { id, policy async throws(HeroesError) -> Fetched<Noun.Item> in
                try await repository.record(id: id, as: Noun.Item.self, policy: policy)
            }
        }
        try await screen.show(id, spec: Noun.record) {
            id, policy async throws(HeroesError) -> Fetched<Noun.Item> in
            try await repository.record(id: id, as: Noun.Item.self, policy: policy)
        }
    }
}
