import ArgumentParser
import DesignTokens
import HeroesCore
import HeroesPresentation
import MarvelWire

/// `heroes <resource> show ID --comics|--characters|…` (and `heroes show ID --series|…`): a page,
/// or with `all` the whole, of one of a record's linked lists, on the generic list screen, in
/// the linked resource's order (newest first where it has dates).
struct LinkedListShow {
    /// The record's resource.
    var resource: MarvelResource
    /// The page asked for, from 1 (`nil`: the first).
    var page: Int?
    /// Records a page asked for (`nil`: the config key, else the API's default).
    var perPage: Int?
    /// Every page, from the first.
    var all: Bool
    /// The most calls `all` makes (`--max-calls`); past it, it stops before fetching.
    var maximumCalls: Int = HeroesRepository.defaultMaximumCalls

    /// The linked lists the flags of `show` ask for, in the API's order: `asked` holds one flag
    /// for each of `MarvelResource.allCases`.
    static func asked(_ asked: [Bool]) -> [MarvelResource] {
        zip(MarvelResource.allCases, asked).filter(\.1).map(\.0)
    }

    /// The usage errors of `show`'s linked-list flags: one list at a time, one the record has,
    /// and `--page`, `--per-page` and `--all` only with one (and in range); `nil` when the
    /// flags are good. `linked` is what ``asked(_:)`` gave.
    func usageError(linked: [MarvelResource]) -> String? {
        guard linked.count <= 1 else {
            return "give one linked list at a time, not --\(linked[0].rawValue) and --\(linked[1].rawValue)."
        }
        guard let related = linked.first else {
            return page != nil || perPage != nil || all
                ? "--page, --per-page and --all go with a linked list (--comics, --characters, …)." : nil
        }
        guard resource.relatedResources.contains(related) else {
            let offered = resource.relatedResources.map { "--" + $0.rawValue }.joined(separator: ", ")
            return "\(resource.oneNoun) has no \(related.rawValue); it has \(offered)."
        }
        if let page, !(1...Self.largestPage).contains(page) {
            return "--page must be 1 to \(Self.largestPage), got \(page)."
        }
        if let perPage, !(1...ListRequest.maximumLimit).contains(perPage) {
            return "--per-page must be 1 to \(ListRequest.maximumLimit), got \(perPage); use --all for every record."
        }
        return all && page != nil ? "--all lists every record from the first: leave out --page." : nil
    }

    /// The last page a linked list accepts: far past any record's list, and an offset that no
    /// arithmetic can overflow.
    static var largestPage: Int { 1_000_000 }

    /// Shows the `Linked` list of record `id`.
    func show<Linked: ListedResource>(_ linked: Linked.Type, of id: Int, environment: AppEnvironment) async throws {
        let related = Linked.Item.resource
        let perPage = environment.pageSize(asked: perPage)
        let route = MarvelRoute(resource, id: id, related: related, query: [.orderBy: .order(Linked.defaultOrder)])
        let screen = ListScreen(environment: environment, policy: environment.policy)
        var request = ListRequest(route, offset: ((page ?? 1) - 1) * perPage, limit: perPage)
        request.linkedItems = screen.linkedItems
        // A character is a hero on the command line, as `heroes show ID --comics` says.
        let noun = resource == .characters ? "hero" : resource.noun
        let show = resource == .characters ? ["heroes", "show"] : ["heroes", resource.rawValue, "show"]
        let command =
            show + [String(id), "--" + related.rawValue]
            + (perPage == ListRequest.defaultLimit ? [] : ["--per-page", String(perPage)])
        let base = TextLayout.joined(command, separator: " ")
        let nextPage: @Sendable (Int) -> String = { "\(base) --page \($0)" }
        var spec = Linked.list(pageCommand: all ? nil : nextPage)
        spec.title = "\(TextLayout.capitalizedFirst(related.pluralNoun)) of \(noun) \(id)"
        spec.cachedName = "\(noun) \(id)'s \(related.pluralNoun)"
        spec.nothingFound = "\(TextLayout.capitalizedFirst(noun)) \(id) has no \(related.pluralNoun)."
        spec.owner = (noun, id)
        let (repository, all, maximumCalls) = (environment.repository, all, maximumCalls)
        try await screen.show(request, spec: spec, paged: all) {
            request, policy async throws(HeroesError) -> Fetched<Page<Linked.Item>> in
            guard all else { return try await repository.list(request, as: Linked.Item.self, policy: policy) }
            return try await repository.listAll(
                request, as: Linked.Item.self, policy: policy, maximumCalls: maximumCalls)
        }
    }
}
