import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroesCore
import MarvelWire

/// `heroes show NAME` and `heroes comics show TITLE`: the record of any resource that a name
/// typed as people type it names (``NameMatch``). On the embedded catalog, among every record's
/// name, read from the catalog. Against a server: the API's exact filter first (one call), then
/// the heroes' whole list (cached) for a hero, or for any other resource the first page of 100
/// whose name starts as the text does (a whole list of 38,197 comics is no lookup).
enum NameLookup {
    /// The most candidates a "did you mean" lists.
    static let suggestionLimit = 8

    /// The id of the record of `Item`'s resource named `text`; no such record, or several, ends
    /// the command (exit 66) with the candidates as commands to paste: `retrying` gives the words
    /// of the command again with a candidate's name or id in the place of `text` (by default,
    /// the resource's `show`).
    static func id<Item: MarvelModel & Named>(
        named text: String, as type: Item.Type = Hero.self, in environment: AppEnvironment, policy: CachePolicy,
        retrying: ((String) -> [String])? = nil
    ) async throws(ExitCode) -> Int {
        let resource = Item.resource
        let names: [NamedRecord]
        do {
            if let catalog = environment.catalog {
                names = catalog.names(of: resource).map { NamedRecord(id: $0.id, name: $0.name) }
            } else {
                if let id = try await exactMatch(text, as: Item.self, in: environment.repository, policy: policy) {
                    return id
                }
                names = try await serverNames(near: text, as: Item.self, in: environment.repository, policy: policy)
            }
        } catch {
            throw Console.fail(environment.message(for: error), ExitStatus(error))
        }
        let noun = resource.noun
        switch NameMatch.find(text, in: names, suggestionLimit: suggestionLimit) {
        case .found(let record):
            return record.id
        case .empty:
            throw Console.fail("the \(noun) name \"\(text)\" has no letter or digit in it.", .usage)
        case .none(let suggestions) where suggestions.isEmpty:
            guard resource != .characters else {
                throw Console.fail(environment.message(for: .notFoundNamed(text)), .notFound)
            }
            // A list filtered on the name's start where the API has that filter (stories have
            // none: their search is browse's).
            let next =
                resource.nameFilters.startsWith.map {
                    ["heroes", resource.rawValue, "list", FilterHelp.flag($0), String(text.prefix(3))]
                } ?? ["heroes", "browse", resource.rawValue]
            let command = ShellWords.command(next)
            throw Console.fail(
                "no \(noun) named \"\(TerminalText.neutralized(text))\"." + (command.map { " Try `\($0)`." } ?? ""),
                .notFound)
        case .none(let suggestions):
            Console.err("heroes: no \(noun) is named \"\(text)\". Did you mean one of these?")
            for line in commands(for: suggestions, among: names, of: resource, retrying: retrying) {
                Console.err("  " + line)
            }
            throw ExitStatus.notFound.exitCode
        case .several(let candidates):
            let count = NumberFormat.count(candidates.count, "\(noun) is", "\(resource.pluralNoun) are")
            Console.err("heroes: \(count) named \"\(text)\". Did you mean one of these?")
            for line in commands(for: candidates, among: names, of: resource, retrying: retrying) {
                Console.err("  " + line)
            }
            throw ExitStatus.notFound.exitCode
        }
    }

    /// The id the server's exact filter of `resource` (`name` or `title`) finds in one call, or
    /// `nil`: none, no such filter (creators, stories), or (offline) that answer not cached.
    private static func exactMatch<Item: MarvelModel & Named>(
        _ text: String, as type: Item.Type, in repository: HeroesRepository, policy: CachePolicy
    ) async throws(HeroesError) -> Int? {
        guard let filter = Item.resource.nameFilters.exact else { return nil }
        var route = MarvelRoute(Item.resource)
        route.query[filter] = .text(text)
        do {
            return try await repository.list(ListRequest(route, limit: 1), as: Item.self, policy: policy)
                .value.items.first?.id
        } catch .notCached {
            return nil
        }
    }

    /// The names a lookup against a server chooses among.
    private static func serverNames<Item: MarvelModel & Named>(
        near text: String, as type: Item.Type, in repository: HeroesRepository, policy: CachePolicy
    ) async throws(HeroesError) -> [NamedRecord] {
        if Item.resource == .characters {
            // The whole list, once (then cached): a progress line on a terminal meanwhile.
            let progress = ProgressLine()
            defer { progress.finish() }
            return try await repository.heroNames(policy: policy, progress: progress.update)
        }
        let firstWord = text.split { !$0.isLetter && !$0.isNumber }.first.map(String.init)
        guard let filter = Item.resource.nameFilters.startsWith, let firstWord else { return [] }
        var route = MarvelRoute(Item.resource)
        route.query[filter] = .text(firstWord)
        let page = try await repository.list(
            ListRequest(route, limit: ListRequest.maximumLimit), as: Item.self, policy: policy)
        return page.value.items.map { NamedRecord(id: $0.id, name: $0.searchName) }
    }

    /// The lines offering a command for each record (by default the `show` of `resource`:
    /// `heroes show …`, `heroes comics show …`; else what `retrying` makes of the record's name
    /// or id): by name, quoted for every shell (``ShellWords/quoted(_:)``), when that name finds
    /// the record alone and the command reads it as a name (``HeroReference``: not digits, which
    /// are an id); else the name (neutralised) on a line of its own, then the command by id on
    /// the next (none when another of its words cannot be quoted), so that no pasted line holds
    /// the name as shell text.
    static func commands(
        for records: [NamedRecord], among names: [NamedRecord], of resource: MarvelResource = .characters,
        retrying: ((String) -> [String])? = nil
    ) -> [String] {
        let show = resource == .characters ? ["heroes", "show"] : ["heroes", resource.rawValue, "show"]
        let command = retrying ?? { show + [$0] }
        return records.flatMap { record in
            if !record.name.hasPrefix("-"), case .name? = try? HeroReference(parsing: record.name),
                let line = ShellWords.command(command(record.name)),
                case .found(let found) = NameMatch.find(record.name, in: names), found == record
            {
                return [line]
            }
            return ["\(TerminalText.neutralized(record.name)), id \(record.id):"]
                + (ShellWords.command(command(String(record.id))).map { ["  " + $0] } ?? [])
        }
    }
}
