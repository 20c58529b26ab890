import Foundation
import MarvelWire
import Testing
import TestingUtils

/// `JSONText.render`'s two layouts held to `JSONEncoder`'s text (TestingUtils' `JSONParity`).
enum JSONTextParity {
    static func foundationText(_ value: some Encodable) -> String { JSONParity.foundationText(value) }

    /// Expects both layouts of `value` to be held to `JSONEncoder`'s text, and `JSONEncoder` to
    /// write `value` (`encodes`) or refuse it.
    static func expectSameText(
        _ value: some Encodable, encodes: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let mismatch = JSONParity.mismatch(
            value, compact: JSONText.render(value, layout: .compact),
            indented: JSONText.render(value, layout: .indented), encodes: encodes)
        #expect(mismatch == nil, "\(value)", sourceLocation: sourceLocation)
    }
}
