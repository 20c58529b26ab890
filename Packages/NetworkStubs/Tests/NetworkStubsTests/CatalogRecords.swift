import Foundation
import MarvelWire
import SQLiteDatabase
@testable import NetworkStubs

/// The records of a catalog read from its store directly, decoded with the client's DTOs and
/// ordered here, never through the query engine: the oracle the tests hold the engine's answers
/// against. Decoded once per catalog and type.
extension Catalog {
    /// Every record of `resource`, by id.
    func records<T: Decodable & Sendable>(_ type: T.Type, of resource: MarvelResource) -> [T] {
        let key = "\(ObjectIdentifier(database.reader)) \(resource.rawValue) \(T.self)"
        if let cached = RecordCache.shared.value(key) as? [T] { return cached }
        let rows = try! database.reader.read { db in
            let records = RecordDecoder(database.dictionaries, db)
            return try db.allRows("SELECT id, json, name FROM \(resource.rawValue) ORDER BY id") { row in
                var bytes: [UInt8] = []
                let id = row.int(at: 0)
                try records.appendJSON(of: row, at: 1, resource, id: id, to: &bytes)
                return bytes
            }
        }
        let decoded = rows.map { try! JSONDecoder().decode(T.self, from: Data($0)) }
        RecordCache.shared.store(decoded, key, keepingAlive: database.reader)
        return decoded
    }

    /// The characters in the API's default order: lower-cased names compared by Unicode scalar,
    /// then ids.
    var characters: [CharacterDTO] {
        records(CharacterDTO.self, of: .characters).sorted { lhs, rhs in
            let (a, b) = ((lhs.name ?? "").lowercased(), (rhs.name ?? "").lowercased())
            return a == b ? lhs.id < rhs.id : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        }
    }

    /// The comics, by id.
    var comics: [ComicDTO] { records(ComicDTO.self, of: .comics) }

    /// Each character's `modified` in seconds (`-infinity` when unreadable), in ``characters``' order.
    var modifiedTimes: [Double] { characters.map { MarvelDate.seconds($0.modified ?? "") ?? -.infinity } }
}

/// Decoded records by catalog and type. A key names its catalog's reader by `ObjectIdentifier`,
/// which a freed object's successor may reuse: the cache keeps each reader it names alive, so
/// that another catalog never reads the records of one freed before it.
private final class RecordCache: @unchecked Sendable {
    static let shared = RecordCache()
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var readers: [AnyObject] = []

    func value(_ key: String) -> Any? { lock.withLock { values[key] } }
    func store(_ value: Any, _ key: String, keepingAlive reader: AnyObject) {
        lock.withLock {
            values[key] = value
            readers.append(reader)
        }
    }
}
