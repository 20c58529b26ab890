/// A fuzz input read as a stream of choices: numbers, flags and strings taken from its bytes in
/// turn, so that libFuzzer's mutations of the bytes become mutations of structured values. Past
/// the end every choice is zero, every string empty.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in `range`, from as many bytes as it needs.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
        if span == 0 { return range.lowerBound }
        var value: UInt64 = 0
        var covered: UInt64 = 0
        while covered < span, !isAtEnd {
            value = value << 8 | UInt64(byte())
            covered = covered == 0 ? 0xFF : covered << 8 | 0xFF
        }
        let offset = span == .max ? value : value % (span + 1)
        return Int(bitPattern: UInt(truncatingIfNeeded: UInt64(bitPattern: Int64(range.lowerBound)) &+ offset))
    }

    /// Any Int, edge values often: 0, ±1, Int.min, Int.max and a few near them.
    mutating func anyInt() -> Int {
        switch byte() % 8 {
        case 0: [0, 1, -1, Int.max, Int.min, Int.max - 1, Int.min + 1, 100][Int(byte() % 8)]
        case 1, 2: int(in: -300...2000)
        default: int(in: Int.min...Int.max)
        }
    }

    /// Any Double: ordinary ones, edge ones (±0, huge, tiny, subnormal) and, when
    /// `finiteOnly` is false, infinities and NaN.
    mutating func double(finiteOnly: Bool = true) -> Double {
        switch byte() % 6 {
        case 0:
            let edges: [Double] = [0, -0.0, 1e308, -1e-308, 5e-324, .greatestFiniteMagnitude, 0.1, 1e21, 1e-7, 123.456]
            return edges[Int(byte()) % edges.count]
        case 1 where !finiteOnly: return [.infinity, -.infinity, .nan][Int(byte() % 3)]
        case 2: return Double(int(in: -100_000...100_000)) / 8
        default:
            let bits = UInt64(bitPattern: Int64(int(in: Int.min...Int.max)))
            let value = Double(bitPattern: bits)
            return finiteOnly && !value.isFinite ? 0 : value
        }
    }

    /// A string of at most `maximum` scalars, taken from the input as UTF-8 where it is, with
    /// what a hostile server sends often: controls, escapes, bidi, combining and wide scalars.
    mutating func string(maximum: Int = 40) -> String {
        let count = int(in: 0...maximum)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count where !isAtEnd {
            let kind = byte()
            let scalar: Unicode.Scalar?
            switch kind % 16 {
            case 0: scalar = Unicode.Scalar(byte() % 0x20)  // C0
            case 1: scalar = Unicode.Scalar(0x80 + UInt32(byte() % 0x20))  // C1
            case 2: scalar = Self.special[Int(byte()) % Self.special.count]
            case 3: scalar = Unicode.Scalar(UInt32(int(in: 0...0x10FFFF)))
            case 4: scalar = Unicode.Scalar(0x300 + UInt32(byte() % 0x70))  // combining
            case 5: scalar = Unicode.Scalar(0x4E00 + UInt32(byte()))  // wide
            default: scalar = Unicode.Scalar(0x20 + UInt32(byte() % 0x5F))  // printable ASCII
            }
            if let scalar { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// Scalars that terminals, shells, JSON and Unicode treat specially.
    static let special: [Unicode.Scalar] = [
        "\u{1B}", "\u{7F}", "\u{9B}", "\u{9D}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}", "\u{FEFF}",
        "\u{2028}", "\u{2029}", "\u{FE0F}", "\u{1F9B8}", "\u{E000}", "\u{FFFD}", "\u{0}", "\"", "\\", "'", "$",
        "`", "!", "#", "~", "*", "?", "[", "=", "%", ";", "&", "|", "(", ")", "{", "}", "<", ">", "\t", "\n",
        "\r", " ", ",", "@", "^", "é", "e\u{301}", "\u{1100}", "\u{FF21}", "\u{3000}",
    ].compactMap { $0.unicodeScalars.first }

    /// The rest of the input as bytes.
    mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
