import FoundationEssentials

/// The `Encoder` behind ``JSONText/render(_:layout:)``: it records what a value encodes in a
/// ``JSONTextTree`` and ``JSONTextWriter`` writes that in a ``JSONLayout`` (compact: the text
/// `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]`, byte for byte), with no
/// dynamic casts or boxed values and no dictionary per object.
///
/// Like `JSONEncoder`: a value that encodes nothing is `{}` inside a container and an error at
/// the top; a key encoded twice keeps its last value; a container asked for again is the same
/// container; `superEncoder()` writes under `"super"` when it is released; NaN and infinity
/// are errors. Unlike it, `Data`, `URL` and `Decimal` (which `JSONEncoder` writes in ways of its
/// own) are refused with an `EncodingError`: no `--json` shape holds one, they hold text.
/// `Date` is written as `JSONEncoder`'s default writes it, seconds since 2001 as a number.
final class JSONTextEncoder: Encoder, SingleValueEncodingContainer {
    /// Where a super encoder's value goes once it is released.
    enum PendingLink {
        case member(of: Int, key: String)
        case element(of: Int, position: Int)
    }

    let tree: JSONTextTree
    // The properties are unchecked, as the tree's are: an encoder's are changed only between
    // the values it encodes.
    /// The node this encoder's value goes in.
    @exclusivity(unchecked) private(set) var node: Int
    /// The encoder of the container this value is in; `nil` at the top.
    @exclusivity(unchecked) private var parent: JSONTextEncoder?
    /// The keys from the parent encoder's value to the container this value is in (a nested
    /// container's).
    @exclusivity(unchecked) private var pathInParent: [any CodingKey] = []
    /// This value's key or index in that container; `nil` at the top.
    @exclusivity(unchecked) private var key: (any CodingKey)?
    /// An encoder for the next value of a container, kept for use again: a container's value
    /// needs one while its `encode(to:)` runs, and most values are in containers.
    @exclusivity(unchecked) private var spare: JSONTextEncoder?
    private let pendingLink: PendingLink?

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] {
        guard let parent else { return [] }
        var path = parent.codingPath + pathInParent
        if let key { path.append(key) }
        return path
    }

    /// The JSON text of `value` and a final newline.
    static func text<T: Encodable>(of value: T, layout: JSONLayout) throws -> String {
        // The tree is released before the text is made of the bytes: the peak of a long list is
        // the bytes and the text, not the tree too.
        try written(value, layout: layout).text
    }

    /// The JSON text of `value` and a final newline, in a writer.
    private static func written<T: Encodable>(_ value: T, layout: JSONLayout) throws -> JSONWriter {
        let encoder = JSONTextEncoder(tree: JSONTextTree(), node: 0)
        if try !encoder.encodeScalar(value, into: 0) { try value.encode(to: encoder) }
        guard encoder.tree.nodes[0].kind != .unset else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        do {
            return try JSONTextWriter.written(encoder.tree, layout: layout)
        } catch {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: [],
                    debugDescription: "Unable to encode the given top-level value to JSON: more than "
                        + "\(JSONTextWriter.maximumDepth) arrays and objects nested."))
        }
    }

    init(
        tree: JSONTextTree, node: Int, parent: JSONTextEncoder? = nil, path: [any CodingKey] = [],
        key: (any CodingKey)? = nil, pendingLink: PendingLink? = nil
    ) {
        self.tree = tree
        self.node = node
        self.parent = parent
        self.pathInParent = path
        self.key = key
        self.pendingLink = pendingLink
    }

    deinit {
        switch pendingLink {
        case .member(let container, let key)?: tree.link(node, into: container, key: key)
        case .element(let container, let position)?: tree.insert(node, into: container, at: position)
        case nil: break
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        tree.makeContainer(node, .object)
        return KeyedEncodingContainer(JSONTextKeyedContainer<Key>(encoder: self, node: node, path: []))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        tree.makeContainer(node, .array)
        return JSONTextUnkeyedContainer(encoder: self, node: node, path: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Encodes `value`, which is in a container of this encoder's, into `target` (`key` is its
    /// key or index, `path` the nested containers' keys before it).
    func encode<T: Encodable>(_ value: T, into target: Int, key: some CodingKey, path: [any CodingKey]) throws {
        if try encodeScalar(value, into: target, codingPath: self.codingPath + path + [key]) { return }
        try encodeChild(value, into: target, key: key, path: path)
    }

    /// Encodes `value` into `target` with a child encoder: ``encode(_:into:key:path:)`` for a
    /// value that is not a scalar.
    private func encodeChild<T: Encodable>(
        _ value: T, into target: Int, key: some CodingKey, path: [any CodingKey]
    ) throws {
        var child: JSONTextEncoder
        if let spare {
            self.spare = nil
            child = spare
            child.node = target
            child.parent = self
            child.pathInParent = path
            child.key = key
        } else {
            child = JSONTextEncoder(tree: tree, node: target, parent: self, path: path, key: key)
        }
        defer {
            if spare == nil, isKnownUniquelyReferenced(&child) {
                child.parent = nil
                child.key = nil
                child.pathInParent = []
                spare = child
            }
        }
        try value.encode(to: child)
    }

    /// Writes `value` into `target` when it is a `String`, `Int`, `Double` or `Bool`, an
    /// optional `String` or `Int`, or an array of `String` or `Int` (what most values hold), as
    /// their own `encode(to:)` would but without a child encoder or a container for each;
    /// refuses `Data`, `URL` and `Decimal`. `false` when `value` has to encode itself.
    private func encodeScalar<T: Encodable>(
        _ value: T, into target: Int, codingPath: @autoclosure () -> [any CodingKey] = []
    ) throws -> Bool {
        if T.self == String.self {
            tree.setString(target, unsafeBitCast(value, to: String.self))
        } else if T.self == Int.self {
            tree.setInteger(target, unsafeBitCast(value, to: Int.self))
        } else if T.self == Double.self {
            try tree.setFloatingPoint(target, unsafeBitCast(value, to: Double.self), codingPath: codingPath())
        } else if T.self == Bool.self {
            tree.setLiteral(target, unsafeBitCast(value, to: Bool.self) ? "true" : "false")
        } else if T.self == String?.self {
            if let text = unsafeBitCast(value, to: String?.self) {
                tree.setString(target, text)
            } else {
                tree.setLiteral(target, "null")
            }
        } else if T.self == Int?.self {
            if let number = unsafeBitCast(value, to: Int?.self) {
                tree.setInteger(target, number)
            } else {
                tree.setLiteral(target, "null")
            }
        } else if T.self == [String].self {
            tree.makeContainer(target, .array)
            for text in unsafeBitCast(value, to: [String].self) { tree.setString(tree.appendElement(to: target), text) }
        } else if T.self == [Int].self {
            tree.makeContainer(target, .array)
            for number in unsafeBitCast(value, to: [Int].self) {
                tree.setInteger(tree.appendElement(to: target), number)
            }
        } else if T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: codingPath(),
                    debugDescription: "JSONText does not write a \(T.self): encode its text instead "
                        + "(absoluteString, base64EncodedString() or description)."))
        } else {
            return false
        }
        return true
    }

    // MARK: The single value container: this encoder's own node.

    /// The node a single value goes in: this encoder's, or, when a container was asked for
    /// here already, a node that is dropped (`JSONEncoder` keeps the container then).
    private func singleValueNode() -> Int {
        switch tree.nodes[node].kind {
        case .unset: node
        case .scalar:
            preconditionFailure(
                "Attempt to encode value through single value container when previously value already encoded.")
        case .array, .object: tree.detachedNode()
        }
    }

    func encodeNil() throws { tree.setLiteral(singleValueNode(), "null") }
    func encode(_ value: Bool) throws { tree.setLiteral(singleValueNode(), value ? "true" : "false") }
    func encode(_ value: String) throws { tree.setString(singleValueNode(), value) }
    func encode(_ value: Double) throws { try tree.setFloatingPoint(singleValueNode(), value, codingPath: codingPath) }
    func encode(_ value: Float) throws { try tree.setFloatingPoint(singleValueNode(), value, codingPath: codingPath) }
    func encode(_ value: Int) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: Int8) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: Int16) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: Int32) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: Int64) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: Int128) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: UInt) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: UInt8) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: UInt16) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: UInt32) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: UInt64) throws { tree.setInteger(singleValueNode(), value) }
    func encode(_ value: UInt128) throws { tree.setInteger(singleValueNode(), value) }

    func encode<T: Encodable>(_ value: T) throws {
        let target = singleValueNode()
        if try encodeScalar(value, into: target, codingPath: codingPath) { return }
        if target == node {
            try value.encode(to: self)
        } else {
            try encode(value, into: target, key: JSONTextKey.dropped, path: [])
        }
        // A value that encoded nothing is an empty object, as with `JSONEncoder`, even at the top.
        if tree.nodes[target].kind == .unset { tree.makeContainer(target, .object) }
    }
}

/// The keys `JSONText` makes up: an element's index in a coding path (`Index 3`, as
/// `JSONEncoder` names it, spelled only when asked for), and `super`.
struct JSONTextKey: CodingKey {
    private let name: String
    let intValue: Int?

    var stringValue: String { intValue.map { "Index \($0)" } ?? name }

    init(stringValue: String) {
        name = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        name = ""
        self.intValue = intValue
    }

    /// The key `superEncoder()` writes under.
    static let `super` = JSONTextKey(stringValue: "super")
    /// The path of a single value given where a container was asked for already.
    static let dropped = JSONTextKey(stringValue: "")
}
