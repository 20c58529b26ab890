import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import Testing

struct HeroDetailsFormatTests {
    let formats: [HeroDetailsFormat] = [
        .terminal(HeroDetailsTerminalRenderer(style: .plain, width: 80)), .plain(), .json(),
    ]

    @Test func loadedWritesDataOnly() {
        for format in formats {
            let output = format.output(for: .loaded(Fixtures.spiderMan.details))
            #expect(!output.standardOutput.isEmpty)
            #expect(output.standardOutput.hasSuffix("\n"))
            #expect(output.standardError == "")
            #expect(output.succeeded)
        }
    }

    @Test func staleAddsTheNoticeOnStderr() {
        for format in formats {
            let since = Fixtures.now.addingTimeInterval(-2 * 86_400 - 60)
            let output = format.output(for: .stale(Fixtures.spiderMan.details, since: since), now: Fixtures.now)
            #expect(output.standardError == "heroes: offline: showing hero 1009610 as cached 2 days ago\n")
            #expect(output.succeeded)
        }
    }

    @Test func notFoundIsOneLineOnStderrSayingWhatDescribeGives() {
        for format in formats {
            let output = format.output(for: .failed(.notFound(.characters, id: 42))) {
                "\($0.description) Try another."
            }
            #expect(output.standardOutput == "")
            #expect(output.standardError == "heroes: no hero with id 42. Try another.\n")
            #expect(!output.succeeded)
        }
    }

    @Test func stderrIsColouredByItsOwnStyle() {
        let output = HeroDetailsFormat.plain().output(
            for: .failed(.notFound(.characters, id: 42)), errorStyle: .colored)
        #expect(output.standardError == "\u{1B}[1;31mheroes: no hero with id 42.\u{1B}[0m\n")
    }
}
