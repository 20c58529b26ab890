/// An object of ``JSONTextEncoder``'s: each value encoded is a member appended to `node`'s list
/// (sorted, and a repeated key's last value kept, when written).
struct JSONTextKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTextEncoder
    /// The object's node.
    let node: Int
    /// The keys from the encoder's value to this object when it is a nested container.
    let path: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + path }

    private var tree: JSONTextTree { encoder.tree }

    /// A new member under `key`.
    private func member(_ key: Key) -> Int { tree.appendMember(to: node, key: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { tree.setLiteral(member(key), "null") }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        tree.setLiteral(member(key), value ? "true" : "false")
    }
    mutating func encode(_ value: String, forKey key: Key) throws { tree.setString(member(key), value) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try tree.setFloatingPoint(member(key), value, codingPath: codingPath + [key])
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try tree.setFloatingPoint(member(key), value, codingPath: codingPath + [key])
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { tree.setInteger(member(key), value) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { tree.setInteger(member(key), value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.encode(value, into: member(key), key: key, path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let object = nested(.object, forKey: key)
        return KeyedEncodingContainer(
            JSONTextKeyedContainer<NestedKey>(encoder: encoder, node: object, path: path + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONTextUnkeyedContainer(encoder: encoder, node: nested(.array, forKey: key), path: path + [key])
    }

    mutating func superEncoder() -> any Encoder { superEncoder(key: JSONTextKey.super) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(key: key) }

    private func superEncoder(key: some CodingKey) -> any Encoder {
        JSONTextEncoder(
            tree: tree, node: tree.detachedNode(), parent: encoder, path: path, key: key,
            pendingLink: .member(of: node, key: key.stringValue))
    }

    /// The container under `key`: the one there already, as `JSONEncoder` gives it again (an
    /// object value encoded there, or a value that encoded nothing, counts as an object), else a
    /// new one.
    private func nested(_ kind: JSONTextTree.Kind, forKey key: Key) -> Int {
        let name = key.stringValue
        guard let existing = tree.lastMember(of: node, key: name) else {
            let child = tree.appendMember(to: node, key: name)
            tree.makeContainer(child, kind)
            return child
        }
        let found = tree.nodes[existing].kind
        guard found == kind || (found == .unset && kind == .object) else {
            preconditionFailure(
                "Attempt to re-encode into a nested container for key \"\(name)\" is invalid: another kind of value is already encoded for this key"
            )
        }
        tree.makeContainer(existing, kind)
        return existing
    }
}

/// An array of ``JSONTextEncoder``'s: each value encoded is an element appended to `node`'s
/// list.
struct JSONTextUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONTextEncoder
    /// The array's node.
    let node: Int
    /// The keys from the encoder's value to this array when it is a nested container.
    let path: [any CodingKey]

    var codingPath: [any CodingKey] { encoder.codingPath + path }

    var count: Int { tree.nodes[node].count }

    private var tree: JSONTextTree { encoder.tree }

    /// A new element at the end.
    private func element() -> Int { tree.appendElement(to: node) }

    mutating func encodeNil() throws { tree.setLiteral(element(), "null") }
    mutating func encode(_ value: Bool) throws { tree.setLiteral(element(), value ? "true" : "false") }
    mutating func encode(_ value: String) throws { tree.setString(element(), value) }
    mutating func encode(_ value: Double) throws {
        let index = count
        try tree.setFloatingPoint(element(), value, codingPath: codingPath + [JSONTextKey(intValue: index)])
    }
    mutating func encode(_ value: Float) throws {
        let index = count
        try tree.setFloatingPoint(element(), value, codingPath: codingPath + [JSONTextKey(intValue: index)])
    }
    mutating func encode(_ value: Int) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: Int8) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: Int16) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: Int32) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: Int64) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: Int128) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: UInt) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: UInt8) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: UInt16) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: UInt32) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: UInt64) throws { tree.setInteger(element(), value) }
    mutating func encode(_ value: UInt128) throws { tree.setInteger(element(), value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        try encoder.encode(value, into: element(), key: JSONTextKey(intValue: index), path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let index = count
        let object = element()
        tree.makeContainer(object, .object)
        return KeyedEncodingContainer(
            JSONTextKeyedContainer<NestedKey>(
                encoder: encoder, node: object, path: path + [JSONTextKey(intValue: index)]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = count
        let array = element()
        tree.makeContainer(array, .array)
        return JSONTextUnkeyedContainer(encoder: encoder, node: array, path: path + [JSONTextKey(intValue: index)])
    }

    mutating func superEncoder() -> any Encoder {
        let index = count
        return JSONTextEncoder(
            tree: tree, node: tree.detachedNode(), parent: encoder, path: path, key: JSONTextKey(intValue: index),
            pendingLink: .element(of: node, position: index))
    }
}
