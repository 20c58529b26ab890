/// An array's elements in order, stepping over each element's subtree in one step. Three words
/// (the tape, the array's and the cursor's indices packed, the position), so it is held as an
/// `any UnkeyedDecodingContainer` without an allocation.
struct WireUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: JSONTape
    private let array: UInt32
    /// The tape index of the next element.
    private var cursor: UInt32
    private(set) var currentIndex = 0

    init(tape: JSONTape, array: Int) {
        self.tape = tape
        self.array = UInt32(array)
        cursor = UInt32(array + 1)
    }

    var codingPath: [any CodingKey] { tape.codingPath(to: Int(array)) }

    var count: Int? { Int(tape.nodes[Int(array)].first) }

    var isAtEnd: Bool { currentIndex >= Int(tape.nodes[Int(array)].first) }

    /// The next element's index, or `valueNotFound` at the end, worded as `JSONDecoder` words it.
    private func next(_ type: Any.Type, _ message: String = "Unkeyed container is at end.") throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [WireKey(index: currentIndex)], debugDescription: message))
        }
        return Int(cursor)
    }

    private mutating func advance() {
        cursor = UInt32(tape.next(after: Int(cursor)))
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard tape.isNull(try next(Never.self)) else { return false }
        advance()
        return true
    }

    /// `read` of the next element, which must be there; then the position moves on.
    @inline(__always)
    private mutating func element<T>(_ type: Any.Type, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T {
        let index = try next(type)
        let value = try read(index) { tape.codingPath(to: index) }
        advance()
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type, tape.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type, tape.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type, tape.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type, tape.float) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        try element(T.self) { [tape] in try tape.integer(T.self, at: $0, path: $1) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try element(type) { [tape] in try tape.value(type, at: $0, path: $1) }
    }

    /// The next element, made by `read` from its decoder (``WireKeyedContainer/decodeArrayIfPresent(forKey:_:)``).
    mutating func next<T>(_ read: (WireDecoder) throws -> T) throws -> T {
        try element(T.self) { [tape] index, _ in try read(WireDecoder(tape: tape, index: index, fixedPath: nil)) }
    }

    /// Past the end or at a null: nil (the position moves on either way, as in `JSONDecoder`).
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard !isAtEnd else {
            currentIndex += 1
            return nil
        }
        let index = Int(cursor)
        let value = tape.isNull(index) ? nil : try tape.value(type, at: index) { tape.codingPath(to: index) }
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let index = try next(KeyedDecodingContainer<NestedKey>.self)
        let container = try WireDecoder(tape: tape, index: index, fixedPath: nil).container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try next(
            (any UnkeyedDecodingContainer).self, "Cannot get nested unkeyed container -- unkeyed container is at end.")
        let container = try WireDecoder(tape: tape, index: index, fixedPath: nil).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try next((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        advance()
        return WireDecoder(tape: tape, index: index, fixedPath: nil)
    }
}
