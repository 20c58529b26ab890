import AppConfig
import CharacterNames
import Foundation

// character-names BASE_URL PREFIX: prints the names, one a line. Keys come from
// MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY.
let arguments = CommandLine.arguments.dropFirst()
let environment = ProcessInfo.processInfo.environment
guard arguments.count == 2, let baseURL = URL(string: arguments.first!),
    let publicKey = environment["MARVEL_PUBLIC_KEY"], let privateKey = environment["MARVEL_PRIVATE_KEY"]
else {
    FileHandle.standardError.write(
        Data("usage: MARVEL_PUBLIC_KEY=… MARVEL_PRIVATE_KEY=… character-names BASE_URL PREFIX\n".utf8))
    exit(64)
}
let credentials = MarvelCredentials(publicKey: publicKey, privateKey: privateKey)
for name in try await characterNames(startingWith: arguments.last!, baseURL: baseURL, credentials: credentials) {
    print(name)
}
