import HeroDetailsFeature
import HeroesCore
import HeroesFeature
import HeroesPresentation
import MarvelWire

/// A resource as the command line names it (`heroes comics list|show`): its records' model,
/// its list and record screens and the order its list comes in. `ResourceListCommand` and
/// `ResourceShowCommand` are generic over it, and its filters come from its typed operation
/// (`ResourceFilters`): a resource on the command line is one conformance here and one line in
/// `Heroes`' subcommands (``ResourceCommand``).
protocol ResourceNoun: ListedResource {
    /// The record screen.
    static var record: DetailSpec<Item> { get }
}

/// A resource whose records are listed: any list of them (the whole list, or a record's linked
/// list, `heroes comics show 6482 --characters`) is drawn from this list spec, in this order.
protocol ListedResource: Sendable {
    /// The records' model.
    associatedtype Item: MarvelModel & Named
    /// The list screen, its table's next-page hint from `pageCommand`.
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Item>
    /// Which records ran in `year` (`--running-in`), for a resource that has years; `nil` for
    /// the others, whose lists then take no `--running-in`.
    static func running(in year: Int) -> (@Sendable (Item) -> Bool)?
}

/// Each resource's listed records, by resource: what a record's linked list is drawn as.
func listed(_ resource: MarvelResource) -> any ListedResource.Type {
    switch resource {
    case .characters: CharactersListed.self
    case .comics: ComicsNoun.self
    case .creators: CreatorsNoun.self
    case .events: EventsNoun.self
    case .series: SeriesNoun.self
    case .stories: StoriesNoun.self
    }
}

/// Heroes as a linked list (`heroes comics show 6482 --characters`): the hero list's spec.
enum CharactersListed: ListedResource {
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Hero> {
        var spec = ListSpec<Hero>.heroes
        spec.pageCommand = pageCommand
        return spec
    }
}

extension ListedResource {
    /// The order of a list without `--order-by` (``ListOrder``).
    static var defaultOrder: [MarvelOrder] { ListOrder.of(resource) }

    /// The keys `--json` may keep of each record of the list.
    static var jsonFieldNames: [String] { list(pageCommand: nil).jsonFieldNames }

    static func running(in year: Int) -> (@Sendable (Item) -> Bool)? { nil }
    /// The resource.
    static var resource: MarvelResource { Item.resource }
    /// Its list operation, whose parameters are `list`'s filters.
    static var listOperation: MarvelOperation { .list(resource) }
}

/// `heroes comics`.
enum ComicsNoun: ResourceNoun {
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Comic> {
        .comics(pageCommand: pageCommand)
    }
    static var record: DetailSpec<Comic> { .comic }
}

/// `heroes creators`.
enum CreatorsNoun: ResourceNoun {
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Creator> {
        .creators(pageCommand: pageCommand)
    }
    static var record: DetailSpec<Creator> { .creator }
}

/// `heroes events`.
enum EventsNoun: ResourceNoun {
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Event> {
        .events(pageCommand: pageCommand)
    }
    static var record: DetailSpec<Event> { .event }
}

/// `heroes series`.
enum SeriesNoun: ResourceNoun {
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Series> {
        .series(pageCommand: pageCommand)
    }
    static var record: DetailSpec<Series> { .series }
    static func running(in year: Int) -> (@Sendable (Series) -> Bool)? { { $0.ran(in: year) } }
}

/// `heroes stories`.
enum StoriesNoun: ResourceNoun {
    static func list(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Story> {
        .stories(pageCommand: pageCommand)
    }
    static var record: DetailSpec<Story> { .story }
}
