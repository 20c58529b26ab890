import ArgumentParser

struct ExitCodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exit-codes",
        abstract: "List the exit codes heroes uses.",
        discussion: "Exit codes:\n" + ExitCodesCommand.table
    )

    /// One code a line, the code padded to 4 columns (without Foundation's `padding`, which
    /// bridges to NSString while every command's configuration is built, `--version` included).
    static var table: String {
        ExitStatus.allCases.map { status in
            let code = String(status.rawValue)
            return code + String(repeating: " ", count: max(1, 4 - code.count)) + status.meaning
        }
        .joined(separator: "\n")
    }

    func run() throws {
        try Console.out(Self.table + "\n")
    }
}
