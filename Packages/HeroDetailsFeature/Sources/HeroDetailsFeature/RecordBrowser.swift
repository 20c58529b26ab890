import DesignTokens
import HeroesCore
public import HeroesPresentation
public import MarvelWire

/// Every record's screen in `heroes browse`: HeroesPresentation's generic `BrowseDetailScreen`
/// of a record of any resource with one of its linked lists, from two small specs: the
/// record's (`BrowseRecordSpec`: noun, title, summary, its linked lists in Tab's order; one a
/// resource, `BrowseRecordSpec.hero` in `HeroDetailsBrowser.swift`, `.comic`, `.creator`,
/// `.series`, `.event`, `.story` beside it) and the linked list's (`BrowseLinkSpec`: heading,
/// order, rows; one a resource, whoever's list it is). Enter on a linked item opens its record
/// (`Destination.record(_:id:link:)`); Tab and `]` show the record's next linked list, `[` the
/// one before.
public enum RecordBrowser {
    /// The screen of record `id` of `resource` showing its `link`s (its first linked list when
    /// `link` is `nil` or one it has not), `lines` tall; `generation` is new for each screen opened.
    public static func screen(
        _ resource: MarvelResource, id: Int, link: MarvelResource?, generation: Int, lines: Int
    ) -> any BrowseScreen {
        switch resource {
        case .characters: screen(BrowseRecordSpec<Hero>.hero, id: id, link: link, generation: generation, lines: lines)
        case .comics: screen(BrowseRecordSpec<Comic>.comic, id: id, link: link, generation: generation, lines: lines)
        case .creators:
            screen(BrowseRecordSpec<Creator>.creator, id: id, link: link, generation: generation, lines: lines)
        case .events: screen(BrowseRecordSpec<Event>.event, id: id, link: link, generation: generation, lines: lines)
        case .series: screen(BrowseRecordSpec<Series>.series, id: id, link: link, generation: generation, lines: lines)
        case .stories: screen(BrowseRecordSpec<Story>.story, id: id, link: link, generation: generation, lines: lines)
        }
    }

    /// The linked lists of a record of `resource`, in Tab's order, the first shown first.
    public static func links(of resource: MarvelResource) -> [MarvelResource] {
        switch resource {
        case .characters: BrowseRecordSpec<Hero>.hero.links
        case .comics: BrowseRecordSpec<Comic>.comic.links
        case .creators: BrowseRecordSpec<Creator>.creator.links
        case .events: BrowseRecordSpec<Event>.event.links
        case .series: BrowseRecordSpec<Series>.series.links
        case .stories: BrowseRecordSpec<Story>.story.links
        }
    }

    private static func screen<Record>(
        _ record: BrowseRecordSpec<Record>, id: Int, link: MarvelResource?, generation: Int, lines: Int
    ) -> any BrowseScreen {
        let shown = link.flatMap { record.links.contains($0) ? $0 : nil } ?? record.links[0]
        switch shown {
        case .characters: return screen(record, .characters, id: id, generation: generation, lines: lines)
        case .comics: return screen(record, .comics, id: id, generation: generation, lines: lines)
        case .creators: return screen(record, .creators, id: id, generation: generation, lines: lines)
        case .events: return screen(record, .events, id: id, generation: generation, lines: lines)
        case .series: return screen(record, .series, id: id, generation: generation, lines: lines)
        case .stories: return screen(record, .stories, id: id, generation: generation, lines: lines)
        }
    }

    private static func screen<Record, Linked>(
        _ record: BrowseRecordSpec<Record>, _ link: BrowseLinkSpec<Linked>, id: Int, generation: Int, lines: Int
    ) -> any BrowseScreen {
        BrowseDetailScreen(
            spec: BrowseDetailSpec(record: record, link: link), recordID: id, generation: generation, lines: lines)
    }
}

/// What a record's screen in `heroes browse` shows of the record, whatever linked list is under it.
struct BrowseRecordSpec<Record: MarvelModel>: Sendable {
    /// `"hero"` in "Could not load this hero." and "Hero 1009610".
    var noun: String
    /// The title line and the crumb: a hero's name.
    var title: @Sendable (Record) -> String
    /// The lines under the title.
    var summary: @Sendable (Record) -> [BrowseSummaryLine]
    /// How many lines the summary has, whatever it holds.
    var summaryLines: Int
    /// The record's linked lists in Tab's order, the first shown first; each one the API has
    /// below the record (`MarvelResource.relatedResources`).
    var links: [MarvelResource]
    /// How many items of a linked list the record itself counts, when it says.
    var counted: @Sendable (Record, MarvelResource) -> Int? = { _, _ in nil }
}

