public import ArgumentParser
import MarvelWire

/// `heroes browse comics`: a resource is named by its path segment, as its commands are.
extension MarvelResource: @retroactive ExpressibleByArgument {}
