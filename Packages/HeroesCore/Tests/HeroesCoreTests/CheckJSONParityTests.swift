import Foundation
import HeroesCore
import MarvelWire
import Testing
import TestingUtils

/// `heroes doctor --json`, both layouts, held to what `JSONEncoder` writes for the same checks
/// (TestingUtils' `JSONParity`).
@Suite struct CheckJSONParityTests {
    @Test func doctorsChecksInBothLayoutsAreWhatJSONEncoderWrites() {
        let checks = [
            Check("data source", .pass, "the embedded catalog"),
            Check("keys", .fail, "no \"public\" key in /home/me/a\\b/config.toml\u{1}", fix: "Set MARVEL_PUBLIC_KEY."),
            Check("clock", .skip, ""),
        ]
        for value in [checks, []] {
            let mismatch = JSONParity.mismatch(
                value, compact: JSONText.render(value, layout: .compact),
                indented: JSONText.render(value, layout: .indented))
            #expect(mismatch == nil, "\(value)")
        }
    }
}
