/// `heroes --help list` (or `-h`) as `heroes help list`: ArgumentParser answers a `--help`
/// before the subcommand's name with the top-level help, so the words are rewritten first to
/// ask for the help of the command they name, as `heroes list --help` and `heroes help list` do.
enum HelpRequest {
    /// `arguments` (without the program's name), with a leading `--help` or `-h` followed by a
    /// command's name made `help` and that name; anything else as it is.
    static func normalize(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, first == "--help" || first == "-h", arguments.count > 1,
            !arguments[1].hasPrefix("-")
        else { return arguments }
        return ["help"] + arguments.dropFirst()
    }
}
