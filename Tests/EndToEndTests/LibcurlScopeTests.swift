import Foundation
import Testing
import TestingUtils

/// How `heroes` loads libcurl: its 31 libraries look their symbols up in their own scope first
/// (half the searches of a load), unless a library is preloaded, whose `connect` (torsocks,
/// proxychains) must then still see every connection libcurl makes, as it does for curl.
@Suite struct LibcurlScopeTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let keys = ["MARVEL_PUBLIC_KEY": "e2e-public-7a31", "MARVEL_PRIVATE_KEY": "e2e-private-0b9e"]

    /// The first object of libcurl's first lookup scope, from `LD_DEBUG=scopes`
    /// ("object=/…/libcurl.so.4 [0]" followed by " scope 0: FIRST SECOND …").
    private static func firstInLibcurlsScope(_ stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").map(String.init)
        guard let object = lines.firstIndex(where: { $0.contains("object=") && $0.contains("/libcurl.so.4 [") }),
            object + 1 < lines.count, let scope = lines[object + 1].range(of: "scope 0: ")
        else { return nil }
        return lines[object + 1][scope.upperBound...].split(separator: " ").first.map(String.init)
    }

    @Test func withNothingPreloadedLibcurlLooksInItsOwnLibrariesFirst() throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let result = try heroes.run(
            ["list", "--per-page", "1", "--refresh"],
            env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL, "LD_DEBUG": "scopes"]) { $1 })
        #expect(result.status == 0, "\(result.stdout)")
        let first = try #require(Self.firstInLibcurlsScope(result.stderr), "LD_DEBUG=scopes named no libcurl scope")
        if ProcessInfo.processInfo.environment["HEROES_TEST_SANITIZE"] != nil {
            // A sanitizer's runtime defines malloc in heroes itself: the program comes first.
            #expect(first.hasSuffix("/heroes"), "\(first)")
        } else {
            #expect(first.hasSuffix("/libcurl.so.4"), "\(first)")
        }
    }

    /// `HEROES_LIBCURL_DEEPBIND=0`, the switch back to the plain load (benchmarks/DECISIONS.md):
    /// the program's scope comes first for libcurl, and the command prints what it prints with
    /// libcurl's own scope first.
    @Test func theVariableAt0LoadsLibcurlWithTheProgramsScopeFirstAndPrintsTheSame() throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let arguments = ["list", "--per-page", "3", "--page", "2", "--refresh"]
        let environment = Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let ownScope = try heroes.run(arguments, env: environment)
        let plain = try heroes.run(
            arguments, env: environment.merging(["HEROES_LIBCURL_DEEPBIND": "0", "LD_DEBUG": "scopes"]) { $1 })
        #expect(ownScope.status == 0 && plain.status == 0, "\(ownScope)\n\(plain)")
        #expect(ownScope.stdout.split(separator: "\n").count == 3, "\(ownScope.stdout)")
        #expect(plain.stdout == ownScope.stdout)
        let first = try #require(Self.firstInLibcurlsScope(plain.stderr), "LD_DEBUG=scopes named no libcurl scope")
        #expect(first.hasSuffix("/heroes"), "\(first)")
    }

    /// A `connect` preloaded with LD_PRELOAD, as torsocks and proxychains wrap it, sees the
    /// connection libcurl makes to the server (it logs the call, then makes it). With libcurl's
    /// own scope first, libcurl would call the C library's `connect` and this log stays empty.
    @Test func aPreloadedConnectSeesTheConnectionLibcurlMakes() throws {
        let folder = try TemporaryFolder(prefix: "heroes-connect-spy")
        let spy = try Self.buildConnectSpy(in: folder.path)
        let log = folder.path + "/connect.log"
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let result = try heroes.run(
            ["list", "--per-page", "1", "--refresh"],
            env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL, "LD_PRELOAD": spy, "SPY_LOG": log]) { $1 })
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        let calls = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(calls.contains("connect 127.0.0.1:\(server.port)\n"), "the preloaded connect saw: \(calls)")
    }

    /// The spy, compiled (``PreloadSpy``).
    private static func buildConnectSpy(in folder: String) throws -> String {
        try PreloadSpy.build(connectSource, named: "connect-spy", in: folder)
    }

    /// A spy of `connect`: one line, `connect ADDRESS:PORT`, an IPv4 connection made.
    private static let connectSource = """
        #define _GNU_SOURCE
        #include <arpa/inet.h>
        #include <dlfcn.h>
        #include <fcntl.h>
        #include <netinet/in.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <sys/socket.h>
        #include <unistd.h>

        int connect(int fd, const struct sockaddr *address, socklen_t length) {
            const char *path = getenv("SPY_LOG");
            if (path != NULL && address != NULL && address->sa_family == AF_INET) {
                const struct sockaddr_in *in = (const struct sockaddr_in *)address;
                char text[64], line[96];
                inet_ntop(AF_INET, &in->sin_addr, text, sizeof text);
                int size = snprintf(line, sizeof line, "connect %s:%d\\n", text, ntohs(in->sin_port));
                int file = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
                if (file >= 0) { write(file, line, size); close(file); }
            }
            int (*real)(int, const struct sockaddr *, socklen_t) =
                (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "connect");
            return real(fd, address, length);
        }
        """
}
