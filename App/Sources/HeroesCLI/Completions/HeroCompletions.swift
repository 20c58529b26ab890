import AppConfig
import ArgumentParser
import Dispatch
import FoundationEssentials
import HeroesCore
import NetworkClient
import NetworkStubs

/// What the shells offer for `heroes show <Tab>`: hero names and ids, from the embedded catalog
/// when it is already written, else from the cache's copy of the whole hero list (filled by
/// `heroes list --all` or a `show` by name). Never a network call, never a write: completion
/// must answer in a few milliseconds (scripts/bench measures it), and offers nothing rather
/// than wait or fail.
enum HeroCompletions {
    /// The most candidates offered at once.
    static let limit = 200

    /// ArgumentParser's custom completion: the candidates for the word being typed, `prefix`.
    @Sendable static func heroes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let found = candidates(for: prefix, among: names())
        switch CompletionShell.requesting {
        case .zsh:
            // zsh's `_describe`, which the generated script hands candidates to, reads `name:description`.
            return found.map { $0.replacing(":", with: "\\:") }
        case .bash:
            // bash puts a candidate on the command line as it is: `Spider-Man (Ben Reilly)` would
            // be three words and a syntax error, `Spider-Man\ \(Ben\ Reilly\)` is one name.
            return found.map(bashEscaped)
        default:
            return found
        }
    }

    /// `name` as bash must put it on the command line (``ShellWords/backslashed(_:backslash:)``),
    /// written for ArgumentParser's script: it hands the candidates to `compgen -W`, whose
    /// expansion takes one level of backslashes off, so each escape is sent as three
    /// (`\\\ ` arrives in `COMPREPLY` as `\ `).
    static func bashEscaped(_ name: String) -> String {
        ShellWords.backslashed(name, backslash: #"\\\"#)
    }

    /// Ids starting with `prefix` when it is digits; else names starting with it, any case
    /// (the shells then keep those that start with what is typed, as they do with any word).
    static func candidates(for prefix: String, among names: [NamedRecord]) -> [String] {
        let typed = prefix.trimmingSpaces()
        if !typed.isEmpty, typed.allSatisfy(\.isASCII), typed.allSatisfy(\.isNumber) {
            return Array(names.map { String($0.id) }.filter { $0.hasPrefix(typed) }.sorted().prefix(limit))
        }
        let lower = typed.lowercased()
        let matching = names.map(\.name).filter { $0.lowercased().hasPrefix(lower) && Self.isPlainText($0) }
        return Array(Set(matching).sorted().prefix(limit))
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

    /// A name that prints as itself: a name with a control character is never offered.
    private static func isPlainText(_ name: String) -> Bool {
        !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private final class ResultBox: @unchecked Sendable {
        var names: [NamedRecord] = []
    }

    private struct RefusingTransport: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw CancellationError()
        }
    }
}
