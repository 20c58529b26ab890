public import ArgumentParser
import DesignTokens

/// `--color auto|always|never` is DesignTokens' own choice, read as it is: its raw values are
/// the words the flag takes, and its cases the values the help lists.
extension ColorMode: @retroactive ExpressibleByArgument {}
