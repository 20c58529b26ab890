import CCurl
import Foundation
import Testing
import TestingUtils
@testable import NetworkClientCurl

/// When libcurl's libraries may look their symbols up in their own scope first (RTLD_DEEPBIND):
/// only when nothing is preloaded and nothing interposes the C library, so that a preloaded
/// `connect` (torsocks, proxychains) or a sanitizer's `malloc` still comes first for libcurl.
@Suite struct CurlLibraryScopeTests {
    @Test func aSetPreloadVariableKeepsTheGlobalScopeFirst() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path + "/ld.so.preload"
        #expect(
            "/usr/lib/libtorsocks.so".withCString { CurlLibrary.nothingPreloaded(variable: $0, preloadFile: missing) }
                == false)
        #expect("".withCString { CurlLibrary.nothingPreloaded(variable: $0, preloadFile: missing) })
        #expect(CurlLibrary.nothingPreloaded(variable: nil, preloadFile: missing))
    }

    @Test func aSystemPreloadFileKeepsTheGlobalScopeFirst() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/ld.so.preload"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("/usr/lib/libspy.so\n".utf8)))
        #expect(CurlLibrary.nothingPreloaded(variable: nil, preloadFile: file) == false)
    }

    @Test func theSwitchVariableAt0OrFalseAsksForThePlainLoadAndAnythingElseAllowsOwnScope() {
        #expect("0".withCString { CurlLibrary.ownScopeAllowed(variable: $0) } == false)
        #expect("false".withCString { CurlLibrary.ownScopeAllowed(variable: $0) } == false)
        #expect(CurlLibrary.ownScopeAllowed(variable: nil))
        #expect("1".withCString { CurlLibrary.ownScopeAllowed(variable: $0) })
        #expect("".withCString { CurlLibrary.ownScopeAllowed(variable: $0) })
    }

    /// The sanitizers' runtimes define `malloc` in the program itself; without one, this test
    /// process gets the C library's own functions.
    @Test func theCLibrarysFunctionsCountAsInterposedUnderASanitizerAndOnlyThen() {
        let sanitized = dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
        let interposed = heroes_libc_functions_are_libcs() == 0
        if sanitized {
            #expect(interposed, "a sanitizer's malloc was taken for the C library's")
        } else if getenv("LD_PRELOAD") == nil {
            #expect(!interposed, "nothing interposes this process, yet the check says something does")
        }
    }
}
