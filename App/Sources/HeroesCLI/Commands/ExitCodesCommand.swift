import ArgumentParser

struct ExitCodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exit-codes",
        abstract: "List the exit codes heroes uses.",
        discussion: "Exit codes:\n" + ExitCodesCommand.table
    )

    static var table: String {
        ExitStatus.allCases.map { String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0) + $0.meaning }
            .joined(separator: "\n")
    }

    func run() throws {
        try Console.out(Self.table + "\n")
    }
}
