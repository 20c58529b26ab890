import ArgumentParser

/// `--no-pager`: the option of a command whose output goes through a pager on a terminal
/// (`list`, `show`, `random`). See ``GlobalOptions``.
struct PagerOptions: ParsableArguments {
    @Flag(name: .customLong("no-pager"), help: "Never send long output through a pager.")
    var noPager = false
}
