#if canImport(Glibc)
import Glibc
#endif

/// Numbers read from their checked bytes as `JSONDecoder` reads them: an integer exactly or not
/// at all (an out-of-range or fractional value is an error, never a trap), a double correctly
/// rounded and finite.
enum JSONNumbers {
    /// `bytes` (a checked JSON number) as `T`: digits alone are read with overflow checked; a
    /// fraction or an exponent is read as a double and taken when it is an integer below 2^53,
    /// or when its fraction is zeros (`34.000`). Nil when `T` cannot hold the number.
    static func integer<T: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, integral: Bool, as type: T.Type)
        -> T?
    {
        if integral { return exactInteger(bytes, as: type) }
        if let double = double(bytes), let value = T(exactly: double), double.magnitude < 9_007_199_254_740_992 {
            return value
        }
        // `12.000`: the digits before the point, when only zeros follow it.
        guard let point = bytes.firstIndex(of: UInt8(ascii: ".")),
            bytes[(point + 1)...].allSatisfy({ $0 == UInt8(ascii: "0") })
        else { return nil }
        return exactInteger(UnsafeBufferPointer(rebasing: bytes[..<point]), as: type)
    }

    /// Optional sign and digits, nothing else, as `T` when it fits.
    private static func exactInteger<T: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, as type: T.Type)
        -> T?
    {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var magnitude: UInt64 = 0
        while index < bytes.count {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            magnitude = sum
            index += 1
        }
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
