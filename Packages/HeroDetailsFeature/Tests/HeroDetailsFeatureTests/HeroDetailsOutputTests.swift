import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import Testing

struct HeroDetailsOutputTests {
    let formats: [HeroDetailsFormat] = [.terminal(HeroDetailsTerminalRenderer(style: .plain, width: 80)), .plain(), .json()]

    @Test func loadedWritesDataOnly() {
        for format in formats {
            let output = HeroDetailsOutput(state: .loaded(Fixtures.spiderMan), format: format)
            #expect(!output.standardOutput.isEmpty)
            #expect(output.standardOutput.hasSuffix("\n"))
            #expect(output.standardError == "")
            #expect(output.succeeded)
        }
    }

    @Test func staleAddsTheNoticeOnStderr() {
        for format in formats {
            let since = Fixtures.now.addingTimeInterval(-2 * 86_400 - 60)
            let output = HeroDetailsOutput(state: .stale(Fixtures.spiderMan, since: since), format: format, now: Fixtures.now)
            #expect(output.standardError == "heroes: offline: showing hero 1009610 as cached 2 days ago\n")
            #expect(output.succeeded)
        }
    }

    @Test func notFoundIsOneClearLineOnStderr() {
        for format in formats {
            let output = HeroDetailsOutput(state: .failed(.notFound(id: 42)), format: format)
            #expect(output.standardOutput == "")
            #expect(output.standardError == "heroes: no hero with id 42. Try `heroes list` to see the ids.\n")
            #expect(!output.succeeded)
        }
    }

    @Test func stderrIsColouredByItsOwnStyle() {
        let output = HeroDetailsOutput(state: .failed(.notFound(id: 42)), format: .plain(), errorStyle: .colored)
        #expect(output.standardError.hasPrefix("\u{1B}[1;31mheroes: no hero with id 42."))
        #expect(output.standardError.hasSuffix("\u{1B}[0m\n"))
    }
}
