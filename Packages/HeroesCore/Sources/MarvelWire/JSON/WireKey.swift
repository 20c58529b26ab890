/// A key of a coding path this decoder builds: a member name as the body spells it, or an array
/// element's position, named as `JSONDecoder` names it ("Index 3", with the index as its
/// `intValue`), so a path reads the same from either decoder.
struct WireKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }

    /// The key `superDecoder()` reads, as Foundation names it.
    static let `super` = WireKey("super")
}
