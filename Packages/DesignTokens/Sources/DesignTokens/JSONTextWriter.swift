/// Writes a ``JSONTextTree`` in a ``JSONLayout``:
///
/// - ``JSONLayout/indented``: each element and member on a line of its own, indented by two
///   spaces a level, `": "` between a key and its value, `[]` and `{}` for empty containers (the
///   layout of `jq .` and of gh on a terminal);
/// - ``JSONLayout/compact``: no whitespace between tokens, one line: what `JSONEncoder` writes
///   with `.sortedKeys` and `.withoutEscapingSlashes`, byte for byte (tests compare the two);
/// - in both, scalars as `JSONEncoder` writes them, and an object's members sorted by their keys' UTF-8 bytes (what swift-foundation does outside
///   Apple's platforms: `"B"` before `"a"`, `"10"` before `"9"`, `"z"` before `"é"`); of a key
///   encoded more than once, the last value, under the first spelling of keys that are equal
///   as Swift strings (`JSONEncoder` keeps an object in a `[String: …]`);
/// - at most 511 containers nested, like `JSONEncoder`, which refuses the 512th.
struct JSONTextWriter {
    /// The deepest nesting `JSONEncoder` writes.
    static let maximumDepth = 511

    /// Too many containers nested.
    struct TooDeep: Error {}

    private let tree: JSONTextTree
    private let indents: Bool
    private var bytes: JSONTextBuffer<UInt8>
    /// Members being sorted, each object's above its parent's.
    private var members: [Member] = []

    /// A member to write: the node whose key is written, and the node whose value is (another
    /// node's when a later key equal to it replaced its value).
    private struct Member {
        var key: Int
        var value: Int
    }

    /// The JSON text of `tree`'s root, which must be set, and a final newline, in a buffer the
    /// caller deallocates.
    static func bytes(of tree: JSONTextTree, layout: JSONLayout) throws(TooDeep) -> JSONTextBuffer<UInt8> {
        var writer = JSONTextWriter(tree: tree, indents: layout == .indented)
        do {
            try writer.write(0, depth: 0)
        } catch {
            writer.bytes.deallocate()
            throw error
        }
        writer.bytes.append(0x0A)
        return writer.bytes
    }

    private init(tree: JSONTextTree, indents: Bool) {
        self.tree = tree
        self.indents = indents
        bytes = JSONTextBuffer(capacity: tree.scalars.count + tree.nodes.count * 16 + tree.keys.count + 2)
    }

    private mutating func write(_ node: Int, depth: Int) throws(TooDeep) {
        let value = tree.nodes[node]
        switch value.kind {
        case .scalar:
            bytes.append(tree.scalars.elements(value.first..<value.last))
        case .array:
            guard depth < Self.maximumDepth else { throw TooDeep() }
            bytes.append(UInt8(ascii: "["))
            var child = value.first
            while child >= 0 {
                if child != value.first { bytes.append(UInt8(ascii: ",")) }
                newLine(depth + 1)
                try write(child, depth: depth + 1)
                child = tree.nodes[child].next
            }
            close(UInt8(ascii: "]"), depth: depth, empty: value.first < 0)
        case .object, .unset:
            guard depth < Self.maximumDepth else { throw TooDeep() }
            try writeObject(value, depth: depth)
        }
    }

    private mutating func writeObject(_ object: JSONTextTree.Node, depth: Int) throws(TooDeep) {
        bytes.append(UInt8(ascii: "{"))
        let base = members.count
        var plainKeys = true
        var child = object.kind == .object ? object.first : -1
        while child >= 0 {
            members.append(Member(key: child, value: child))
            if !tree.nodes[child].keyIsPlain { plainKeys = false }
            child = tree.nodes[child].next
        }
        if !plainKeys { mergeEquivalentKeys(from: base) }
        sortMembers(from: base)
        var first = true
        for position in base..<members.count {
            let member = members[position]
            // Of the members with one key, sorted in the order they were encoded, the last counts.
            if position + 1 < members.count, compareKeys(member.key, members[position + 1].key) == 0 { continue }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            newLine(depth + 1)
            let key = tree.keys.elements(tree.keyRange(of: member.key))
            if tree.nodes[member.key].keyIsPlain {
                bytes.append(UInt8(ascii: "\""))
                bytes.append(key)
                bytes.append(UInt8(ascii: "\""))
            } else {
                JSONTextTree.appendQuoted(key, to: &bytes)
            }
            bytes.append(UInt8(ascii: ":"))
            if indents { bytes.append(UInt8(ascii: " ")) }
            try write(member.value, depth: depth + 1)
        }
        let empty = first
        members.removeSubrange(base...)
        close(UInt8(ascii: "}"), depth: depth, empty: empty)
    }

    /// Makes members whose keys are equal as Swift strings (canonically equivalent, `"é"` and
    /// `"e\u{301}"`) one, as `JSONEncoder`'s dictionary does: the first key's spelling, the last
    /// value.
    private mutating func mergeEquivalentKeys(from base: Int) {
        var firstPosition: [String: Int] = [:]
        var kept = base
        for position in base..<members.count {
            let member = members[position]
            let key = tree.keyString(of: member.key)
            if let earlier = firstPosition[key] {
                members[earlier].value = member.value
            } else {
                firstPosition[key] = kept
                members[kept] = member
                kept += 1
            }
        }
        members.removeSubrange(kept...)
    }

    /// The end of a container: right after its opening bracket when it is empty, else (indented)
    /// on its own line, at its indentation.
    private mutating func close(_ bracket: UInt8, depth: Int, empty: Bool) {
        if !empty { newLine(depth) }
        bytes.append(bracket)
    }

    /// Indented: a line break and the indentation of `depth`; compact: nothing.
    private mutating func newLine(_ depth: Int) {
        guard indents else { return }
        bytes.append(0x0A)
        bytes.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }

    /// Sorts `members[base...]` by key, members with equal keys in the order they were encoded
    /// (their order in the list); an insertion sort, as most objects have a dozen members.
    private mutating func sortMembers(from base: Int) {
        let count = members.count - base
        guard count > 1 else { return }
        if count > 24 {
            let sorted = members[base...].enumerated().sorted { left, right in
                let order = compareKeys(left.element.key, right.element.key)
                return order != 0 ? order < 0 : left.offset < right.offset
            }
            members.replaceSubrange(base..., with: sorted.lazy.map(\.element))
            return
        }
        for position in (base + 1)..<members.count {
            let member = members[position]
            var slot = position
            while slot > base, compareKeys(members[slot - 1].key, member.key) > 0 {
                members[slot] = members[slot - 1]
                slot -= 1
            }
            members[slot] = member
        }
    }

    /// The order of two members' keys by their UTF-8 bytes, a prefix first: negative, 0 or
    /// positive.
    private func compareKeys(_ left: Int, _ right: Int) -> Int {
        let leftKey = tree.keys.elements(tree.keyRange(of: left))
        let rightKey = tree.keys.elements(tree.keyRange(of: right))
        for offset in 0..<min(leftKey.count, rightKey.count) where leftKey[offset] != rightKey[offset] {
            return leftKey[offset] < rightKey[offset] ? -1 : 1
        }
        return leftKey.count - rightKey.count
    }
}
