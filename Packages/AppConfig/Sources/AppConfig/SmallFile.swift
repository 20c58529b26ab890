public import FoundationEssentials
// Public: ``SmallFile/info`` is the C library's `stat`.
#if canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#elseif canImport(Darwin)
public import Darwin
#endif

/// A file from outside (a config file, a catalog) read whole, with its size never trusted: it
/// must be a regular file of at most `limit` bytes, and no more than `limit + 1` bytes are ever
/// read, even from a file that grows meanwhile.
///
/// Type and size are checked on the descriptor that is read, not on the path beforehand, so a
/// file swapped between the check and the read is caught too; a FIFO is opened without
/// blocking and refused. Links are followed: callers that must trust the file check
/// ``info``'s owner and mode.
public struct SmallFile: Sendable {
    /// The whole file: at most the `limit` it was read with.
    public let bytes: Data
    /// What `fstat` said of the opened file.
    public let info: stat

    /// Why a file could not be read as a small file.
    public enum Failure: Error, Sendable, Equatable {
        /// Nothing at the path (or a part of it is not a folder).
        case missing
        /// A folder, a device, a FIFO or a socket.
        case notRegularFile
        /// Larger than the limit asked for.
        case tooLarge
        /// Opening or reading failed; the reason is the system's.
        case unreadable(reason: String)
    }

    /// Reads the file at `path` whole, or throws why it cannot be (see the type's description).
    public static func read(atPath path: String, limit: Int) throws(Failure) -> SmallFile {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR ? .missing : .unreadable(reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard info.st_size <= off_t(limit) else { throw .tooLarge }
        // Room for the size `fstat` gave and one byte more, to see the end; a file that grows
        // gets more room, up to one byte past the limit.
        var bytes = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= limit else { throw .tooLarge }
                bytes.count = min(limit + 1, bytes.count * 2)
            }
            let count = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        bytes.count = filled
        return SmallFile(bytes: bytes, info: info)
    }
}
