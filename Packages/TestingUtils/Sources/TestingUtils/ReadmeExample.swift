public import Foundation

/// Keeps a package README's Swift example and a test's compiled copy of it the same text: the
/// test holds the code between two marker comments, and compares it with the README's.
///
/// ```swift
/// let copies = try ReadmeExample.copies(testFile: #filePath, from: "// README-BEGIN\n", to: "// README-END\n")
/// #expect(copies.test != nil && copies.test == copies.readme)
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

    /// The two copies of a package's example: the test file's, between `begin` and `end`, and
    /// the README's first Swift block (see ``readme(besideTestsOf:)``); each `nil` when missing.
    public static func copies(testFile: String, from begin: String, to end: String) throws -> (
        test: String?, readme: String?
    ) {
        let test = text(
            in: try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8), from: begin, to: end)
        let readme = try String(contentsOf: readme(besideTestsOf: testFile), encoding: .utf8)
        return (test, text(in: readme, from: "```swift\n", to: "```\n"))
    }
}
