import ArgumentParser
import HeroesCore
import MarvelWire

/// `heroes comics` (and each resource to come): the group of a resource's `list` and `show`.
struct ResourceCommand<Noun: ResourceNoun>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Noun.resource.rawValue,
            abstract: "List \(Noun.resource.pluralNoun) or show one.",
            subcommands: [ResourceListCommand<Noun>.self, ResourceShowCommand<Noun>.self])
    }
}

/// `heroes characters list|show`: `heroes list` and `heroes show` under the resource's name.
struct CharactersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: MarvelResource.characters.rawValue,
        abstract: "List heroes or show one (the same as heroes list and heroes show).",
        subcommands: [ListCommand.self, ShowCommand.self])
}