/// One kind of linked list on a record's screen in `heroes browse`, whoever's it is: the comics
/// of a hero, of a creator or of an event alike.
struct BrowseLinkSpec<Linked: MarvelModel & Identifiable>: Sendable where Linked.ID == Int {
    /// `"Comics, newest first"`.
    var heading: String
    /// The list's nouns (what its rows are called).
    var list: ListSpec<Linked>
    /// The API's `orderBy` keys: the linked resource's order, as every list of it has (`ListOrder.of(_:)`).
    var order: [MarvelOrder] = ListOrder.of(Linked.resource)
    /// An item as a row.
    var row: @Sendable (Linked) -> DetailDatedRow
    /// Whether the rows start with their day.
    var dated: Bool

    /// Items a page of every linked list.
    static var pageSize: Int { 50 }

    /// The linked list of record `id` of `owner`: ``pageSize`` a page, no search; Enter opens an item.
    func browser(of owner: MarvelResource, id: Int) -> ListBrowserSpec<ListRequest, Linked> {
        let order = order
        return ListBrowserSpec(list: list, pageSize: Self.pageSize, isSearchable: false, opensItems: true) {
            _, pageSize in
            var query = MarvelQuery()
            query[.orderBy] = order.isEmpty ? nil : .order(order)
            return ListRequest(MarvelRoute(owner, id: id, related: Linked.resource, query: query), limit: pageSize)
        }
    }
}

extension BrowseDetailSpec where Linked.ID == Int {
    /// The screen of a `record` with its `link` list: Enter on an item opens its record, Tab the
    /// record's next list.
    init(record: BrowseRecordSpec<Record>, link: BrowseLinkSpec<Linked>) {
        self.init(
            noun: record.noun, title: record.title, summary: record.summary, summaryLines: record.summaryLines,
            linkedHeading: link.heading, linkedCounted: { record.counted($0, Linked.resource) },
            linked: { link.browser(of: Record.resource, id: $0) }, linkedRow: link.row, linkedRowsAreDated: link.dated,
            linkedDestination: { .record(Linked.resource, id: $0) }, links: record.links)
    }
}

extension BrowseLinkSpec where Linked == Comic {
    /// Comics newest first, each its on-sale day, title and creators with their roles.
    static var comics: Self {
        BrowseLinkSpec(
            heading: "Comics, newest first", list: .comics(pageCommand: nil),
            row: { comic in
                DetailDatedRow(
                    day: comic.onSaleDay, title: comic.title,
                    names: comic.creators.map { creator in creator.name + (creator.role.map { " (\($0))" } ?? "") })
            }, dated: true)
    }
}

extension BrowseLinkSpec where Linked == Hero {
    /// Characters by name, each its name.
    static var characters: Self {
        BrowseLinkSpec(
            heading: "Characters", list: .characters, row: { DetailDatedRow(day: nil, title: $0.name) },
            dated: false)
    }
}

extension BrowseLinkSpec where Linked == Creator {
    /// Creators by last then first name, each their name and how many comics they count.
    static var creators: Self {
        BrowseLinkSpec(
            heading: "Creators, by last name", list: .creators(pageCommand: nil),
            row: {
                DetailDatedRow(
                    day: nil, title: $0.fullName, names: ["comics \(NumberFormat.grouped($0.comics.available))"])
            },
            dated: false)
    }
}

extension BrowseLinkSpec where Linked == Event {
    /// Events newest first, each its start day, title and end day.
    static var events: Self {
        BrowseLinkSpec(
            heading: "Events, newest first", list: .events(pageCommand: nil),
            row: { DetailDatedRow(day: $0.startDay, title: $0.title, names: [$0.endDay.map { "to \($0)" } ?? ""]) },
            dated: true)
    }
}

extension BrowseLinkSpec where Linked == Series {
    /// Series newest first, each its title (with its years) and type.
    static var series: Self {
        BrowseLinkSpec(
            heading: "Series, newest first", list: .series(pageCommand: nil),
            row: { DetailDatedRow(day: nil, title: $0.title, names: [$0.type]) }, dated: false)
    }
}

extension BrowseLinkSpec where Linked == Story {
    /// Stories by id, each its title and type.
    static var stories: Self {
        BrowseLinkSpec(
            heading: "Stories, by id", list: .stories(pageCommand: nil),
            row: { DetailDatedRow(day: nil, title: $0.title, names: [$0.type]) }, dated: false)
    }
}
