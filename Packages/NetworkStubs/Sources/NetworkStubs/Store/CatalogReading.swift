/// How a catalog's database file is read: the choice between a short run's speed and a long
/// run's resident memory.
public enum CatalogReading: Sendable, Hashable {
    /// Mapped into memory (SQLite's `mmap_size`): a query reads the file's pages where the kernel
    /// keeps them instead of copying each into a page cache first. The fastest for a process that
    /// runs a few queries and exits, such as one `heroes list` (perf, 2026-11-23: a page on the
    /// embedded catalog touched 35 fewer pages of memory and took about 0.2 ms less). Every page
    /// a query reads stays counted in the process's resident size.
    case mapped
    /// Copied into a page cache of 16 MiB per connection: a bounded resident size for a process
    /// that answers many queries, such as `heroes serve` (mapped, it reached 207 MB under
    /// scripts/bench-serve's load; 100 MB with this cache).
    case cached
}
