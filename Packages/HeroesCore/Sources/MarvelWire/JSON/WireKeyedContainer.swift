/// An object's members, found by a linear scan comparing each name's bytes with the key's (the
/// API's objects have at most about 40 members): no dictionary, no String for a name never
/// asked for. With a name given twice the first one counts, as in `JSONDecoder`.
struct WireKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: JSONTape
    let object: Int

    var codingPath: [any CodingKey] { tape.codingPath(to: object) }

    var allKeys: [Key] {
        var names = Set<String>()
        var keys: [Key] = []
        var child = object + 1
        let end = tape.next(after: object)
        while child < end {
            let name = tape.string(at: child)
            if names.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
            child = tape.next(after: child + 1)
        }
        return keys
    }

    /// The index of the value of the first member named `key`, if any.
    @inline(__always)
    private func find(_ key: Key) -> Int? {
        var name = key.stringValue
        let keyString = name
        return name.withUTF8 { utf8 in
            var bits: UInt8 = 0
            for byte in utf8 { bits |= byte }
            let ascii = bits < 0x80
            var child = object &+ 1
            let end = Int(tape.nodes[object].second)
            while child < end {
                if tape.name(at: child, is: utf8, keyIsASCII: ascii, key: keyString) { return child &+ 1 }
                child = tape.next(after: child &+ 1)
            }
            return nil
        }
    }

    /// The value of `key`, or `keyNotFound` worded as `JSONDecoder` words it.
    @inline(__always)
    private func require(_ key: Key) throws -> Int {
        guard let index = find(key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    /// The value of `key` when present and not null.
    @inline(__always)
    private func present(_ key: Key) -> Int? {
        guard let index = find(key), !tape.isNull(index) else { return nil }
        return index
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { tape.isNull(try require(key)) }

    /// `read` of the value of `key`, which must be there.
    @inline(__always)
    private func value<T>(_ key: Key, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T {
        let index = try require(key)
        return try read(index) { tape.codingPath(to: index) }
    }

    /// `read` of the value of `key`; nil when it is missing or null.
    @inline(__always)
    private func valueIfPresent<T>(_ key: Key, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T? {
        guard let index = present(key) else { return nil }
        return try read(index) { tape.codingPath(to: index) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key, tape.bool) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key, tape.string) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key, tape.double) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key, tape.float) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try value(key) { try tape.integer(T.self, at: $0, path: $1) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try value(key) { try tape.value(type, at: $0, path: $1) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try valueIfPresent(key, tape.bool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try valueIfPresent(key, tape.string)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try valueIfPresent(key, tape.double)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try valueIfPresent(key, tape.float) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(key) }

    private func integerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        try valueIfPresent(key) { try tape.integer(T.self, at: $0, path: $1) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try valueIfPresent(key) { try tape.value(type, at: $0, path: $1) }
    }

    /// The value of `key` made by `make` from its decoder, nil when it is missing or null: what
    /// `decodeIfPresent(T.self, forKey:)` gives (``DTOMembers``).
    func decodeObjectIfPresent<T>(forKey key: Key, _ make: (WireDecoder) throws -> T) throws -> T? {
        guard let index = present(key) else { return nil }
        return try make(WireDecoder(tape: tape, index: index, fixedPath: nil))
    }

    /// The array of `key`, nil when it is missing or null, each element made by `element` from
    /// its decoder: what `decodeIfPresent([T].self, forKey:)` gives, without the standard
    /// library's generic decoding of an array (its runtime metadata lookups on every element).
    func decodeArrayIfPresent<T>(forKey key: Key, _ element: (WireDecoder) throws -> T) throws -> [T]? {
        guard let index = present(key) else { return nil }
        var elements = try WireDecoder(tape: tape, index: index, fixedPath: nil).elements()
        var values: [T] = []
        values.reserveCapacity(elements.count ?? 0)
        while !elements.isAtEnd { values.append(try elements.next(element)) }
        return values
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try WireDecoder(tape: tape, index: try require(key), fixedPath: nil).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try WireDecoder(tape: tape, index: try require(key), fixedPath: nil).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder(for: WireKey.super, index: findName("super")) }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key, index: find(key)) }

    /// A decoder of the value at `index`, or of a null at the key's path when there is none, as
    /// `JSONDecoder` gives.
    private func decoder(for key: some CodingKey, index: Int?) -> WireDecoder {
        guard let index else {
            return WireDecoder(tape: tape, index: tape.absentNull, fixedPath: codingPath + [key])
        }
        return WireDecoder(tape: tape, index: index, fixedPath: nil)
    }

    private func findName(_ name: String) -> Int? {
        var child = object + 1
        let end = tape.next(after: object)
        while child < end {
            if tape.string(at: child) == name { return child + 1 }
            child = tape.next(after: child + 1)
        }
        return nil
    }
}
