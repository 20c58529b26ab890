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
/// than wait or fail.
enum HeroCompletions {
    /// The most candidates offered at once.
    static let limit = 200

    /// ArgumentParser's custom completion: the candidates for the word being typed, `prefix`.
    @Sendable static func heroes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let found = candidates(for: prefix, among: names())
        switch CompletionShell.requesting {
        case .zsh:
            return found.map(zshDescribed)
        default:
            // bash puts them in COMPREPLY as they are (``CompletionScripts``) and readline quotes
            // them for the line; fish quotes them itself.
            return found
        }
    }

    /// `name` as zsh's `_describe` (which the generated script hands candidates to) reads it
    /// back: it takes `name:description` and a backslash as an escape, so each `\` and `:` is
    /// sent escaped. Scalar by scalar: a backslash followed by a combining mark is one Character,
    /// which a Character-wise replacement would leave unescaped.
    static func zshDescribed(_ name: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "\\" || scalar == ":" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// Ids starting with `prefix` when it is digits; else the offered names (``isOffered(_:)``)
    /// starting with it, any case, its quoting taken off first (``dequoted(_:)``) as the shells
    /// pass the word as typed (zsh and fish then keep those that start with it in any case, bash
    /// takes them as they are: ``CompletionScripts``).
    static func candidates(for prefix: String, among names: [NamedRecord]) -> [String] {
        let typed = dequoted(prefix).trimmingSpaces()
        if !typed.isEmpty, typed.allSatisfy(\.isASCII), typed.allSatisfy(\.isNumber) {
            return Array(names.map { String($0.id) }.filter { $0.hasPrefix(typed) }.sorted().prefix(limit))
        }
        let lower = typed.lowercased()
        let matching = names.map(\.name).filter { $0.lowercased().hasPrefix(lower) && isOffered($0) }
        return Array(Set(matching).sorted().prefix(limit))
    }

    /// The word `typed` (as on the command line: `Spider-Man\ \(B`, `'Spider-Man (B`) without its
    /// quoting, an open quote closed first; as it is when it cannot be read as one word.
    static func dequoted(_ typed: String) -> String {
        for closing in ["", "'", "\""] {
            if let words = ShellWords.split(typed + closing), words.count == 1 { return words[0] }
        }
        return typed
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

    /// Whether a name is offered: it prints as itself and can be quoted for every shell
    /// (``ShellWords/quoted(_:)``: no control, format or separator character), and it holds
    /// nothing a shell's line editor would leave bare on the command line: readline's quoting
    /// for bash leaves `$`, `` ` `` and a leading `~`, zsh's leaves `!` (history expansion).
    static func isOffered(_ name: String) -> Bool {
        ShellWords.quoted(name) != nil && !name.contains(where: { "!$`".contains($0) }) && !name.hasPrefix("~")
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
