import AppConfig
import FoundationEssentials
import NetworkStubs
import Testing

@testable import HeroesCLI

/// `heroes serve`'s one start line: what it serves, where, and which keys it checks and where
/// they came from.
@Suite struct ServeStartLineTests {
    static let url = URL(string: "http://127.0.0.1:8080")!

    static func settings(keys: [String: SettingSource]) -> Settings {
        Settings(
            baseURL: nil, credentials: keys.isEmpty ? nil : MarvelCredentials(publicKey: "p", privateKey: "q"),
            paths: XDGPaths(environment: ["HOME": "/h"]), logsAPI: false, sources: keys)
    }

    @Test func keysFromTheConfigFileAreNamedWithItsPath() {
        let settings = Self.settings(keys: [
            "public_key": .configFile(path: "/h/.config/heroes/config", key: "public_key"),
            "private_key": .configFile(path: "/h/.config/heroes/config", key: "private_key"),
        ])
        let line = ServeCommand.startLine(serving: .synthetic(count: 3, seed: 1), on: Self.url, settings: settings)
        #expect(
            line
                == "heroes: serving 3 characters on http://127.0.0.1:8080, checking signatures with public_key and private_key of the config file /h/.config/heroes/config (Ctrl-C to stop)"
        )
    }

    @Test func keysFromTwoPlacesAreEachNamed() {
        let settings = Self.settings(keys: [
            "public_key": .environment("MARVEL_PUBLIC_KEY"),
            "private_key": .configFile(path: "/h/c", key: "private_key"),
        ])
        let line = ServeCommand.startLine(serving: .synthetic(count: 3, seed: 1), on: Self.url, settings: settings)
        #expect(
            line.hasSuffix(
                "checking signatures with the public key from MARVEL_PUBLIC_KEY and the private key from private_key in the config file /h/c (Ctrl-C to stop)"
            ), "\(line)")
    }

    @Test func withoutKeysTheLineSaysAnyKeyIsAccepted() {
        let line = ServeCommand.startLine(
            serving: .synthetic(count: 3, seed: 1), on: Self.url, settings: Self.settings(keys: [:]))
        #expect(line.hasSuffix(", accepting any key (no keys are set) (Ctrl-C to stop)"), "\(line)")
    }

    @Test func everyTypeTheCatalogHoldsIsCounted() throws {
        let hero = Data(#"{"id":1,"name":"Hero"}"#.utf8)
        let comic = Data(#"{"id":7,"title":"One"}"#.utf8)
        let other = Data(#"{"id":8,"title":"Two"}"#.utf8)
        let catalog = try Catalog(records: [.characters: [hero], .comics: [comic, other]])
        let line = ServeCommand.startLine(serving: catalog, on: Self.url, settings: Self.settings(keys: [:]))
        #expect(line.hasPrefix("heroes: serving 1 character and 2 comics on http://127.0.0.1:8080,"), "\(line)")
    }
}
