import AppConfig
import ArgumentParser
import CommandLinePlatform
import Dispatch
import FoundationEssentials
import HeroesCore
import NetworkClient
import NetworkStubs

/// What the shells offer for `heroes show <Tab>`: hero names and ids, from the embedded catalog
/// when it is already written, else from the cache's copy of the whole hero list (filled by
/// `heroes list --all` or a `show` by name). Never a network call, never a write: completion
/// must answer in a few milliseconds (scripts/bench measures it), and offers nothing rather
/// than wait or fail. Which of them are offered, and how, is HeroesCore's `NameCompletion`.
enum HeroCompletions {
    /// ArgumentParser's custom completion: the candidates for the word being typed, `prefix`.
    @Sendable static func heroes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let found = NameCompletion.candidates(for: prefix, among: names())
        switch CompletionShell.requesting {
        case .zsh:
            return found.map(NameCompletion.zshDescribed)
        default:
            // bash puts them in COMPREPLY as they are (``CompletionScripts``) and readline quotes
            // them for the line; fish quotes them itself.
            return found
        }
    }

    /// Every hero's id and name, or none when they cannot be had quickly.
    static func names() -> [NamedRecord] {
        guard let settings = try? Settings.resolve() else { return [] }
        if settings.baseURL == nil {
            let catalog = Catalog.existingSnapshot(dataDirectory: settings.paths.dataDirectory)
            return catalog?.names(of: .characters).map { NamedRecord(id: $0.id, name: $0.name) } ?? []
        }
        return cachedNames(settings)
    }

    /// The names in the cache's copy of the whole hero list, read offline.
    private static func cachedNames(_ settings: Settings) -> [NamedRecord] {
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
