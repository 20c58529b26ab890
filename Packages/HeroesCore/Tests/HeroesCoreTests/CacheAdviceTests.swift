import HeroesCore
import Testing

/// Every cache failure and warning line `heroes` writes: HeroesCore's description with the
/// advice, the exact lines the end-to-end tests expect.
struct CacheAdviceTests {
    @Test(arguments: [
        (
            HeroesStoreError.diskFull(path: "/c/heroes.sqlite"),
            "the disk holding the cache at /c/heroes.sqlite is full; free some space or run `heroes cache clear`"
        ),
        (
            .cannotCreateFolder(path: "/c", reason: "Permission denied"),
            "the cache folder /c could not be created (Permission denied); check XDG_CACHE_HOME"
        ),
        (
            .untrustedFile(path: "/c/heroes.sqlite", found: "a symbolic link"),
            "the cache file /c/heroes.sqlite is a symbolic link, which heroes leaves alone (it does not open it); remove it, or point HEROES_CACHE_DIR at a folder of your own"
        ),
        (
            .readOnly(path: "/c/heroes.sqlite"),
            "the cache at /c/heroes.sqlite is read-only; check the folder's permissions or the disk"
        ),
    ])
    func aCacheFailureIsItsDescriptionThenTheAdvice(error: HeroesStoreError, line: String) {
        #expect(CacheAdvice.message(for: error) == line)
    }

    @Test func aWarningQuotingACacheFailureGetsTheAdviceBeforeWhatItMeans() {
        let link = CacheWarning.unavailable(.untrustedFile(path: "/c/heroes.sqlite", found: "a symbolic link"))
        #expect(
            CacheAdvice.message(for: link)
                == "the cache file /c/heroes.sqlite is a symbolic link, which heroes leaves alone (it does not open it); remove it, or point HEROES_CACHE_DIR at a folder of your own; going on without the cache."
        )
        let full = CacheWarning.operationFailed(.diskFull(path: "/c/heroes.sqlite"))
        #expect(
            CacheAdvice.message(for: full)
                == "the disk holding the cache at /c/heroes.sqlite is full; free some space or run `heroes cache clear`; this answer was not cached."
        )
    }

    @Test func aWarningWithNoAdviceToAddIsItsDescription() {
        let readOnly = CacheWarning.operationFailed(.readOnly(path: "/c/heroes.sqlite"))
        #expect(CacheAdvice.message(for: readOnly) == readOnly.description)
        let moved = CacheWarning.movedAside(
            path: "/c/heroes.sqlite", movedTo: "/c/heroes.sqlite.corrupt-1", reason: "file is not a database")
        #expect(CacheAdvice.message(for: moved) == moved.description)
    }

    @Test func aSharedCacheFolderWarningEndsWithTheVariableThatMovesTheCache() {
        let shared = CacheWarning.sharedFolder(path: "/tmp")
        #expect(
            CacheAdvice.message(for: shared)
                == "other users can write in the cache folder /tmp, so they could tamper with the cache; heroes leaves the folder as it is: point HEROES_CACHE_DIR at a folder of your own."
        )
    }
}
