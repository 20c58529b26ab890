import ArgumentParser
import DesignTokens

/// Options every data command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @Flag(name: [.short, .long], help: "Log each HTTP exchange to stderr (keys redacted). Same as HEROES_DEBUG=api.")
    var verbose = false
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}
