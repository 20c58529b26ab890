public import Foundation

/// Keeps a package README's Swift example and a test's compiled copy of it the same text: the
/// test holds the code between two marker comments, and compares it with the README's.
///
/// ```swift
/// let readme = try String(contentsOf: ReadmeExample.readme(besideTestsOf: #filePath), encoding: .utf8)
/// let code = ReadmeExample.text(in: readme, from: "```swift\n", to: "```\n")
/// ```
public enum ReadmeExample {
    /// The text between the first `begin` in `text` and the first `end` after it, or `nil`
    /// when either is missing.
    public static func text(in text: String, from begin: String, to end: String) -> String? {
        guard let start = text.range(of: begin),
            let finish = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<finish.lowerBound])
    }

    /// The `README.md` of the package that holds `testFile`, a `#filePath` in
    /// `<package>/Tests/<target>/`.
    public static func readme(besideTestsOf testFile: String) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
    }
}
