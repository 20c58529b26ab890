import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import Testing

struct HeroDetailsFormatTests {
    let spec = DetailSpec<HeroDetails>.hero()
    let formats: [DetailFormat] = [.terminal(style: .plain, width: 80), .tsv, .json()]

    @Test func loadedWritesDataOnly() {
        for format in formats {
            let output = spec.output(for: .loaded(Fixtures.spiderMan.details), as: format)
            #expect(!output.standardOutput.isEmpty)
            #expect(output.standardOutput.hasSuffix("\n"))
            #expect(output.standardError == "")
            #expect(output.succeeded)
        }
    }

    @Test func staleAddsTheNoticeOnStderr() {
        for format in formats {
            let since = Fixtures.now.addingTimeInterval(-2 * 86_400 - 60)
            let output = spec.output(
                for: .stale(Fixtures.spiderMan.details, since: since), as: format, now: Fixtures.now)
            #expect(output.standardError == "heroes: offline: showing hero 1009610 as cached 2 days ago\n")
            #expect(output.succeeded)
        }
    }

    @Test func notFoundIsOneLineOnStderrSayingWhatDescribeGives() {
        for format in formats {
            let output = spec.output(for: .failed(.notFound(.characters, id: 42)), as: format) {
                "\($0.description) Try another."
            }
            #expect(output.standardOutput == "")
            #expect(output.standardError == "heroes: no hero with id 42. Try another.\n")
            #expect(!output.succeeded)
        }
    }

    @Test func stderrIsColouredByItsOwnStyle() {
        let output = spec.output(
            for: .failed(.notFound(.characters, id: 42)), as: .tsv, errorStyle: .colored)
        #expect(output.standardError == "\u{1B}[1;31mheroes: no hero with id 42.\u{1B}[0m\n")
    }
}
