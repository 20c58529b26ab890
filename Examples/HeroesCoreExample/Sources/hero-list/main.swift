import AppConfig
import Foundation
import HeroList

// hero-list BASE_URL [PAGE]: prints the names on the page, one a line, then where they came from
// on stderr. Keys come from MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY; the cache is ./hero-cache.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
guard (1...2).contains(arguments.count), let baseURL = URL(string: arguments[0]),
    let page = arguments.count == 2 ? Int(arguments[1]) : 1,
    let publicKey = environment["MARVEL_PUBLIC_KEY"], let privateKey = environment["MARVEL_PRIVATE_KEY"]
else {
    FileHandle.standardError.write(
        Data("usage: MARVEL_PUBLIC_KEY=… MARVEL_PRIVATE_KEY=… hero-list BASE_URL [PAGE]\n".utf8))
    exit(64)
}
let credentials = MarvelCredentials(publicKey: publicKey, privateKey: privateKey)
let cache = "hero-cache"
let (names, origin) = try await heroNames(page: page, baseURL: baseURL, credentials: credentials, cacheFolder: cache)
names.forEach { print($0) }
FileHandle.standardError.write(Data("from: \(origin)\n".utf8))
