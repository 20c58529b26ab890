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
    /// `onFirstWrite` is told the file's path and size just before the one run that writes it.
    public static func snapshot(
        dataDirectory: String? = nil, reading: CatalogReading = .cached,
        onFirstWrite: ((_ path: String, _ bytes: Int) -> Void)? = nil
    ) throws(SnapshotError) -> Catalog {
        let database = try CatalogDatabase.snapshot(
            dataDirectory: dataDirectory ?? XDGPaths().dataDirectory, reading: reading, onFirstWrite: onFirstWrite)
        do {
            return try Catalog(database: database)
        } catch {
            throw .damagedBinary(reason: error.description)
        }
    }
}
