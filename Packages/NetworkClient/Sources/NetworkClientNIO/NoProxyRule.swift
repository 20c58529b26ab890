import Foundation

/// curl's `no_proxy` matching.
enum NoProxyRule {
    /// Whether `host` (lowercased, no brackets) is reached directly under `entries`.
    static func matches(_ host: String, entries: [String]) -> Bool {
        let host = host.hasSuffix(".") ? String(host.dropLast()) : host
        return entries.contains { entry in
            if entry == "*" { return true }
            let name = stripPort(entry)
            if let range = IPv4Range(name) { return IPv4Range.address(host).map(range.contains) ?? false }
            return host == name || host.hasSuffix("." + name)
        }
    }

    /// `entry` without a trailing `:port` (IPv6 entries, with more than one colon, are kept).
    private static func stripPort(_ entry: String) -> String {
        let trimmed = entry.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard trimmed.filter({ $0 == ":" }).count == 1, let colon = trimmed.firstIndex(of: ":") else { return trimmed }
        return String(trimmed[..<colon])
    }
}

/// An IPv4 address or range (`10.0.0.0/8`).
struct IPv4Range: Equatable {
    let network: UInt32
    let prefix: Int

    /// Parses `a.b.c.d` or `a.b.c.d/n`; `nil` for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let address = Self.address(String(parts[0])) else { return nil }
        let prefix = parts.count == 2 ? Int(parts[1]) : 32
        guard let prefix, (0...32).contains(prefix) else { return nil }
        self.prefix = prefix
        self.network = address & Self.mask(prefix)
    }

    /// Whether `address` is in the range.
    func contains(_ address: UInt32) -> Bool { address & Self.mask(prefix) == network }

    /// `a.b.c.d` as a number; `nil` if `text` is not one.
    static func address(_ text: String) -> UInt32? {
        let octets = text.split(separator: ".", omittingEmptySubsequences: false).map { UInt8($0) }
        guard octets.count == 4, octets.allSatisfy({ $0 != nil }) else { return nil }
        return octets.reduce(UInt32(0)) { $0 << 8 | UInt32($1!) }
    }

    private static func mask(_ prefix: Int) -> UInt32 { prefix == 0 ? 0 : UInt32.max << (32 - prefix) }
}
