import Foundation
import Testing
import TestingUtils

/// The README's promise: without libcurl4 every command still works on the embedded catalog
/// and the cache; a call to a server then says to install it. libcurl is taken away for real:
/// in a mount namespace of the test's own, the system's library folder (where the loader's
/// cache says `libcurl.so.4` is) is replaced by one holding only the libraries heroes loads at
/// start, so `dlopen("libcurl.so.4")` finds nothing, as on a machine without the package.
@Suite(.enabled(if: Unshared.isPossible, "a mount namespace needs root (or user namespaces) and mount"))
struct WithoutLibcurlTests {
    let heroes: Heroes
    let kept: TemporaryFolder
    init() throws {
        heroes = try Heroes()
        kept = try TemporaryFolder(prefix: "heroes-no-libcurl")
    }

    /// Copies the libraries heroes links that live in libcurl's folder into `$2` (once), puts
    /// that folder in the place of libcurl's, checks libcurl is gone, and runs heroes.
    static let script = #"""
        set -eu
        heroes=$1 kept=$2; shift 2
        curl=$(readlink -f "$(ldconfig -p | awk '$1 == "libcurl.so.4" { print $NF; exit }')")
        folder=$(dirname "$curl")
        if [ -z "$(ls -A "$kept")" ]; then
            for lib in $(ldd "$heroes" | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) print $i }'); do
                real=$(readlink -f "$lib")
                if [ "$(dirname "$real")" = "$folder" ]; then cp "$real" "$kept/$(basename "$lib")"; fi
            done
        fi
        mount --bind "$kept" "$folder"
        if [ -e "$curl" ]; then echo "test: $curl is still there" >&2; exit 99; fi
        exec "$heroes" "$@"
        """#

    /// heroes run piped without libcurl on the machine.
    func runWithoutLibcurl(_ arguments: [String], env: [String: String] = [:]) throws -> ProcessResult {
        try Unshared.run(
            Self.script, [heroes.path, kept.path] + arguments, in: [.mount], environment: heroes.environment(env))
    }

    @Test func theEmbeddedCatalogAnswersWithoutLibcurl() throws {
        let expected = try heroes.run(["list", "--page", "3"])
        let result = try runWithoutLibcurl(["list", "--page", "3"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == expected.stdout && !result.stdout.isEmpty, "\(result)")
    }

    @Test func theCacheAnswersWithoutLibcurlAndACallToTheServerSaysToInstallIt() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let online = try heroes.run(["list", "--page", "2"], env: env)
        try #require(online.status == 0, "\(online)")
        for arguments in [["list", "--page", "2"], ["list", "--page", "2", "--offline"]] {
            let cached = try runWithoutLibcurl(arguments, env: env)
            #expect(cached.status == 0 && cached.stdout == online.stdout, "\(arguments): \(cached)")
        }
        let call = try runWithoutLibcurl(["list", "--page", "2", "--refresh"], env: env)
        #expect(call.status == 69, "\(call)")
        #expect(call.stdout.isEmpty, "\(call)")
        #expect(call.stderr.contains("libcurl.so.4: cannot open shared object file"), "\(call)")
        #expect(call.stderr.contains("install it (Debian: apt-get install libcurl4)"), "\(call)")
    }
}
