import AppConfig
import FoundationEssentials

extension Catalog {
    /// The 2017 snapshot of the whole Marvel API the binary carries (1,485 characters, 38,197
    /// comics, 6,109 creators, 75 events, 9,270 series, 87,787 stories): what `heroes` and
    /// `heroes serve` answer from unless told otherwise. Written once under `dataDirectory`
    /// (`$XDG_DATA_HOME/heroes` when `nil`, see ``CatalogDatabase/snapshot()``) and opened
    /// read-only; a database that is not the one this code reads is
    /// ``SnapshotError/damagedBinary(reason:)``. `reading` says how the file is read: mapped
    /// for a short run, through a bounded cache for a server (see ``CatalogReading``).
    /// `onFirstWrite` is told how the one run that writes the file goes (``SnapshotWriteProgress``);
    /// `onRepair` the path and what SQLite said just before a file found damaged is written
    /// again (see ``CatalogDatabase/snapshot(dataDirectory:reading:onFirstWrite:onRepair:)``).
    public static func snapshot(
        dataDirectory: String? = nil, reading: CatalogReading = .cached,
        onFirstWrite: ((SnapshotWriteProgress) -> Void)? = nil,
        onRepair: (@Sendable (_ path: String, _ damage: String) -> Void)? = nil
    ) throws(SnapshotError) -> Catalog {
        let database = try CatalogDatabase.snapshot(
            dataDirectory: dataDirectory ?? XDGPaths().dataDirectory, reading: reading, onFirstWrite: onFirstWrite,
            onRepair: onRepair)
        let meta: [CatalogSchema.MetaKey: String]
        do {
            meta = try database.metaValues()
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw .cannotOpen(path: database.path ?? "", reason: String(describing: error))
        }
        do {
            return try Catalog(database: database, meta: meta)
        } catch {
            throw .damagedBinary(reason: error.description)
        }
    }

    /// Reads all of the catalog's file with SQLite's `PRAGMA quick_check` (a second or so for
    /// the 2017 snapshot: for `heroes doctor`, not for every run). A file found damaged is
    /// written again, as when a read finds it so; a catalog made in memory is checked alike.
    ///
    /// - Throws: ``SnapshotError/cannotOpen(path:reason:)`` with SQLite's first complaint when
    ///   the damage is still there (or the file could not be written again: that error).
    public func checkIntegrity() throws(SnapshotError) {
        do {
            try database.checkIntegrity()
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw .cannotOpen(path: database.path ?? "the catalog in memory", reason: String(describing: error))
        }
    }
}
