import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Changing the config file (`heroes config set|unset`): a value is checked before it is
/// written, other lines and comments are kept, and the new file replaces the old one at once
/// (written beside it, 0600, synced, renamed), so a reader never sees half a file and a failure
/// leaves the old one as it was.
extension ConfigFile {
    /// Whether `key` holds a secret: never printed, never taken from the command line.
    public static func isSecret(_ key: String) -> Bool {
        key == "public_key" || key == "private_key"
    }

    /// `value` as it will be stored for `key`, checked: the key is one the file holds, the value
    /// fits on one line between double quotes (only `pager` may be empty), a key has no space in
    /// it, `base_url` is an absolute http(s) URL, and `color`, `format` and `per_page` hold what
    /// they take (as ``Settings`` will read them).
    public static func checked(_ value: String, for key: String) throws(ConfigError) -> String {
        guard knownKeys.contains(key) else { throw .unknownConfigKey(key) }
        let trimmed = value.trimmingSpaces()
        guard !trimmed.isEmpty || mayBeEmpty(key) else { throw .invalidConfigValue(key: key, reason: "is empty") }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidConfigValue(key: key, reason: "holds a line break or a control character")
        }
        if trimmed.contains("\"") { throw .invalidConfigValue(key: key, reason: "holds a double quote") }
        if isSecret(key), trimmed.contains(where: \.isWhitespace) {
            throw .invalidConfigValue(key: key, reason: "holds a space")
        }
        if let problem = problem(with: trimmed, for: key) {
            throw .invalidConfigValue(key: key, reason: problem)
        }
        if key == "base_url" {
            do {
                // Its error is remade below as one about the value, so the source is not shown.
                _ = try Settings.parseBaseURL(trimmed, from: .configFile(path: "", key: key))
            } catch .baseURLPortOutOfRange(_, let port, _) {
                throw .invalidConfigValue(key: key, reason: "names port \(port); ports are 1 to 65535")
            } catch {
                throw .invalidConfigValue(key: key, reason: "is not an http(s) URL like http://127.0.0.1:8080")
            }
        }
        return trimmed
    }

    /// `text` with `key` set to `value` (in double quotes), on the line that set it before (any
    /// other line setting it removed), else on a new last line; `value` `nil` removes the key.
    /// Comments, blank lines and other keys are kept as they were; every line ends with a line
    /// feed (a CR LF file comes back with LF).
    ///
    /// - Throws: ``ConfigError/configFileWouldBeTooLarge(key:size:)`` when the result is more
    ///   than the 64 KiB ``load(atPath:forEditing:)`` reads: nothing is written that every
    ///   command would then refuse.
    public static func editing(_ text: String, setting key: String, to value: String?) throws(ConfigError) -> String {
        let edited = editedText(text, setting: key, to: value)
        guard edited.utf8.count <= largestSize else {
            throw .configFileWouldBeTooLarge(key: key, size: edited.utf8.count)
        }
        return edited
    }

    private static func editedText(_ text: String, setting key: String, to value: String?) -> String {
        var lines = Self.lines(of: text).map(String.init)
        let newLine = value.map { "\(key) = \"\($0)\"" }
        var placed = false
        lines = lines.compactMap { line in
            let trimmed = line.trimmingSpaces()
            guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "="),
                trimmed[..<equals].trimmingSpaces() == key
            else { return line }
            defer { placed = true }
            return placed ? nil : newLine
        }
        if !placed, let newLine { lines.append(newLine) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Writes `text` as the config file at `path` (absolute): into the file a link there points
    /// to (a dotfile manager's link stays a link), else at `path`, making its folder (0700) when
    /// it is missing. The new file is 0600 and replaces the old one by a rename in the same folder.
    public static func save(_ text: String, toPath path: String) throws(ConfigError) {
        var target = path
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(target, nil) else {
                throw .cannotWriteConfigFile(path: target, reason: "it is a link to nothing")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        // `target` is absolute (as given, or realpath's answer): its folder is what comes
        // before its last slash ("/" for a file at the root), its name what comes after.
        let slash = target.lastIndex(of: "/") ?? target.startIndex
        let folderPath = slash == target.startIndex ? "/" : String(target[..<slash])
        let name = String(target[target.index(after: slash)...])
        try makeFolders(folderPath, for: target)
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .cannotWriteConfigFile(path: target, reason: reason(errno)) }
        defer { close(folder) }
        guard fstat(folder, &info) == 0, info.st_uid == geteuid() else {
            throw .cannotWriteConfigFile(path: target, reason: "its folder is not yours")
        }
        let temporary = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWriteConfigFile(path: target, reason: reason(errno)) }
        var renamed = false
        defer { if !renamed { unlinkat(folder, temporary, 0) } }
        var failure: ConfigError?
        if fchmod(descriptor, 0o600) != 0 {
            failure = .cannotWriteConfigFile(path: target, reason: reason(errno))
        } else {
            do { try writeAll(Array(text.utf8), to: descriptor, path: target) } catch { failure = error }
            if failure == nil, fsync(descriptor) != 0 {
                failure = .cannotWriteConfigFile(path: target, reason: reason(errno))
            }
        }
        close(descriptor)
        if let failure { throw failure }
        guard renameat(folder, temporary, folder, name) == 0 else {
            throw .cannotWriteConfigFile(path: target, reason: reason(errno))
        }
        renamed = true
        _ = fsync(folder)
    }

    /// Makes each missing folder of `path`, 0700; folders that exist are not touched.
    private static func makeFolders(_ path: String, for target: String) throws(ConfigError) {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o700) == 0 {
                _ = chmod(prefix, 0o700)  // what the umask took off a folder just made
            } else if errno != EEXIST {
                throw .cannotWriteConfigFile(path: target, reason: reason(errno))
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ConfigError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .cannotWriteConfigFile(path: path, reason: reason(errno)) }
            written += count
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
