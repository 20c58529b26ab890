import AppConfig
import ArgumentParser
import CommandLinePlatform
import Dispatch
import FoundationEssentials
import HeroesCore
import MarvelWire
import NetworkClient
import NetworkStubs

/// What the shells offer for `heroes show <Tab>`, `heroes comics show <Tab>`, `--with <Tab>`, …:
/// the names and ids of a resource's records, from the embedded catalog when it is already
/// written; against a server, the heroes in the cache's copy of the whole hero list (filled by
/// `heroes list --all` or a `show` by name), and nothing for the other resources (no whole list
/// of them is kept). Stories offer their ids only. Never a network call, never a write: completion must answer in a few
/// milliseconds (scripts/bench measures it), and offers nothing rather than wait or fail.
/// Which of them are offered, and how, is HeroesCore's `NameCompletion`.
enum NameCompletions {
    /// ArgumentParser's custom completion of a name of `resource`'s records.
    static func records(of resource: MarvelResource) -> @Sendable ([String], Int, String) -> [String] {
        { _, _, prefix in
            let found = NameCompletion.candidates(for: prefix, among: names(of: resource, prefix: prefix))
            switch CompletionShell.requesting {
            case .zsh:
                return found.map(NameCompletion.zshDescribed)
            default:
                // bash puts them in COMPREPLY as they are (``CompletionScripts``) and readline
                // quotes them for the line; fish quotes them itself.
                return found
            }
        }
    }

    /// The most records whose names start with the word typed that are read from the catalog:
    /// a few more than `NameCompletion` offers, so that names several records share still fill it.
    static let namesRead = NameCompletion.limit + 50

    /// The ids and names of `resource`'s records that the word being typed, `prefix`, may
    /// complete to (`NameCompletion` chooses among them), or none when they cannot be had quickly.
    static func names(of resource: MarvelResource, prefix: String) -> [NamedRecord] {
        guard let settings = try? Settings.resolve() else { return [] }
        if settings.baseURL == nil {
            guard let catalog = Catalog.existingSnapshot(dataDirectory: settings.paths.dataDirectory) else { return [] }
            let typed = NameCompletion.typed(prefix)
            if NameCompletion.isID(typed) {
                return catalog.ids(of: resource, startingWith: typed, limit: NameCompletion.limit).map {
                    NamedRecord(id: $0, name: "")
                }
            }
            // A story's title ("Cover #824") is no name anyone types, and stories have no index
            // of them to read quickly: only their ids are offered.
            guard resource != .stories else { return [] }
            return catalog.names(of: resource, startingWith: typed, limit: namesRead).map {
                NamedRecord(id: $0.id, name: $0.name)
            }
        }
        return resource == .characters ? cachedHeroNames(settings) : []
    }

    /// The names in the cache's copy of the whole hero list, read offline.
    private static func cachedHeroNames(_ settings: Settings) -> [NamedRecord] {
        // Opened to write nothing: no cache yet, or a damaged one, offers nothing and is left as it is.
        guard let baseURL = settings.baseURL,
            let store = SQLiteHeroesStore.openReadingOnly(directory: settings.paths.cacheDirectory)
        else { return [] }
        let repository = HeroesRepository(
            service: RemoteMarvelService(client: Self.offline, baseURL: baseURL), store: store)
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        // On the pool: this thread waits, and may be the one the command's tasks run on.
        Task(executorPreference: globalConcurrentExecutor) {
            box.names = (try? await repository.heroNames(policy: .offline)) ?? []
            done.signal()
        }
        done.wait()
        return box.names
    }

    /// A client that never sends anything: the offline policy answers from the cache alone.
    private static let offline = HTTPClient(transport: RefusingTransport())

    private final class ResultBox: @unchecked Sendable {
        var names: [NamedRecord] = []
    }

    private struct RefusingTransport: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw CancellationError()
        }
    }
}
