import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire

/// A resource as the command line names it (`heroes comics list|show`): its records' model,
/// its list and record screens and the order its list comes in. `ResourceListCommand` and
/// `ResourceShowCommand` are generic over it, and its filters come from its typed operation
/// (`ResourceFilters`): a resource on the command line is one conformance here and one line in
/// `Heroes`' subcommands (``ResourceCommand``).
protocol ResourceNoun: Sendable {
    /// The records' model.
    associatedtype Item: MarvelModel & Named
    /// The order of `list` without `--order-by`.
    static var defaultOrder: [MarvelOrder] { get }
    /// The list screen, its table's next-page hint from `pageCommand`.
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Item>
    /// The record screen.
    static var record: DetailSpec<Item> { get }
}

extension ResourceNoun {
    /// The resource.
    static var resource: MarvelResource { Item.resource }
    /// Its list operation, whose parameters are `list`'s filters.
    static var listOperation: MarvelOperation { .list(resource) }
}

/// `heroes comics`.
enum ComicsNoun: ResourceNoun {
    static var defaultOrder: [MarvelOrder] { HeroComicsRequest.newestFirst }
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Comic> {
        .comics(pageCommand: pageCommand)
    }
    static var record: DetailSpec<Comic> { .comic }
}
