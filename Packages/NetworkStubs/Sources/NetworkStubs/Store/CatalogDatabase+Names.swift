import FoundationEssentials
import SQLiteDatabase
import MarvelWire

extension CatalogDatabase {
    /// The field a record of `resource` is known by: `name` for characters, `fullName` for
    /// creators, `title` for the rest.
    static func nameField(of resource: MarvelResource) -> String {
        switch resource {
        case .characters: "name"
        case .creators: "fullName"
        case .comics, .events, .series, .stories: "title"
        }
    }

    /// How much of a record is searched first for its name: the API writes the name right after
    /// the id (and a comic's `digitalId`, a creator's name parts), so a few hundred bytes hold it;
    /// a record whose first bytes do not is searched whole.
    static let namePrefixBytes = 512

    /// Every record of `resource`'s id and name, in id order (1,485 characters in a few
    /// milliseconds); records with no name are left out.
    func names(of resource: MarvelResource) throws -> [(id: Int, name: String)] {
        let field = Array("\"\(Self.nameField(of: resource))\":".utf8)
        let table = resource.rawValue
        return try reader.read { db in
            let decoder = RecordDecoder(dictionaries, db)
            var names: [(id: Int, name: String)] = []
            let rows = try db.statement("SELECT id, json FROM \(table) ORDER BY id")
            try rows.bind([])
            defer { rows.reset() }
            while try rows.step() {
                let id = rows.int(at: 0)
                let name = try rows.withUnsafeBytes(at: 1) { stored in
                    try decoder.withStoredJSON(stored, of: resource) { json in
                        Self.stringValue(after: field, in: Data(json.prefix(Self.namePrefixBytes)))
                            ?? Self.stringValue(after: field, in: Data(json))
                    }
                }
                if let name { names.append((id, name)) }
            }
            return names
        }
    }

    /// The JSON string right after the first `field` (`"name":`) in `bytes`, unescaped; `nil`
    /// when there is none, it is not a string, or it is cut off.
    static func stringValue(after field: [UInt8], in bytes: Data) -> String? {
        guard let found = bytes.firstRange(of: field) else { return nil }
        var index = found.upperBound
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        var escaped = false
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            case UInt8(ascii: "\""):
                // Most names hold no escape: their bytes are the text (a name is read for each of
                // 1,485 heroes on every Tab, where a decoder each would be most of the time).
                guard escaped else { return String(validating: bytes[(start + 1)..<index], as: UTF8.self) }
                return try? MarvelJSONDecoder().decode(String.self, from: Data(bytes[start...index]))
            default: index += 1
            }
        }
        return nil
    }
}
