import ArgumentParser
import DesignTokens
import HeroesCore
import HeroesPresentation
import MarvelWire
#if canImport(Glibc)
import Glibc
#endif

/// Any list, written: a page through a `ListViewModel`, drawn from its `ListSpec` as a table on
/// a terminal, tab-separated lines in a pipe, CSV or JSON (`--format`, `--json`).
struct ListScreen {
    let environment: AppEnvironment
    /// How the cache is used (`--offline`, `--refresh`).
    var policy = CachePolicy.normal

    /// Loads the page `request` names with `fetch` and writes it as `spec` says, the table's
    /// next-page hint from `pageCommand` (else the spec's), through the pager when `paged`; a
    /// failure ends the command with its exit status.
    func show<Request: Sendable, Item: Sendable>(
        _ request: Request, spec: ListSpec<Item>, pageCommand: (@Sendable (Int) -> String)? = nil,
        paged: Bool = true, fetch: @escaping ListViewModel<Request, Item>.Fetch
    ) async throws(ExitCode) {
        let viewModel = ListViewModel<Request, Item>(fetch: fetch)
        await viewModel.load(request, policy: policy)
        let output = spec.output(
            for: viewModel.state, as: format(pageCommand: pageCommand), errorStyle: environment.errorStyle,
            notices: environment.showsNotices, describe: environment.message(for:))
        try Console.write(output, failure: viewModel.state.error, pager: paged ? environment.pager : nil)
    }

    /// What the list reads of each item's linked lists in the environment's format
    /// (``ListFormat/linkedItems``); every format reads them whole with `HEROES_LINKED_ITEMS=read`,
    /// the switch back to the plain path (benchmarks/DECISIONS.md).
    var linkedItems: LinkedItems {
        guard !Self.readsLinkedItemsWhole else { return .read }
        return format(pageCommand: nil).linkedItems
    }

    /// Whether `HEROES_LINKED_ITEMS` is `read`.
    private static let readsLinkedItemsWhole =
        getenv("HEROES_LINKED_ITEMS").map { String(cString: $0) == "read" } ?? false

    /// The environment's format.
    private func format(pageCommand: (@Sendable (Int) -> String)?) -> ListFormat {
        switch environment.format {
        case .json: .json(fields: environment.jsonFields, layout: environment.output.jsonLayout)
        case .tsv: .tsv
        case .csv: .csv
        case .table: .table(style: environment.outputStyle, width: environment.output.width, pageCommand: pageCommand)
        }
    }
}
