#if canImport(Glibc)
import Glibc
#endif

/// One JSON value as the scanner recorded it: its kind and where its bytes are, so a value is read
/// (a string built, a number parsed) only when a decoder asks for it.
struct JSONNode {
    enum Kind: UInt8 { case object, array, string, number, `true`, `false`, null }

    /// For a string: no escape and no byte above 0x7F, so its bytes are the key's or the
    /// String's as they stand.
    static let plainASCII: UInt8 = 1
    /// For a string: at least one backslash escape.
    static let escaped: UInt8 = 2
    /// For a number: neither a fraction nor an exponent.
    static let integral: UInt8 = 4

    var kind: Kind
    var flags: UInt8
    /// A string's or number's first byte (inside the quotes); a container's member or element count.
    var first: UInt32
    /// A string's or number's end (the closing quote's offset); a container's ``next``.
    var second: UInt32

    init(kind: Kind, flags: UInt8 = 0, first: UInt32 = 0, second: UInt32 = 0) {
        self.kind = kind
        self.flags = flags
        self.first = first
        self.second = second
    }
}

/// The scanned document: the body's bytes (a copy this tape owns, so a container kept past the
/// decode call never reads freed memory) and its values in document order, each container
/// followed by its members (key, value, key, value, …) or elements. A container records where
/// its last descendant ends, so a value is stepped over in one step.
final class JSONTape: @unchecked Sendable {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The values (read without the checks of an array: the indices are the scanner's own).
    let nodes: UnsafeMutableBufferPointer<JSONNode>
    /// A `null` past the document, for `superDecoder(forKey:)` of a missing key.
    let absentNull: Int
    /// What each of its decoders hands the types it decodes (``MarvelJSONDecoder/userInfo``).
    let userInfo: [CodingUserInfoKey: Any]

    /// The tape of a body of `count` bytes that `copy` writes into the tape's own memory, scanned
    /// (``JSONScanner/scan(_:)``); that memory is freed when the body is not JSON.
    static func scanning(
        count: Int, userInfo: [CodingUserInfoKey: Any] = [:], _ copy: (UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws(JSONSyntaxError) -> JSONTape {
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
        copy(bytes)
        let nodes: JSONNodeBuffer
        do {
            nodes = try JSONScanner.scan(UnsafeBufferPointer(bytes))
        } catch {
            bytes.deallocate()
            throw error
        }
        return JSONTape(bytes: bytes, nodes: nodes, userInfo: userInfo)
    }

    /// A tape that owns `bytes` and `nodes` from now on.
    init(bytes: UnsafeMutableBufferPointer<UInt8>, nodes: JSONNodeBuffer, userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.bytes = bytes
        self.userInfo = userInfo
        var nodes = nodes
        absentNull = nodes.count
        nodes.append(JSONNode(kind: .null))
        self.nodes = UnsafeMutableBufferPointer(start: nodes.base, count: nodes.count)
    }

    deinit {
        bytes.deallocate()
        nodes.deallocate()
    }

    /// The index just past `index` and everything inside it.
    @inline(__always)
    func next(after index: Int) -> Int {
        let node = nodes[index]
        switch node.kind {
        case .object, .array: return Int(node.second)
        default: return index &+ 1
        }
    }

    /// The bytes of a string (between its quotes, escapes as written) or of a number.
    @inline(__always)
    func rawBytes(of index: Int) -> UnsafeBufferPointer<UInt8> {
        let node = nodes[index]
        return UnsafeBufferPointer(rebasing: bytes[Int(node.first)..<Int(node.second)])
    }

    /// The string at `index`, escapes resolved. The scanner checked the escapes and the UTF-8.
    func string(at index: Int) -> String {
        let node = nodes[index]
        let raw = rawBytes(of: index)
        guard node.flags & JSONNode.escaped != 0 else { return String(decoding: raw, as: UTF8.self) }
        // An escape never writes more bytes than it reads, so the raw length is enough room.
        return String(unsafeUninitializedCapacity: raw.count) { output in
            JSONEscapes.unescape(raw, into: output)
        }
    }

    /// Whether the member name at `index` is `key` (its UTF-8 `keyBytes`, all ASCII when
    /// `keyIsASCII`): byte for byte when both are plain ASCII, else as Swift compares strings,
    /// as `JSONDecoder`'s dictionary does.
    @inline(__always)
    func name(at index: Int, is keyBytes: UnsafeBufferPointer<UInt8>, keyIsASCII: Bool, key: String) -> Bool {
        let node = nodes[index]
        if keyIsASCII, node.flags & JSONNode.plainASCII != 0 {
            let count = Int(node.second &- node.first)
            guard count == keyBytes.count else { return false }
            // Names are short: a loop beats a call to memcmp.
            var index = 0
            while index < count {
                guard bytes[Int(node.first) &+ index] == keyBytes[index] else { return false }
                index &+= 1
            }
            return true
        }
        return string(at: index) == key
    }

    /// The coding path from the root to the value at `target`, rebuilt from the document (only
    /// an error or a caller asking pays for it): member names as written, element indices as
    /// `JSONDecoder` names them ("Index 3").
    func codingPath(to target: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var container = 0
        while container != target, container < absentNull {
            let node = nodes[container]
            var child = container + 1
            let end = Int(node.second)
            var found = false
            switch node.kind {
            case .object:
                while child < end {
                    let value = child + 1
                    let after = next(after: value)
                    if target >= value && target < after {
                        path.append(WireKey(string(at: child)))
                        container = value
                        found = true
                        break
                    }
                    child = after
                }
            case .array:
                var position = 0
                while child < end {
                    let after = next(after: child)
                    if target >= child && target < after {
                        path.append(WireKey(index: position))
                        container = child
                        found = true
                        break
                    }
                    child = after
                    position += 1
                }
            default: break
            }
            if !found { break }
        }
        return path
    }
}
