import Foundation

/// A name as people type it: what is left of it once case, accents, width, spaces, hyphens and
/// punctuation are taken away, so that `spider man`, `SPIDER-MAN` and `Spïder–Man` are all
/// `spiderman`. Names from outside are folded the same way (NFKC first, so that a ligature, a
/// full-width letter or a Roman numeral compares as the letters it stands for).
public struct NameKey: Sendable, Hashable, CustomStringConvertible {
    /// The folded text: letters and digits only, lower case, no marks.
    public let folded: String

    /// Folds `text`.
    public init(_ text: String) {
        let normalized = text.precomposedStringWithCompatibilityMapping.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var scalars = String.UnicodeScalarView()
        for scalar in normalized.unicodeScalars
        where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            scalars.append(scalar)
        }
        folded = String(scalars)
    }

    /// Whether nothing is left once folded (`" - "`, `"!!"`): such a text matches every name, so
    /// callers refuse it.
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether `other` is found inside this key.
    public func contains(_ other: NameKey) -> Bool {
        other.isEmpty || folded.contains(other.folded)
    }

    public var description: String { folded }
}
