/// The values a `JSONText` encoding has produced so far, in three flat buffers instead of a
/// tree of boxed values and dictionaries: objects' members are kept in the order they were
/// encoded and sorted only when written (``JSONTextWriter``), since a type may encode its keys
/// in any order and go back to a container it has left.
///
/// A node is a scalar (its finished JSON text, a string quoted and escaped, in `scalars`), an
/// array or an object (a list of child nodes linked by `next`), or unset (nothing encoded yet;
/// written as `{}`, as `JSONEncoder` writes a nested value that encodes nothing). An object's
/// member keeps its key's UTF-8 bytes in `keys`, unescaped, which is what keys are sorted by.
/// The buffers are JSONText's own memory (``JSONTextBuffer``), freed with the tree.
final class JSONTextTree {
    /// What a node holds.
    enum Kind: UInt8 {
        case unset, scalar, array, object
    }

    /// One value. `first` and `last` are a scalar's text range in `scalars`, or a container's
    /// first and last child (`-1` when it has none).
    struct Node {
        var kind = Kind.unset
        /// A member's key is ASCII and needs no escape: it is written as it is, and equal to
        /// another key exactly when its bytes are.
        var keyIsPlain = true
        var first = -1
        var last = -1
        /// The next child of the same container, `-1` for the last.
        var next = -1
        /// A container's number of children.
        var count = 0
        /// A member's key: its range in `keys`.
        var keyStart = 0
        var keyEnd = 0
    }

    // Unchecked (no runtime check of each access to a class's property): the encoder never
    // holds an access to a buffer while it calls out.
    @exclusivity(unchecked) private(set) var nodes = JSONTextBuffer<Node>(capacity: 64)
    /// Each scalar's JSON text, one after the other.
    @exclusivity(unchecked) var scalars = JSONTextBuffer<UInt8>(capacity: 1024)
    /// Each member's key, unescaped, one after the other.
    @exclusivity(unchecked) private(set) var keys = JSONTextBuffer<UInt8>(capacity: 256)

    /// A tree with one unset root, node 0.
    init() {
        nodes.append(Node())
    }

    deinit {
        nodes.deallocate()
        scalars.deallocate()
        keys.deallocate()
    }

    /// A new unset node in no container yet; ``link(_:into:key:)`` or ``insert(_:into:at:)``
    /// puts it in one.
    func detachedNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// A new unset node at the end of the array `container`.
    func appendElement(to container: Int) -> Int {
        let node = detachedNode()
        append(node, to: container)
        return node
    }

    /// A new unset node at the end of the object `container`, under `key`.
    func appendMember(to container: Int, key: String) -> Int {
        let node = detachedNode()
        link(node, into: container, key: key)
        return node
    }

    /// Puts the detached `node` at the end of the object `container`, under `key`.
    func link(_ node: Int, into container: Int, key: String) {
        var key = key
        let start = keys.count
        let plain = key.withUTF8 { bytes in
            keys.append(bytes)
            return !bytes.contains { $0 >= 0x80 || $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        nodes[node].keyStart = start
        nodes[node].keyEnd = keys.count
        nodes[node].keyIsPlain = plain
        append(node, to: container)
    }

    /// Puts the detached `node` in the array `container` at `position` (`0` first), or at its
    /// end when it has fewer children.
    func insert(_ node: Int, into container: Int, at position: Int) {
        guard position > 0, nodes[container].first >= 0 else {
            nodes[node].next = nodes[container].first
            nodes[container].first = node
            if nodes[container].last < 0 { nodes[container].last = node }
            nodes[container].count += 1
            return
        }
        var previous = nodes[container].first
        for _ in 1..<position {
            let next = nodes[previous].next
            guard next >= 0 else { break }
            previous = next
        }
        nodes[node].next = nodes[previous].next
        nodes[previous].next = node
        if nodes[container].last == previous { nodes[container].last = node }
        nodes[container].count += 1
    }

    private func append(_ node: Int, to container: Int) {
        let last = nodes[container].last
        if last >= 0 {
            nodes[last].next = node
        } else {
            nodes[container].first = node
        }
        nodes[container].last = node
        nodes[container].count += 1
    }

    /// The last member of the object `container` under `key` (equal as Swift strings, as
    /// `JSONEncoder` looks keys up in a dictionary): the one that counts, as a key encoded again
    /// replaces its earlier value.
    func lastMember(of container: Int, key: String) -> Int? {
        var found: Int?
        var child = nodes[container].first
        while child >= 0 {
            let sameBytes = keys.elements(keyRange(of: child)).elementsEqual(key.utf8)
            if sameBytes || (!nodes[child].keyIsPlain && keyString(of: child) == key) { found = child }
            child = nodes[child].next
        }
        return found
    }

    /// Member `node`'s key.
    func keyString(of node: Int) -> String {
        String(decoding: keys.elements(keyRange(of: node)), as: UTF8.self)
    }

    /// Makes the unset `node` a container of `kind`, or leaves it when it is one already (a
    /// container asked for again adds to the same one, as with `JSONEncoder`).
    func makeContainer(_ node: Int, _ kind: Kind) {
        switch nodes[node].kind {
        case .unset: nodes[node].kind = kind
        case kind: break
        default:
            preconditionFailure(
                "Attempt to push a new \(kind == .object ? "keyed" : "unkeyed") encoding container when already previously encoded at this path."
            )
        }
    }

    /// Ends the scalar whose text was appended to `scalars` from `start` on: `node` holds it.
    func endScalar(_ node: Int, from start: Int) {
        nodes[node].kind = .scalar
        nodes[node].first = start
        nodes[node].last = scalars.count
    }

    /// The key bytes of member `node`.
    func keyRange(of node: Int) -> Range<Int> {
        nodes[node].keyStart..<nodes[node].keyEnd
    }
}
