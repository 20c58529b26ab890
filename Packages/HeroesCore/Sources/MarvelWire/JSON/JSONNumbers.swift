#if canImport(Glibc)
import Glibc
#endif

/// Numbers read from their checked bytes: an integer exactly or not at all (an out-of-range or
/// fractional value is an error, never a trap), a double correctly rounded and finite.
enum JSONNumbers {
    /// `bytes` (a checked JSON number) as `T` when its exact decimal value is an integer that `T`
    /// holds, however it is written (`3e18`, `34.000`, `1200e-2`); nil otherwise. A fraction that
    /// rounding to a double would hide (`1.00000000000000001`) is still a fraction: refused.
    static func integer<T: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, integral: Bool, as type: T.Type)
        -> T?
    {
        integral ? exactInteger(bytes, as: type) : scaledInteger(bytes, as: type)
    }

    /// A number with a fraction or an exponent as `T`, read in decimal: its significant digits
    /// (leading zeros off, trailing zeros moved into the exponent) times a power of ten, which
    /// must not be negative (a fraction) nor make more digits than `T` holds.
    private static func scaledInteger<T: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, as type: T.Type)
        -> T?
    {
        let negative = bytes.first == UInt8(ascii: "-")
        let isDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
        var digits: [UInt8] = []
        var scale = 0
        var index = negative ? 1 : 0
        var afterPoint = false
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            if bytes[index] == UInt8(ascii: ".") {
                afterPoint = true
            } else {
                // Leading zeros count for nothing; a digit after the point divides by ten.
                if !digits.isEmpty || bytes[index] != UInt8(ascii: "0") { digits.append(bytes[index]) }
                if afterPoint { scale -= 1 }
            }
            index += 1
        }
        if index < bytes.count {  // `e` or `E`, an optional sign, digits
            index += 1
            let exponentIsNegative = bytes[index] == UInt8(ascii: "-")
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            // Saturated: no integer type holds a number of even a thousand digits.
            var exponent = 0
            while index < bytes.count {
                exponent = min(exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            scale += exponentIsNegative ? -exponent : exponent
        }
        if digits.isEmpty { return 0 }  // zero, however written: `-0.0e5`
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            scale += 1
        }
        // Past 20 digits no 64-bit integer holds it: refused before any arithmetic.
        guard scale >= 0, digits.count + scale <= 20 else { return nil }
        guard let magnitude = unsignedValue(ofDigits: digits + repeatElement(UInt8(ascii: "0"), count: scale)) else {
            return nil
        }
        return signed(magnitude, negative: negative, as: type)
    }

    /// Optional sign and digits, nothing else, as `T` when it fits.
    private static func exactInteger<T: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, as type: T.Type)
        -> T?
    {
        let negative = bytes.first == UInt8(ascii: "-")
        guard let magnitude = unsignedValue(ofDigits: bytes[(negative ? 1 : 0)...]) else { return nil }
        return signed(magnitude, negative: negative, as: type)
    }

    /// `digits` (ASCII decimal digits, nothing else) as one number; nil when it overflows 64 bits.
    private static func unsignedValue(ofDigits digits: some Sequence<UInt8>) -> UInt64? {
        var magnitude: UInt64 = 0
        for digit in digits {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            magnitude = sum
        }
        return magnitude
    }

    /// `magnitude`, negated when `negative`, as `T` when it fits.
    private static func signed<T: FixedWidthInteger>(_ magnitude: UInt64, negative: Bool, as type: T.Type) -> T? {
        if !negative { return T(exactly: magnitude) }
        if magnitude <= UInt64(Int64.max) { return T(exactly: -Int64(magnitude)) }
        return magnitude == UInt64(Int64.max) + 1 ? T(exactly: Int64.min) : nil
    }

    /// `bytes` (a checked JSON number) as the nearest double; nil when it overflows to infinity
    /// or rounds a non-zero number to zero, as `JSONDecoder` refuses both.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        floatingPoint(bytes, exactUpTo: 15, parse: strtod)
    }

    /// `bytes` as the nearest float, on the same terms as ``double(_:)``.
    static func float(_ bytes: UnsafeBufferPointer<UInt8>) -> Float? {
        floatingPoint(bytes, exactUpTo: 7, parse: strtof)
    }

    private static func floatingPoint<T: BinaryFloatingPoint>(
        _ bytes: UnsafeBufferPointer<UInt8>, exactUpTo digits: Int,
        parse: (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> T
    ) -> T? {
        // So few digits are exact in T: no rounding to do.
        if bytes.count <= digits, let integer = exactSmallInteger(bytes) {
            return integer == 0 && bytes.first == UInt8(ascii: "-") ? -0.0 : T(integer)
        }
        let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            for index in 0..<bytes.count { buffer[index] = CChar(bitPattern: bytes[index]) }
            buffer[bytes.count] = 0
            return parse(buffer.baseAddress!, nil)
        }
        guard value.isFinite else { return nil }
        if value == 0 {
            // A true zero has no digit 1-9 before its exponent.
            for byte in bytes {
                if byte | 0x20 == UInt8(ascii: "e") { break }
                if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return nil }
            }
        }
        return value
    }

    /// Sign and digits only, read as an Int; nil for anything else.
    private static func exactSmallInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }
}
