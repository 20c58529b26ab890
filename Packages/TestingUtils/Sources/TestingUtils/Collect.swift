/// Collects the elements of an async sequence into an array, stopping after `limit` elements so
/// a sequence that never ends cannot hang a test.
public func collect<S: AsyncSequence>(_ sequence: S, limit: Int = 1_000) async throws -> [S.Element] {
    var elements: [S.Element] = []
    for try await element in sequence {
        elements.append(element)
        if elements.count >= limit { break }
    }
    return elements
}
