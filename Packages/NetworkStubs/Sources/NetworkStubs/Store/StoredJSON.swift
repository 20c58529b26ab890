#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarvelWire

/// A record's JSON as stored: the API's own bytes with each gateway address prefix replaced by
/// one control byte, the record's own address (a prefix, then `type/id`: its `resourceURI`,
/// which starts each of its `collectionURI`s too) by one more, and the value of its name (the
/// JSON string of its top-level ``CatalogSchema/nameField(of:)``) by ``nameByte``, that string
/// being stored apart (the `name` column). Raw control bytes cannot occur in valid JSON (they are
/// always escaped inside strings), so the replacements are unambiguous and
/// ``expand(_:name:of:id:into:)`` restores the exact bytes. The prefixes take about a third off
/// the snapshot (every record names dozens of others by URI); the own address, written five or
/// six times in most records, is what a per-record compressor pays most for after them.
enum StoredJSON {
    /// The prefixes replaced, each by the byte at its index plus one. Static strings, whose
    /// bytes are in the binary: an array of arrays is built at first use, with its generic
    /// metadata, on the way to the embedded catalog's first answer.
    static let prefixes: (StaticString, StaticString) = (
        "http://gateway.marvel.com/v1/public/", "https://gateway.marvel.com/v1/public/"
    )

    /// The bytes of prefix `number` (1 or 2, the byte that stands for it).
    static func prefix(_ number: UInt8) -> UnsafeBufferPointer<UInt8> {
        let text = number == 1 ? prefixes.0 : prefixes.1
        return UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// How many prefixes there are: the bytes 1...count stand for them, and the bytes
    /// count+1...2×count for each of them followed by the record's own `type/id`.
    static let prefixCount: UInt8 = 2

    /// The record's own address after a prefix: `type/id`.
    static func ownAddress(of resource: MarvelResource, id: Int) -> [UInt8] {
        Array("\(resource.rawValue)/\(id)".utf8)
    }

    /// The byte that stands for the record's name, stored apart.
    static let nameByte: UInt8 = 2 * prefixCount + 1

    /// `json`, a record of `resource` with `id`, as stored, and its name apart: the JSON string
    /// (quotes and escapes included) of its top-level ``CatalogSchema/nameField(of:)`` replaced by
    /// ``nameByte`` (`nil` when that field is not a string), then every prefix replaced by its
    /// byte, then each prefix byte followed by the record's own address (and no further digit) by
    /// that prefix's own-address byte.
    static func compact(_ json: some Collection<UInt8>, of resource: MarvelResource, id: Int) -> (
        json: [UInt8], name: [UInt8]?
    ) {
        var bytes = Array(json)
        var name: [UInt8]?
        if let range = MarvelJSONDecoder.stringMemberRange(CatalogSchema.nameField(of: resource), in: bytes) {
            name = Array(bytes[range])
            bytes.replaceSubrange(range, with: [nameByte])
        }
        return (compactAddresses(bytes, of: resource, id: id), name)
    }

    /// `json` with every prefix replaced by its byte, then each prefix byte followed by the
    /// record's own address (and no further digit) by that prefix's own-address byte.
    private static func compactAddresses(_ json: [UInt8], of resource: MarvelResource, id: Int) -> [UInt8] {
        let prefixed = compactPrefixes(json)
        let address = ownAddress(of: resource, id: id)
        var out: [UInt8] = []
        out.reserveCapacity(prefixed.count)
        var index = 0
        while index < prefixed.count {
            let byte = prefixed[index]
            let end = index + 1 + address.count
            if byte >= 1, byte <= prefixCount, end <= prefixed.count,
                prefixed[(index + 1)..<end].elementsEqual(address),
                end == prefixed.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(prefixed[end])
            {
                out.append(byte + prefixCount)
                index = end
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out
    }

    /// `json` with every prefix replaced by its byte. Only a `/` can start what the prefixes
    /// share, and `memchr` finds those, so the bytes between two addresses are copied at once.
    private static func compactPrefixes(_ json: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(json)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var copied = 0
            var searchFrom = 0
            while searchFrom < buffer.count,
                let found = memchr(base + searchFrom, Int32(UInt8(ascii: "/")), buffer.count - searchFrom)
            {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                searchFrom = at + 1
                guard matches(common, in: buffer, at: at) else { continue }
                searchFrom = at + common.utf8CodeUnitCount
                for number in 1...prefixCount {
                    let prefix = Self.prefix(number)
                    let start = at - (prefix.count - common.utf8CodeUnitCount)
                    guard start >= copied, matches(prefix, in: buffer, at: start) else { continue }
                    out.append(contentsOf: buffer[copied..<start])
                    out.append(number)
                    copied = start + prefix.count
                    break
                }
            }
            out.append(contentsOf: buffer[copied...])
        }
        return out
    }

    /// What every prefix ends with.
    private static let common: StaticString = "//gateway.marvel.com/v1/public/"

    /// The API's bytes of the stored record `stored` of `resource` with `id` and its `name`.
    static func expand(
        _ stored: [UInt8], name: [UInt8]?, of resource: MarvelResource, id: Int, into out: inout [UInt8]
    ) {
        stored.withUnsafeBytes { stored in
            (name ?? []).withUnsafeBytes { expand(stored, name: $0, of: resource, id: id, into: &out) }
        }
    }

    /// The same for bytes in memory (a row's blobs), copying the runs between prefixes at once.
    static func expand(
        _ stored: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer, of resource: MarvelResource, id: Int,
        into out: inout [UInt8]
    ) {
        var start = 0
        for index in 0..<stored.count {
            let byte = stored[index]
            guard byte >= 1, byte <= nameByte else { continue }
            out.append(contentsOf: stored[start..<index])
            if byte == nameByte {
                out.append(contentsOf: name)
            } else if byte <= prefixCount {
                out.append(contentsOf: prefix(byte))
            } else {
                out.append(contentsOf: prefix(byte - prefixCount))
                out.append(contentsOf: resource.rawValue.utf8)
                out.append(UInt8(ascii: "/"))
                out.append(contentsOf: String(id).utf8)
            }
            start = index + 1
        }
        out.append(contentsOf: stored[start...])
    }

    private static func matches(_ prefix: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        matches(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount), in: bytes, at: index)
    }

    private static func matches(
        _ prefix: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Bool {
        guard index >= 0 else { return false }
        guard bytes.count - index >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }
}
