import Foundation

extension Heroes {
    /// A pager in the folder `name` under this HOME that keeps what it was given in the file
    /// `paged` beside it and prints `PAGED` and its arguments; `command` runs it with
    /// `arguments`, its path quoted as a shell would need (`name` may hold a space).
    func recordingPager(folder name: String, arguments: String) throws -> (command: String, paged: URL) {
        let folder = home.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("pager")
        try "#!/bin/sh\ncat > \"$(dirname \"$0\")/paged\"\necho PAGED \"$@\"\n".write(
            to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
        return ("'\(script.path)' " + arguments, folder.appendingPathComponent("paged"))
    }
}
