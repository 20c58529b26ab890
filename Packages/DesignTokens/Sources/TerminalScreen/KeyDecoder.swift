/// Turns the bytes a terminal sends in raw mode into ``Key``s: printable UTF-8 text, control
/// keys, the CSI and SS3 sequences of arrows, pages, Home and End (xterm, VT220 and rxvt
/// spellings), and SGR mouse reports of the wheel.
///
/// A sequence split across two reads is kept until the rest arrives; an escape byte at the end
/// of a read is the Escape key (terminals send a whole sequence in one write). Bytes it does not
/// know (other mouse buttons, function keys) are dropped, never turned into text.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("j\u{1B}[B\u{1B}[<64;10;5M".utf8))   // [.character("j"), .down, .wheelUp]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys `bytes` complete, in order.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        // A lone ESC, or an unfinished sequence, left when a read ends: the read is whole
        // (terminals write a sequence at once), so an ESC alone is the Escape key.
        if pending == [0x1B] {
            keys.append(.escape)
            pending = []
        } else if pending.count > 32 {
            pending = []  // no sequence is that long: garbage, dropped
        }
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it took (`nil` key: bytes dropped),
    /// or `nil` when the bytes are the start of a sequence that has not arrived whole.
    static func key(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        let first = bytes[start]
        switch first {
        case 0x1B:
            guard bytes.count > 1 else { return nil }
            let second = bytes[start + 1]
            if second == UInt8(ascii: "[") { return csi(bytes) }
            if second == UInt8(ascii: "O") {
                guard bytes.count > 2 else { return nil }
                return (ss3(bytes[start + 2]), 3)
            }
            if second == 0x1B { return (.escape, 1) }
            return (.escape, 1)  // Alt+key: Escape, then the key on its own
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.suspend, 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8(bytes)
        }
    }

    /// `ESC [ … final`: arrows, `~` keys, and SGR mouse reports `ESC [ < b ; x ; y M|m`.
    private static func csi(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                return (csiKey(parameters: parameters, final: byte), index - start + 1)
            }
            guard (0x20...0x3F).contains(byte) else { return (nil, index - start) }
            index += 1
        }
        return nil
    }

    private static func csiKey(parameters: String, final: UInt8) -> Key? {
        if parameters.hasPrefix("<") {
            guard final == UInt8(ascii: "M"), let button = Int(parameters.dropFirst().split(separator: ";").first ?? "")
            else { return nil }
            switch button & ~0b11100 {  // shift, alt and ctrl bits ignored
            case 64: return .wheelUp
            case 65: return .wheelDown
            default: return nil
            }
        }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    private static func ss3(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// One UTF-8 encoded character; a malformed lead byte is dropped.
    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let encoded = bytes[bytes.startIndex..<(bytes.startIndex + length)]
        guard let text = String(validating: encoded, as: UTF8.self), let scalar = text.unicodeScalars.first,
            !(0x80...0x9F).contains(scalar.value)
        else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }
}
