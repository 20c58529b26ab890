/// Writes a ``JSONTextTree`` with ``JSONWriter``, in a ``JSONLayout``:
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
struct JSONTextWriter: ~Copyable {
    /// The deepest nesting `JSONEncoder` writes.
    static let maximumDepth = 511

    /// Too many containers nested.
    struct TooDeep: Error {}

    private let tree: JSONTextTree
    private var output: JSONWriter
    /// Members being sorted, each object's above its parent's.
    private var members: [Member] = []

    /// A member to write: the node whose key is written, and the node whose value is (another
    /// node's when a later key equal to it replaced its value).
    private struct Member {
        var key: Int
        var value: Int
    }

    /// A writer holding the JSON text of `tree`'s root, which must be set, and a final newline.
    static func written(_ tree: JSONTextTree, layout: JSONLayout) throws(TooDeep) -> JSONWriter {
        var writer = JSONTextWriter(tree: tree, layout: layout)
        try writer.write(0, depth: 0)
        writer.output.endLine()
        return writer.finish()
    }

    private init(tree: JSONTextTree, layout: JSONLayout) {
        self.tree = tree
        output = JSONWriter(
            capacity: tree.scalars.count + tree.nodes.count * 16 + tree.keys.count + 2, layout: layout)
    }

    /// The writer, once the tree is written.
    private consuming func finish() -> JSONWriter { output }

    private mutating func write(_ node: Int, depth: Int) throws(TooDeep) {
        let value = tree.nodes[node]
        switch value.kind {
        case .scalar:
            output.scalar(tree.scalars.elements(value.first..<value.last))
        case .array:
            guard depth < Self.maximumDepth else { throw TooDeep() }
            output.beginArray()
            var child = value.first
            while child >= 0 {
                try write(child, depth: depth + 1)
                child = tree.nodes[child].next
            }
            output.endArray()
        case .object, .unset:
            guard depth < Self.maximumDepth else { throw TooDeep() }
            try writeObject(value, depth: depth)
        }
    }

    private mutating func writeObject(_ object: JSONTextTree.Node, depth: Int) throws(TooDeep) {
        output.beginObject()
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
        for position in base..<members.count {
            let member = members[position]
            // Of the members with one key, sorted in the order they were encoded, the last counts.
            if position + 1 < members.count, compareKeys(member.key, members[position + 1].key) == 0 { continue }
            output.key(tree.keys.elements(tree.keyRange(of: member.key)), plain: tree.nodes[member.key].keyIsPlain)
            try write(member.value, depth: depth + 1)
        }
        members.removeSubrange(base...)
        output.endObject()
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
