#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for a loop that blocks in a system call (libcurl's `curl_multi_poll`, a
/// signal pipe's `read`), which must never hold one of the cooperative pool's few threads.
/// A POSIX thread, not Foundation's `Thread`: FoundationEssentials has none, and Foundation
/// brings CoreFoundation and ICU's data into the binary.
public enum DetachedThread {
    /// Runs `body` on a new detached thread named `name` (Linux keeps its first 15 bytes, which
    /// `ps -L` and debuggers show). Returns false when the system refuses a thread (`EAGAIN`:
    /// the process's or the user's limit reached), in which case `body` never runs.
    @discardableResult
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                guard let raw else { return nil }
                let start = Unmanaged<Start>.fromOpaque(raw).takeRetainedValue()
                start.run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// What the new thread runs, handed to it through `pthread_create`'s one pointer.
    private final class Start {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }

        func run() {
            Self.setName(String(name.utf8.prefix(15)) ?? "")
            body()
        }

        /// Names the calling thread. `pthread_setname_np` is a GNU extension the Glibc module
        /// does not import, so it is looked up in the C library.
        private static func setName(_ name: String) {
            #if canImport(Darwin)
            _ = pthread_setname_np(name)
            #else
            typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_setname_np") else { return }
            _ = unsafeBitCast(symbol, to: SetName.self)(pthread_self(), name)
            #endif
        }
    }
}
