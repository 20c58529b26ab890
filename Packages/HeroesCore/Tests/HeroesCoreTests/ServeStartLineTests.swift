import AppConfig
import FoundationEssentials
import HeroesCore
import MarvelWire
import Testing

/// `heroes serve`'s one start line: what it serves, where, and which keys it checks and where
/// they came from.
@Suite struct ServeStartLineTests {
    static let url = URL(string: "http://127.0.0.1:8080")!

    /// Three characters and nothing else, as a synthetic catalog of 3 holds.
    static func threeCharacters(_ resource: MarvelResource) -> Int { resource == .characters ? 3 : 0 }

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
        let line = ServeStartLine.text(counting: Self.threeCharacters, on: Self.url, settings: settings)
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
        let line = ServeStartLine.text(counting: Self.threeCharacters, on: Self.url, settings: settings)
        #expect(
            line.hasSuffix(
                "checking signatures with the public key from MARVEL_PUBLIC_KEY and the private key from private_key in the config file /h/c (Ctrl-C to stop)"
            ), "\(line)")
    }

    @Test func withoutKeysTheLineSaysAnyKeyIsAccepted() {
        let line = ServeStartLine.text(
            counting: Self.threeCharacters, on: Self.url, settings: Self.settings(keys: [:]))
        #expect(line.hasSuffix(", accepting any key (no keys are set) (Ctrl-C to stop)"), "\(line)")
    }

    @Test func everyTypeTheCatalogHoldsIsCounted() {
        let counts: [MarvelResource: Int] = [.characters: 1, .comics: 2]
        let line = ServeStartLine.text(
            counting: { counts[$0] ?? 0 }, on: Self.url, settings: Self.settings(keys: [:]))
        #expect(line.hasPrefix("heroes: serving 1 character and 2 comics on http://127.0.0.1:8080,"), "\(line)")
    }

    @Test func threeTypesOrMoreAreAListEndingInAndCountsGroupedAndNoneIsNoRecords() {
        let counts: [MarvelResource: Int] = [.characters: 1_485, .comics: 38_197, .creators: 1]
        let line = ServeStartLine.text(
            counting: { counts[$0] ?? 0 }, on: Self.url, settings: Self.settings(keys: [:]))
        #expect(line.hasPrefix("heroes: serving 1,485 characters, 38,197 comics and 1 creator on "), "\(line)")
        let none = ServeStartLine.text(counting: { _ in 0 }, on: Self.url, settings: Self.settings(keys: [:]))
        #expect(none.hasPrefix("heroes: serving no records on http://127.0.0.1:8080,"), "\(none)")
    }
}
