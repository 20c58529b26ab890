import TerminalScreen

// Target `keys`: the bytes a terminal sends to `heroes browse` → KeyDecoder's keys.
//
// Two inputs in one. The raw bytes, in reads cut where the input says: no trap, and no key is
// text that a terminal would act on (a `.character` is never a C0 or C1 control or DEL: bytes
// it does not know are dropped, never typed). Then a stream of whole keys as terminals send
// them (text in UTF-8, control keys, the CSI and SS3 spellings of arrows, pages, Home and End,
// mouse wheel reports, unknown sequences), each token's keys known by decoding it alone: the
// stream cut into reads anywhere but right after an escape byte (a lone ESC ending a read is
// the Escape key, by contract) gives the very same keys, in order.
func fuzzKeyDecoder(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let raw = input.rest()
    var decoder = KeyDecoder()
    var start = 0
    while start < raw.count {
        let end = min(raw.count, start + 1 + Int(raw[start] % 16))
        for key in decoder.decode(Array(raw[start..<end])) {
            if case .character(let character) = key,
                character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            {
                fail("keys: a control character typed as text", String(describing: raw))
            }
        }
        start = end
    }

    var tokens = FuzzInput(bytes)
    var stream: [UInt8] = []
    var expected: [Key] = []
    while !tokens.isAtEnd {
        let token = keyToken(&tokens)
        var alone = KeyDecoder()
        expected += alone.decode(token)
        stream += token
    }
    var cuts = FuzzInput(bytes.reversed())
    var keys: [Key] = []
    var streamDecoder = KeyDecoder()
    var position = 0
    while position < stream.count {
        var end = min(stream.count, position + 1 + cuts.int(in: 0...12))
        while end < stream.count, stream[end - 1] == 0x1B { end += 1 }
        keys += streamDecoder.decode(Array(stream[position..<end]))
        position = end
    }
    guard keys == expected else {
        fail("keys: a stream cut into reads gave other keys", "\(stream)\n\(keys)\n\(expected)")
    }
}

/// One key as a terminal sends it (never a lone ESC, which would join the next token).
private func keyToken(_ input: inout FuzzInput) -> [UInt8] {
    switch input.byte() % 10 {
    case 0: return Array(String(input.string(maximum: 1).unicodeScalars.filter { $0 != "\u{1B}" }).utf8)
    case 1: return [[0x0D, 0x0A, 0x7F, 0x08, 0x09, 0x03, 0x1A, 0x01, 0x1F, 0x00][Int(input.byte() % 10)]]
    case 2: return Array("\u{1B}[\(["A", "B", "C", "D", "H", "F"][input.int(in: 0...5)])".utf8)
    case 3: return Array("\u{1B}O\(["A", "B", "C", "D", "H", "F", "P", "x"][input.int(in: 0...7)])".utf8)
    case 4: return Array("\u{1B}[\(input.int(in: 0...9))\(input.bool() ? ";\(input.int(in: 0...9))" : "")~".utf8)
    case 5:
        let button = [64, 65, 0, 2, 68, 81, 35][input.int(in: 0...6)]
        return Array(
            "\u{1B}[<\(button);\(input.int(in: 1...999));\(input.int(in: 1...999))\(input.bool() ? "M" : "m")".utf8)
    case 6:
        // An unknown CSI: parameter and intermediate bytes, then a final byte.
        let middle = (0..<input.int(in: 0...12)).map { _ in UInt8(0x20 + input.byte() % 0x20) }
        return [0x1B, UInt8(ascii: "[")] + middle + [UInt8(0x40 + input.byte() % 0x3F)]
    case 7: return Array("\u{1B}\u{1B}[A".utf8)  // Alt+Up: Escape, then Up
    default: return Array(String(UnicodeScalar(0x20 + input.byte() % 0x5F)).utf8)
    }
}
