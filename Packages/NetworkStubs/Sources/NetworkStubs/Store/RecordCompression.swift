import CZstd
package import MarvelWire
import SQLiteDatabase
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How a catalog's records are stored: each record's ``StoredJSON`` bytes as they are, or, in a
/// table with a dictionary (``CatalogSchema``'s `dictionaries`), as one zstd frame compressed
/// with that dictionary. A compressed record starts with zstd's magic number, a plain one with
/// `{`, so a reader tells them apart by their first byte (``isCompressed(_:)``) and a catalog may
/// hold both kinds of tables.
enum RecordCompression {
    /// Why a record could not be compressed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// zstd's frame magic number as it is written (little-endian 0xFD2FB528).
    static let magic: (UInt8, UInt8, UInt8, UInt8) = (0x28, 0xB5, 0x2F, 0xFD)

    /// Whether `stored` is a zstd frame (else it is the plain ``StoredJSON``).
    static func isCompressed(_ stored: UnsafeRawBufferPointer) -> Bool {
        stored.count >= 4 && stored[0] == magic.0 && stored[1] == magic.1 && stored[2] == magic.2
            && stored[3] == magic.3
    }

    /// The most bytes one record may decompress to; a frame that says more is damage.
    static let maximumRecordBytes = 1 << 24
}

/// What compresses a catalog's records as it is written: the tool of `scripts/generate-catalog`
/// passes one (the package's `CatalogCompression` target, zstd with a dictionary per table);
/// a catalog made at run time stores its records plain, so `heroes` carries no compressor.
package protocol RecordCompressing: Sendable {
    /// The compressor of `resource`'s records, with its dictionary trained on `records` (the
    /// table's, in id order); `nil` stores the table plain.
    func compressor(of resource: MarvelResource, trainedOn records: [[UInt8]]) -> RecordCompressor?
}

/// One table's dictionary, stored in the catalog's `dictionaries` table, and the compression of
/// each of its records into one zstd frame made with that dictionary (`nil` when it fails).
package struct RecordCompressor {
    package let dictionary: [UInt8]
    package let compress: ([UInt8]) -> [UInt8]?

    package init(dictionary: [UInt8], compress: @escaping ([UInt8]) -> [UInt8]?) {
        self.dictionary = dictionary
        self.compress = compress
    }
}

/// The dictionaries of one catalog file's tables, each loaded the first time a record of its
/// table is read, then shared by every connection (zstd's decompression dictionaries are
/// read-only once made).
///
/// Speed (benchmarks/DECISIONS.md, "a dictionary read once, referenced"): a dictionary's bytes
/// are read from the file into memory the dictionary keeps and references
/// (`ZSTD_createDDict_byReference`), one copy; the plain way, `copied`, reads them through a
/// statement's row, which SQLite assembles from the BLOB's overflow pages, and zstd copies them
/// again. `HEROES_CATALOG_DICTIONARIES=copied` chooses it (``Loading/fromEnvironment``).
final class RecordDictionaries: Sendable {
    /// How a dictionary's bytes reach zstd.
    enum Loading: Sendable, Equatable {
        /// Read once into memory of the dictionary's own, referenced by it.
        case referenced
        /// Read through a statement and copied by zstd: the plain way.
        case copied

        /// `copied` when `HEROES_CATALOG_DICTIONARIES` is `copied`, else `referenced`.
        static func fromEnvironment(_ value: UnsafePointer<CChar>?) -> Loading {
            value.map { String(cString: $0) } == "copied" ? .copied : .referenced
        }
    }

    /// One loaded dictionary, and the bytes it references (none when zstd copied them).
    private final class Loaded: @unchecked Sendable {
        let pointer: OpaquePointer
        let bytes: UnsafeMutableRawBufferPointer?
        init(_ pointer: OpaquePointer, bytes: UnsafeMutableRawBufferPointer?) {
            self.pointer = pointer
            self.bytes = bytes
        }
        deinit {
            ZSTD_freeDDict(pointer)
            bytes?.deallocate()
        }
    }

    /// By ``CatalogSchema/code(of:)``.
    private let loaded = Mutex<[Int: Loaded]>([:])
    private let loading: Loading

    init(loading: Loading = .fromEnvironment(getenv("HEROES_CATALOG_DICTIONARIES"))) {
        self.loading = loading
    }

    /// The dictionary of `resource`'s table, read through `db` the first time.
    fileprivate func dictionary(of resource: MarvelResource, _ db: SQLiteDatabase) throws -> OpaquePointer {
        let code = CatalogSchema.code(of: resource)
        if let known = loaded.withLock({ $0[code] }) { return known.pointer }
        let made = try load(code, db)
        guard let made else {
            throw RecordDecoder.damage("a compressed \(resource.singular) record, and no dictionary to read it with")
        }
        return loaded.withLock { loaded in
            if let other = loaded[code] { return other.pointer }
            loaded[code] = made
            return made.pointer
        }
    }

