import Foundation
import Testing
import TestingUtils

/// A shared library for `LD_PRELOAD` that wraps a C library function to log its calls (to the file
/// `SPY_LOG` names) before making them, as torsocks wraps `connect`.
enum PreloadSpy {
    /// Compiles the C `source` into `folder/name.so` with the C compiler found on PATH (the Swift
    /// toolchain's clang, or cc) and returns the library's path.
    static func build(_ source: String, named name: String, in folder: String) throws -> String {
        let file = folder + "/" + name + ".c"
        let library = folder + "/" + name + ".so"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let compiler = try #require(
            path.split(separator: ":").flatMap { ["\($0)/clang", "\($0)/cc"] }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            }, "no clang or cc on PATH (\(path))")
        let build = try ProcessRunner.run(
            compiler, ["-shared", "-fPIC", "-O1", "-o", library, file, "-ldl"],
            environment: ProcessInfo.processInfo.environment)
        try #require(build.status == 0, "\(compiler) failed: \(build)")
        return library
    }

    /// A spy of `pthread_create`: one line, `thread`, a thread started.
    static let threadSource = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <fcntl.h>
        #include <pthread.h>
        #include <stdlib.h>
        #include <unistd.h>

        int pthread_create(pthread_t *thread, const pthread_attr_t *attributes, void *(*start)(void *), void *argument) {
            const char *path = getenv("SPY_LOG");
            if (path != NULL) {
                int file = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
                if (file >= 0) { write(file, "thread\\n", 7); close(file); }
            }
            int (*real)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *) =
                (int (*)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *))dlsym(RTLD_NEXT, "pthread_create");
            return real(thread, attributes, start, argument);
        }
        """
}
