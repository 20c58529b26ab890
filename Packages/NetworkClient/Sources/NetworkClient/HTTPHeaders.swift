/// An ordered list of HTTP header fields whose names compare case-insensitively.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The field name as given, for example `"Content-Type"`.
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    private var fields: [Field]

    /// Creates headers from fields, in order.
    public init(_ fields: [Field] = []) { self.fields = fields }

    /// Creates headers from name/value pairs, in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of the field named `name` (any case), or `nil`. Setting replaces every
    /// field of that name; setting `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { Self.sameName($0.name, name) }?.value }
        set {
            fields.removeAll { Self.sameName($0.name, name) }
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// Every value of the field named `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Adds a field, keeping any of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Whether a field of that name (any case) is present.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// `Name: value` lines, one per field.
    public var description: String { fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n") }

    /// Headers compare equal when they hold the same fields, names compared case-insensitively, in order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { sameName($0.name, $1.name) && $0.value == $1.value }
    }

    /// Hashes the lower-cased names and the values.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name.lowercased())
            hasher.combine(field.value)
        }
    }
}

extension HTTPHeaders {
    /// Whether `a` and `b` name the same field: compared case-insensitively, as HTTP compares
    /// names. ASCII names (every valid one) are compared byte by byte, without making a string,
    /// which a server's per-response loop over its fields can afford; others as lowercased.
    public static func sameName(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var other = b.utf8.makeIterator()
        for byte in a.utf8 {
            guard let otherByte = other.next() else { return false }
            guard byte < 0x80, otherByte < 0x80 else { return a.lowercased() == b.lowercased() }
            if asciiLowercased(byte) != asciiLowercased(otherByte) { return false }
        }
        return true
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
