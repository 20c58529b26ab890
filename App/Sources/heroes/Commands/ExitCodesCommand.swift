import ArgumentParser

struct ExitCodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exit-codes",
        abstract: "List the exit codes heroes uses."
    )

    func run() {
        for status in ExitStatus.allCases {
            Console.out(String(status.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0) + status.meaning + "\n")
        }
    }
}
