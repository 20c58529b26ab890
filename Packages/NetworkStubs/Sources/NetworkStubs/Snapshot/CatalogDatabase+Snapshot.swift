import AppConfig
import FoundationEssentials
import SQLiteDatabase

extension CatalogDatabase {
    /// The 2017 snapshot the binary carries, from `$XDG_DATA_HOME/heroes` (else
    /// `~/.local/share/heroes`): written there on first use, opened read-only afterwards.
    public static func snapshot() throws(SnapshotError) -> CatalogDatabase {
        try snapshot(dataDirectory: XDGPaths().dataDirectory)
    }

    /// The 2017 snapshot the binary carries, from the folder at the path `dataDirectory`.
    ///
    /// On first use the database (tens of MB) is decompressed from the binary into the
    /// folder, once, with its integrity checked; every later call checks the file (a regular
    /// file of this user's, mode 0600, of the right size), sweeps the temporary files of writers
    /// that died, and opens it read-only. Several
    /// processes may do this at once. A folder that cannot be written and has no database yet is
    /// ``SnapshotError/notWritable(path:reason:)``: the catalog is not decompressed into memory
    /// instead, since that would take its time and tens of MB on every run; the message says
    /// to point `XDG_DATA_HOME` at a folder that can be written. See `SnapshotFiles` for what is
    /// refused (links, other users' files and folders, open permissions). `onFirstWrite` is told
    /// how the write goes, before, during and after it (``SnapshotWriteProgress``), so that a
    /// program can say why this one run takes longer. `reading` says how the file is read (see
    /// ``CatalogReading``).
    ///
    /// A file that SQLite finds damaged when it is opened or read (`SQLITE_CORRUPT`,
    /// `SQLITE_NOTADB`: junk over its header or over a page a query reads) is written again
    /// from the binary, once a process, the same way as on first use, and the read runs again;
    /// `onRepair` is told the file's path and what SQLite said just before. Nothing more is
    /// checked on opening (a full check reads all of the file: see ``Catalog/checkIntegrity()``).
    public static func snapshot(
        dataDirectory: String, reading: CatalogReading = .cached,
        onFirstWrite: ((SnapshotWriteProgress) -> Void)? = nil,
        onRepair: (@Sendable (_ path: String, _ damage: String) -> Void)? = nil
    ) throws(SnapshotError) -> CatalogDatabase {
        try snapshot(.embedded, in: dataDirectory, reading: reading, onFirstWrite: onFirstWrite, onRepair: onRepair)
    }

    /// The database of `payload` from the folder at `folderPath`, written there when missing.
    package static func snapshot(
        _ payload: SnapshotPayload, in folderPath: String, reading: CatalogReading = .cached,
        onFirstWrite: ((SnapshotWriteProgress) -> Void)? = nil, onRepair: (@Sendable (String, String) -> Void)? = nil
    ) throws(SnapshotError) -> CatalogDatabase {
        guard payload.schemaVersion == CatalogSchema.version else {
            throw .damagedBinary(
                reason:
                    "its catalog has schema version \(payload.schemaVersion), this heroes reads \(CatalogSchema.version)"
            )
        }
        let path = try SnapshotFiles.materialize(payload, in: folderPath, progress: onFirstWrite)
        let repair: @Sendable (SQLiteError) throws -> Void = { damage in
            onRepair?(path, damage.message)
            _ = try SnapshotFiles.materialize(payload, in: folderPath, replacing: true)
        }
        do {
            do {
                return try open(readOnlyAt: path, reading: reading, repair: repair)
            } catch let damage as SQLiteError where damage.isCorruption {
                try repair(damage)
                return try open(readOnlyAt: path, reading: reading)
            }
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }
}
