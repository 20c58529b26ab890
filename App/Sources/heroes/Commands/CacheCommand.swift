import AppConfig
import ArgumentParser
import DesignTokens
import Foundation
import HeroesCore

struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show where the cache is, what it holds, or empty it.",
        discussion: """
        The cache keeps every page and hero fetched from a server (HEROES_BASE_URL), with its \
        ETag and fetch time, in one SQLite file under $XDG_CACHE_HOME/heroes (else \
        ~/.cache/heroes; HEROES_CACHE_DIR overrides).

        Examples:
          heroes cache path
          heroes cache info
          heroes cache clear
        """,
        subcommands: [Path.self, Info.self, Clear.self]
    )

    static func settings() throws -> Settings {
        do {
            return try Settings.resolve()
        } catch {
            throw Console.fail(error.description, .configuration)
        }
    }

    static func openStore() throws -> SQLiteHeroesStore {
        let opening = SQLiteHeroesStore.open(directory: try settings().paths.cacheDirectory)
        for warning in opening.warnings {
            // The failure printed below says the same.
            if case .unavailable = warning { continue }
            Console.err("heroes: warning: \(warning)")
        }
        guard let store = opening.store else {
            throw Console.fail("the cache cannot be opened: \(opening.failure.map { "\($0)" } ?? "unknown reason").", .unavailable)
        }
        return store
    }

    struct Path: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the cache folder.")
        func run() async throws {
            Console.out(try CacheCommand.settings().paths.cacheDirectory.path + "\n")
        }
    }

    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print how many pages and heroes are cached, and their size.")
        func run() async throws {
            let store = try CacheCommand.openStore()
            do {
                let stats = try await store.stats()
                Console.out("""
                path\t\(store.path)
                pages\t\(stats.pages)
                heroes\t\(stats.heroes)
                bytes\t\(stats.fileBytes ?? stats.bytes)
                read-only\t\(store.isReadOnly ? "yes" : "no")

                """)
            } catch {
                throw Console.fail("the cache cannot be read: \(error).", .unavailable)
            }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every cached page and hero.")
        func run() async throws {
            let store = try CacheCommand.openStore()
            do {
                let before = try await store.stats()
                try await store.clear()
                Console.err("heroes: cleared \(before.pages) pages and \(before.heroes) heroes from the cache")
            } catch {
                throw Console.fail("the cache cannot be cleared: \(error).", .unavailable)
            }
        }
    }
}
