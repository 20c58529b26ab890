import Foundation

/// Checks of `--json`'s two layouts (DesignTokens' `JSONLayout`) against each other.
public enum JSONLayouts {
    /// Whether `compact` is one line, ended by a line feed, that parses (`JSONSerialization`) to
    /// the same value as `indented`.
    public static func compactIsOneLineOfTheSameValue(_ compact: String, as indented: String) -> Bool {
        guard compact.hasSuffix("\n"), !compact.dropLast().contains("\n"),
            let fromCompact = try? JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSObject,
            let fromIndented = try? JSONSerialization.jsonObject(with: Data(indented.utf8)) as? NSObject
        else { return false }
        return fromCompact == fromIndented
    }
}
