extension MarvelJSONDecoder {
    /// Where, in `body`, the string value of the member `key` of the JSON object `body` itself
    /// (not of an object inside it) lies: from its opening quote to its closing one, escapes as
    /// written. The first member of that name, the one ``decode(_:from:)`` reads. `nil` when
    /// `body` is not one JSON object (read by the same rules), has no member `key`, or that
    /// member's value is not a string.
    ///
    /// ```swift
    /// let body = Array(#"{"id":7,"title":"Hulk \"1\""}"#.utf8)
    /// let range = MarvelJSONDecoder.stringMemberRange("title", in: body)  // 16..<28: the string and its quotes
    /// ```
    public static func stringMemberRange(_ key: String, in body: [UInt8]) -> Range<Int>? {
        guard let tape = try? JSONTape.scanning(count: body.count, { _ = $0.initialize(from: body) }),
            tape.nodes[0].kind == .object
        else { return nil }
        var name = key
        return name.withUTF8 { utf8 in
            let ascii = utf8.allSatisfy { $0 < 0x80 }
            var child = 1
            let end = Int(tape.nodes[0].second)
            while child < end {
                if tape.name(at: child, is: utf8, keyIsASCII: ascii, key: key) {
                    let value = tape.nodes[child &+ 1]
                    guard value.kind == .string else { return nil }
                    return (Int(value.first) - 1)..<(Int(value.second) + 1)
                }
                child = tape.next(after: child &+ 1)
            }
            return nil
        }
    }
}
