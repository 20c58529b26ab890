import AppConfig
import ArgumentParser

/// `heroes environment` (and `heroes help environment`, as gh has it): every environment
/// variable heroes reads, with what it does (AppConfig's ``EnvironmentVariables``).
struct EnvironmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "environment",
        abstract: "List the environment variables heroes reads.",
        discussion: EnvironmentVariables.topic
    )

    /// The topic when `arguments` (without the program's name) are exactly `help environment`,
    /// as gh's `gh help environment`: the text alone, not a command's help; else `nil`.
    static func text(for arguments: [String]) -> String? {
        arguments == ["help", "environment"] ? EnvironmentVariables.topic : nil
    }

    func run() throws {
        try Console.out(EnvironmentVariables.topic)
    }
}
