import Foundation

extension HTTPRequest {
    /// The query item names that change on every call and so never belong in a cache key:
    /// the Marvel signing items `ts`, `hash` and `apikey`.
    public static let defaultVolatileQueryNames = ["ts", "hash", "apikey"]

    /// A key for storing this request's response: the URL without the query items named in
    /// `volatileNames` (any case) and without its fragment. The other items keep their order
    /// and their encoding (they are not sorted), and the `?` goes when no item is left.
    ///
    /// ```swift
    /// HTTPRequest(url: URL(string: "https://h/v1/public/characters?limit=5&ts=1&offset=10&hash=x")!)
    ///     .cacheKey()   // "https://h/v1/public/characters?limit=5&offset=10"
    /// ```
    public func cacheKey(ignoringQueryItems volatileNames: [String] = HTTPRequest.defaultVolatileQueryNames) -> String {
        let volatile = Set(volatileNames.map { $0.lowercased() })
        var text = url.absoluteString
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        guard let questionMark = text.firstIndex(of: "?") else { return text }
        let base = String(text[..<questionMark])
        let kept = text[text.index(after: questionMark)...]
            .split(separator: "&", omittingEmptySubsequences: true)
            .filter { item in
                let rawName = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? item
                let name = String(rawName).removingPercentEncoding ?? String(rawName)
                return !volatile.contains(name.lowercased())
            }
        return kept.isEmpty ? base : base + "?" + kept.joined(separator: "&")
    }
}
