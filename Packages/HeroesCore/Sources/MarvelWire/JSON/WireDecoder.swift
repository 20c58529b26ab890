/// The `Decoder` (and single value container) for one value of a scanned body: the tape and the
/// value's index, three words, so passing it as `any Decoder` allocates nothing. Its coding path
/// is rebuilt from the tape when asked (errors alone ask).
struct WireDecoder: Decoder, SingleValueDecodingContainer {
    let tape: JSONTape
    let index: Int
    /// The path of a value the document does not hold (`superDecoder(forKey:)` of a missing key).
    let fixedPath: [any CodingKey]?

    var codingPath: [any CodingKey] { fixedPath ?? tape.codingPath(to: index) }

    var userInfo: [CodingUserInfoKey: Any] { tape.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try members(keyedBy: type))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try elements() }

    /// ``container(keyedBy:)`` without the `KeyedDecodingContainer` box (``DTOMembers`` says why).
    func members<Key: CodingKey>(keyedBy type: Key.Type) throws -> WireKeyedContainer<Key> {
        guard tape.nodes[index].kind == .object else {
            throw containerError([String: Any].self, noun: "keyed decoding container")
        }
        return WireKeyedContainer<Key>(tape: tape, object: index)
    }

    /// ``unkeyedContainer()`` unboxed, failing as it does on a value that is not an array.
    func elements() throws -> WireUnkeyedContainer {
        guard tape.nodes[index].kind == .array else {
            throw containerError([Any].self, noun: "unkeyed decoding container")
        }
        return WireUnkeyedContainer(tape: tape, array: index)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    private func containerError(_ type: Any.Type, noun: String) -> DecodingError {
        if tape.nodes[index].kind == .null {
            return .valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Cannot get \(noun) -- found null value instead"))
        }
        return tape.mismatch(type, at: index) { codingPath }
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { tape.isNull(index) }
    func decode(_ type: Bool.Type) throws -> Bool { try tape.bool(at: index) { codingPath } }
    func decode(_ type: String.Type) throws -> String { try tape.string(at: index) { codingPath } }
    func decode(_ type: Double.Type) throws -> Double { try tape.double(at: index) { codingPath } }
    func decode(_ type: Float.Type) throws -> Float { try tape.float(at: index) { codingPath } }
    func decode(_ type: Int.Type) throws -> Int { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: Int8.Type) throws -> Int8 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: Int16.Type) throws -> Int16 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: Int32.Type) throws -> Int32 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: Int64.Type) throws -> Int64 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: UInt.Type) throws -> UInt { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try tape.integer(type, at: index) { codingPath } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try tape.integer(type, at: index) { codingPath } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try tape.value(type, at: index, fixedPath: fixedPath) { codingPath }
    }
}
