package import FoundationEssentials
import MarvelSnapshot

/// A catalog database compressed with zstd (one frame with its checksum), with what is known of it without reading it: the
/// digest of the compressed bytes, the size it decompresses to and the schema it was made with.
/// ``embedded`` is the 2017 snapshot compiled into the binary; tests make small ones (hence
/// `package`: the test targets' child process makes them too).
package struct SnapshotPayload: Sendable {
    /// Where the compressed bytes are.
    private enum Storage: Sendable {
        /// The bytes the C target `MarvelSnapshot` compiles in (read-only data of the binary).
        case embedded
        /// Bytes in memory.
        case data(Data)
    }

    private let storage: Storage
    /// The SHA-256 of the compressed bytes, lower-case hex.
    package let sha256: String
    /// The size of the database in bytes.
    package let databaseSize: Int
    /// The ``CatalogSchema/version`` the database was made with.
    package let schemaVersion: Int

    /// The 2017 snapshot compiled into the binary (`scripts/generate-catalog` writes it).
    package static let embedded = SnapshotPayload(
        storage: .embedded, sha256: MARVEL_SNAPSHOT_SHA256, databaseSize: Int(MARVEL_SNAPSHOT_DATABASE_BYTES),
        schemaVersion: Int(MARVEL_SNAPSHOT_SCHEMA_VERSION)
    )

    /// A payload of `compressed` bytes (one zstd frame) with its facts.
    package init(compressed: Data, sha256: String, databaseSize: Int, schemaVersion: Int) {
        self.init(storage: .data(compressed), sha256: sha256, databaseSize: databaseSize, schemaVersion: schemaVersion)
    }

    private init(storage: Storage, sha256: String, databaseSize: Int, schemaVersion: Int) {
        self.storage = storage
        self.sha256 = sha256
        self.databaseSize = databaseSize
        self.schemaVersion = schemaVersion
    }

    /// Calls `body` with the compressed bytes.
    func withCompressedBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .embedded:
            try body(UnsafeRawBufferPointer(start: marvel_snapshot_bytes(), count: marvel_snapshot_size()))
        case .data(let data):
            try data.withUnsafeBytes(body)
        }
    }

    /// The name of the file the database is written to: the schema version and the digest's
    /// first 16 hex digits, so that a binary with other data or another schema never opens it.
    package var fileName: String {
        "\(Self.fileNamePrefix)\(schemaVersion)-\(sha256.prefix(16)).sqlite"
    }

    /// How every such file's name starts.
    static let fileNamePrefix = "catalog-v"

    /// Whether `name` is the name of a database file of any version (`catalog-v1-0123456789abcdef.sqlite`).
    static func isDatabaseFileName(_ name: String) -> Bool {
        guard name.hasPrefix(fileNamePrefix), name.hasSuffix(".sqlite") else { return false }
        let middle = name.dropFirst(fileNamePrefix.count).dropLast(".sqlite".count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return false
        }
        return parts[1].count == 16 && parts[1].allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
