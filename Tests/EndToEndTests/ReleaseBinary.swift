import Foundation

/// The binary as installed (static Swift runtime, release flags, libstdc++ linked in), for the
/// tests of what only that build does: HEROES_RELEASE_BIN (scripts/test builds it), else
/// `.build-release/release/heroes`. It is also the binary every other end-to-end test runs,
/// unless HEROES_BIN names another (a sanitized debug build, which links the Swift runtime and
/// libstdc++ as shared libraries).
enum ReleaseBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["HEROES_RELEASE_BIN"] { return path }
        return Repository.root.appendingPathComponent(".build-release/release/heroes").path
    }
}
