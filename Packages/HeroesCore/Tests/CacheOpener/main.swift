import Foundation
import HeroesCore

// A child process for SQLiteHeroesStoreTests, which starts ten of them to open a new cache file
// at once, as ten `heroes` started together do: for each folder path read on stdin, it opens
// the store in that folder and prints one line, `ok`, or what went wrong; at the end of its
// input it exits 0.

/// Writes `line` at once (print's buffer would hold it back from a pipe).
func answer(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

while let path = readLine() {
    let opening = SQLiteHeroesStore.open(directory: path)
    switch (opening.store, opening.warnings) {
    case (let store?, []):
        try? store.close()
        answer("ok")
    case (let store, let warnings):
        try? store?.close()
        answer("\(store == nil ? "no store" : "a store"), warnings: \(warnings.map(\.description))")
    }
}
