/// What made a body not JSON (RFC 8259), and where: the underlying error of the
/// `DecodingError.dataCorrupted` that ``MarvelJSONDecoder`` throws for it.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    enum Reason: Equatable {
        case unexpectedEnd
        case unexpectedByte(UInt8)
        case trailingBytes
        case tooDeep
        case controlCharacterInString(UInt8)
        case invalidEscape
        case loneSurrogate
        case invalidUTF8
        case invalidNumber
        case tooLarge
        /// Read by the decoder, not the scanner: a number the type asked for cannot hold.
        case numberNotRepresentable(String)
    }

    var reason: Reason
    /// The byte offset in the body.
    var offset: Int

    var description: String {
        let what =
            switch reason {
            case .unexpectedEnd: "the body ends in the middle of a value"
            case .unexpectedByte(let byte): "unexpected byte 0x\(String(byte, radix: 16))"
            case .trailingBytes: "bytes follow the value"
            case .tooDeep: "more than \(JSONScanner.maximumDepth) nested arrays or objects"
            case .controlCharacterInString(let byte): "control character 0x\(String(byte, radix: 16)) in a string"
            case .invalidEscape: "invalid escape in a string"
            case .loneSurrogate: "a \\u escape of half a surrogate pair"
            case .invalidUTF8: "invalid UTF-8"
            case .invalidNumber: "invalid number"
            case .tooLarge: "the body is 4 GB or more"
            case .numberNotRepresentable(let text): "number \(text) does not fit the type asked for"
            }
        return "\(what) at byte \(offset)"
    }
}

