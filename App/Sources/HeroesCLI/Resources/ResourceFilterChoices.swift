import ArgumentParser
import MarvelWire

/// A filter of a list given on the command line: the API's parameter and its value as typed.
struct FilterValue: Equatable, Sendable {
    var parameter: MarvelParameter
    var value: String
}

/// The filters of `heroes <resource> list` as plain values (what ``ResourceFilters`` read, or
/// nothing for a line read without ArgumentParser): the API's filters, checked by the very parser
/// the server uses (`MarvelQuery.parse`), so a value the API would refuse is refused before any
/// call, in the API's words; and the filters by names (`--with`, `--by`, `--in`, `--in-series`).
struct ResourceFilterChoices<Noun: ResourceNoun>: Equatable, Sendable {
    /// Each filter given, in the API's parameters' order, with its value as typed (`true` for a
    /// flag given).
    var given: [FilterValue] = []
    var with: [String] = []
    var by: [String] = []
    var inEvent: [String] = []
    var inSeries: [String] = []

    /// The names given to each filter by names, in ``NamedFilter``'s order; empty ones left out.
    var named: [(filter: NamedFilter, names: [String])] {
        [(NamedFilter.with, with), (.by, by), (.inEvent, inEvent), (.inSeries, inSeries)].filter { !$0.names.isEmpty }
    }

    /// The query the filters and `orderBy` make for `Noun`'s list, or the reason it cannot be
    /// asked: a filter another resource's list takes, or a value the API refuses (its 409 text).
    func query(orderBy: String?) throws(ValidationError) -> MarvelQuery {
        let operation = Noun.listOperation
        var pairs: [(name: String, value: String)] = []
        for filter in given {
            let (parameter, value) = (filter.parameter, filter.value)
            guard operation.takes(parameter) else {
                throw ValidationError(
                    "\(FilterHelp.flag(parameter)) is not a filter of \(Noun.resource.rawValue); "
                        + "heroes \(Noun.resource.rawValue) list --help lists them.")
            }
            pairs.append((parameter.rawValue, value))
        }
        for (filter, names) in named {
            guard let parameter = filter.parameter(names: names.count, on: operation) else {
                throw ValidationError(
                    "\(filter.flag) is not a filter of \(Noun.resource.rawValue); "
                        + "heroes \(Noun.resource.rawValue) list --help lists them.")
            }
            guard names.count <= MarvelQuery.maximumIDs else {
                throw ValidationError(
                    "\(filter.flag) takes at most \(MarvelQuery.maximumIDs) names, got \(names.count).")
            }
            if let clash = given.first(where: {
                $0.parameter == parameter || $0.parameter == MarvelParameter(ids: filter.resource)
            }) {
                throw ValidationError(
                    "\(filter.flag) and \(FilterHelp.flag(clash.parameter)) filter the same way: give one of them.")
            }
            for name in names { _ = try HeroReference(parsing: name, noun: filter.resource.noun) }
        }
        if let orderBy { pairs.append((MarvelParameter.orderBy.rawValue, orderBy)) }
        do {
            return try MarvelQuery.parse(pairs, for: operation)
        } catch {
            throw ValidationError(FilterHelp.rejection(error))
        }
    }

    /// `query` with each filter by names sent as the API's id filter, the names looked up in
    /// `environment` (checked by ``query(orderBy:)`` first).
    func resolvingNames(in query: MarvelQuery, environment: AppEnvironment) async throws(ExitCode) -> MarvelQuery {
        var query = query
        let named = self.named
        for (position, (filter, names)) in named.enumerated() {
            guard let parameter = filter.parameter(names: names.count, on: Noun.listOperation) else { continue }
            var ids: [Int] = []
            for (index, name) in names.enumerated() {
                // A name that finds none or several offers this list again with each candidate.
                let retrying = { (candidate: String) -> [String] in
                    var renamed = named
                    renamed[position].names[index] = candidate
                    return ["heroes", Noun.resource.rawValue, "list"] + self.words(naming: renamed)
                }
                ids.append(try await filter.id(of: name, in: environment, retrying: retrying))
            }
            query[parameter] = .ids(ids)
        }
        return query
    }

    /// The filters as words of a command line that gives them again (`--start-year 1975`).
    var words: [String] { words(naming: named) }

    /// The filters as words of a command line, the filters by names naming `named`.
    private func words(naming named: [(filter: NamedFilter, names: [String])]) -> [String] {
        given.flatMap { given in
            given.parameter.kind == .flag
                ? [FilterHelp.flag(given.parameter)] : [FilterHelp.flag(given.parameter), given.value]
        } + named.flatMap { filter, names in names.flatMap { [filter.flag, $0] } }
    }
}