    /// The dictionary of the table of `code`, or `nil` when the file has none for it.
    private func load(_ code: Int, _ db: SQLiteDatabase) throws -> Loaded? {
        switch loading {
        case .copied:
            let made = try db.firstRow("SELECT bytes FROM dictionaries WHERE resource = ?", [code]) { row in
                row.withUnsafeBytes(at: 0) { bytes in ZSTD_createDDict(bytes.baseAddress, bytes.count) }
            }
            guard let made, let made else { return nil }
            return Loaded(made, bytes: nil)
        case .referenced:
            // `resource` is the table's INTEGER PRIMARY KEY, so its rowid.
            guard let bytes = try db.readBlob(table: "dictionaries", column: "bytes", rowID: Int64(code)) else {
                return nil
            }
            guard let made = ZSTD_createDDict_byReference(bytes.baseAddress, bytes.count) else {
                bytes.deallocate()
                return nil
            }
            return Loaded(made, bytes: bytes)
        }
    }
}

/// Reads stored records, compressed or not, during one read of one connection: not shared
/// between threads.
final class RecordDecoder {
    private let dictionaries: RecordDictionaries
    private let db: SQLiteDatabase
    /// Made at the first compressed record.
    private var context: OpaquePointer?
    /// The last record decompressed, in its first ``decompressed`` bytes: the buffer only grows,
    /// so that a record is not preceded by zeroing its size.
    private var scratch: [UInt8] = []
    private var decompressed = 0

    init(_ dictionaries: RecordDictionaries, _ db: SQLiteDatabase) {
        self.dictionaries = dictionaries
        self.db = db
    }

    deinit {
        if let context { ZSTD_freeDCtx(context) }
    }

    /// Appends the API's JSON of the record `row` holds (``CatalogSchema``'s `json` and `name`,
    /// at `column` and the one after it) of `resource` with `id` to `out`.
    func appendJSON(
        of row: SQLiteStatement, at column: Int, _ resource: MarvelResource, id: Int, to out: inout [UInt8]
    ) throws {
        try row.withUnsafeBytes(at: column + 1) { name in
            try row.withUnsafeBytes(at: column) { stored in
                try appendJSON(stored, name: name, of: resource, id: id, to: &out)
            }
        }
    }

    /// Appends the API's JSON of the stored record `stored` of `resource` with `id` and `name` to `out`.
    func appendJSON(
        _ stored: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer, of resource: MarvelResource, id: Int,
        to out: inout [UInt8]
    ) throws {
        guard RecordCompression.isCompressed(stored) else {
            return StoredJSON.expand(stored, name: name, of: resource, id: id, into: &out)
        }
        try decompress(stored, of: resource)
        scratch.withUnsafeBytes {
            StoredJSON.expand(
                UnsafeRawBufferPointer(rebasing: $0[..<decompressed]), name: name, of: resource, id: id, into: &out)
        }
    }

    /// Decompresses `stored` into ``scratch``.
    private func decompress(_ stored: UnsafeRawBufferPointer, of resource: MarvelResource) throws {
        let dictionary = try dictionaries.dictionary(of: resource, db)
        let size = ZSTD_getFrameContentSize(stored.baseAddress, stored.count)
        guard size != HEROES_ZSTD_CONTENTSIZE_UNKNOWN, size != HEROES_ZSTD_CONTENTSIZE_ERROR,
            size <= UInt64(RecordCompression.maximumRecordBytes)
        else { throw Self.damage("a compressed \(resource.singular) record with no valid size") }
        if context == nil { context = ZSTD_createDCtx() }
        guard let context else { throw SQLiteError(code: Self.noMemoryCode, message: "no memory to read a record") }
        let count = Int(size)
        decompressed = 0
        if scratch.count < count { scratch.append(contentsOf: repeatElement(0, count: count - scratch.count)) }
        let written = scratch.withUnsafeMutableBytes { out in
            ZSTD_decompress_usingDDict(context, out.baseAddress, count, stored.baseAddress, stored.count, dictionary)
        }
        guard ZSTD_isError(written) == 0, written == count else {
            let reason = ZSTD_isError(written) != 0 ? String(cString: ZSTD_getErrorName(written)) : "a short record"
            throw Self.damage("one \(resource.singular) record could not be decompressed (\(reason))")
        }
        decompressed = count
    }

    /// `SQLITE_NOMEM`.
    private static let noMemoryCode: Int32 = 7

    /// The damage of a record that cannot be read, as SQLite's `SQLITE_CORRUPT`, so that a
    /// catalog file with a repair is written again (see `CatalogReaders`).
    static func damage(_ message: String) -> SQLiteError {
        SQLiteError(code: CatalogDatabase.corruptCode, message: message)
    }
}