/// A strict RFC 8259 scanner: one pass over the bytes that checks the grammar, the UTF-8 and the
/// escapes, and records every value's kind and place in a flat list (``JSONTape``) without
/// building a string or a number. Nesting is limited as Foundation's scanner limits it, so
/// hostile input never overflows the stack.
struct JSONScanner {
    /// Foundation's limit: 512 nested arrays or objects are read, the 513th is refused.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var nodes: JSONNodeBuffer

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // About one value per 17 bytes in the API's answers: rarely a second allocation.
        nodes = JSONNodeBuffer(capacity: bytes.count / 12 + 4)
    }

    /// The values of the whole body: one value, whitespace around it, nothing else (a UTF-8
    /// byte order mark first is skipped, as Foundation skips it).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNodeBuffer {
        guard bytes.count < Int(UInt32.max) else { throw JSONSyntaxError(reason: .tooLarge, offset: 0) }
        var scanner = JSONScanner(bytes)
        do throws(JSONSyntaxError) {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
            scanner.skipWhitespace()
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            guard scanner.position == bytes.count else {
                throw JSONSyntaxError(reason: .trailingBytes, offset: scanner.position)
            }
            return scanner.nodes
        } catch {
            scanner.nodes.deallocate()
            throw error
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position &+= 1
            default: return
            }
        }
    }

    private func fail(_ reason: JSONSyntaxError.Reason, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, offset: offset ?? position)
    }

    private func unexpected() -> JSONSyntaxError {
        position < bytes.count ? fail(.unexpectedByte(bytes[position])) : fail(.unexpectedEnd)
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) {
        guard position < bytes.count else { throw fail(.unexpectedEnd) }
        switch bytes[position] {
        case UInt8(ascii: "{"): try container(.object, depth: depth + 1)
        case UInt8(ascii: "["): try container(.array, depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true", .true)
        case UInt8(ascii: "f"): try literal("false", .false)
        case UInt8(ascii: "n"): try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw unexpected()
        }
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONNode.Kind) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        for offset in 0..<count {
            guard position + offset < bytes.count else { throw fail(.unexpectedEnd, at: position + offset) }
            guard bytes[position + offset] == word.utf8Start[offset] else {
                throw fail(.unexpectedByte(bytes[position + offset]), at: position + offset)
            }
        }
        position += count
        nodes.append(JSONNode(kind: kind))
    }

    /// An object (`kind` `.object`: names and values) or an array, its members recorded after it.
    private mutating func container(_ kind: JSONNode.Kind, depth: Int) throws(JSONSyntaxError) {
        guard depth <= Self.maximumDepth else { throw fail(.tooDeep) }
        let closing = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let index = nodes.count
        nodes.append(JSONNode(kind: kind))
        position += 1
        skipWhitespace()
        var count: UInt32 = 0
        if position < bytes.count, bytes[position] == closing {
            position += 1
        } else {
            while true {
                if kind == .object { try name() }
                try value(depth: depth)
                count += 1
                guard try anotherMember(before: closing) else { break }
            }
        }
        nodes[index].first = count
        nodes[index].second = UInt32(nodes.count)
    }

    /// A member's name and its colon.
    private mutating func name() throws(JSONSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw unexpected() }
        try string()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw unexpected() }
        position += 1
        skipWhitespace()
    }

    /// After a member or an element: true after a comma, false after `closing`; else an error.
    private mutating func anotherMember(before closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw fail(.unexpectedEnd) }
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: ",") {
            skipWhitespace()
            return true
        }
        guard byte == closing else { throw fail(.unexpectedByte(byte), at: position - 1) }
        return false
    }

    /// A string: no raw control character, valid escapes (a `\u` surrogate only in a pair),
    /// valid UTF-8 (shortest forms, no surrogates, nothing past U+10FFFF).
    private mutating func string() throws(JSONSyntaxError) {
        position += 1
        let start = position
        var flags = JSONNode.plainASCII
        while true {
            // The common run: printable ASCII other than the quote and the backslash, eight
            // bytes at a time while none of them is another byte, then one at a time.
            plainRun()
            while position < bytes.count {
                let byte = bytes[position]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                position &+= 1
            }
            guard position < bytes.count else { throw fail(.unexpectedEnd) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            flags &= ~JSONNode.plainASCII
            if byte == UInt8(ascii: "\\") {
                flags |= JSONNode.escaped
                try escape()
            } else if byte < 0x20 {
                throw fail(.controlCharacterInString(byte))
            } else {
                try multibyte()
            }
        }
        nodes.append(JSONNode(kind: .string, flags: flags, first: UInt32(start), second: UInt32(position)))
        position += 1
    }

    /// Steps over whole words of eight printable ASCII bytes that are neither `"` nor `\\`
    /// (the classic tests for a byte below a value, in every byte of a word at once).
    @inline(__always)
    private mutating func plainRun() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = position
        let end = bytes.count &- 8
        while offset <= end {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let control = (word &- ones &* 0x20) & ~word
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let found = (quote &- ones) & ~quote | (backslash &- ones) & ~backslash
            guard (word | control | found) & highs == 0 else { break }
            offset &+= 8
        }
        position = offset
    }

    private mutating func escape() throws(JSONSyntaxError) {
        let start = position
        guard position + 1 < bytes.count else { throw fail(.unexpectedEnd) }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let unit = try hex4(at: position + 2)
            position += 6
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw fail(.loneSurrogate, at: start) }
                let low = try hex4(at: position + 2)
                guard (0xDC00...0xDFFF).contains(low) else { throw fail(.loneSurrogate, at: start) }
                position += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw fail(.loneSurrogate, at: start)
            }
        default: throw fail(.invalidEscape, at: start)
        }
    }

    private func hex4(at offset: Int) throws(JSONSyntaxError) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw fail(.unexpectedEnd, at: bytes.count) }
        var unit: UInt16 = 0
        for index in offset..<offset + 4 {
            guard let digit = JSONEscapes.hexValue(bytes[index]) else { throw fail(.invalidEscape, at: index) }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// One UTF-8 sequence of two to four bytes (RFC 3629's table).
    private mutating func multibyte() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw fail(.invalidUTF8)
        }
        guard position + length <= bytes.count else { throw fail(.invalidUTF8) }
        let second = bytes[position + 1]
        guard second >= low, second <= high else { throw fail(.invalidUTF8) }
        for index in position + 2..<position + length where bytes[index] & 0xC0 != 0x80 {
            throw fail(.invalidUTF8)
        }
        position += length
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(JSONSyntaxError) {
        let start = position
        var flags = JSONNode.integral
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count else { throw fail(.unexpectedEnd) }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() else { throw fail(.invalidNumber, at: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            flags = 0
            position += 1
            guard digits() else { throw fail(.invalidNumber, at: start) }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            flags = 0
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() else { throw fail(.invalidNumber, at: start) }
        }
        nodes.append(JSONNode(kind: .number, flags: flags, first: UInt32(start), second: UInt32(position)))
    }

    /// Steps over one or more digits; false when there is none.
    @inline(__always)
    private mutating func digits() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position &+= 1 }
        return position > start
    }
}
