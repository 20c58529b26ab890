import Foundation
import Testing
import TestingUtils

/// The completion scripts `scripts/install` installs, run by bash, zsh and fish themselves:
/// `show` completes hero names and ids from the catalog, `--order-by` its values.
@Suite struct CompletionScriptTests {
    let heroes: Heroes
    let folder: TemporaryFolder
    init() throws {
        heroes = try Heroes()
        folder = try TemporaryFolder(prefix: "heroes-completion")
        // The scripts run `heroes` by the name typed, found on PATH.
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("heroes"), withDestinationURL: URL(fileURLWithPath: heroes.path))
        for shell in ["bash", "zsh", "fish"] {
            let script = try heroes.run(["--generate-completion-script", shell])
            #expect(script.status == 0, "\(script)")
            let name = shell == "zsh" ? "_heroes" : "heroes.\(shell)"
            try script.stdout.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // The catalog is written once, before any shell asks for names (completion never writes it).
        _ = try heroes.run(["show", "1009610"])
    }

    var environment: [String: String] {
        heroes.environment(["PATH": folder.url.appendingPathComponent("bin").path + ":/usr/bin:/bin"])
    }

    func shell(_ program: String, _ arguments: [String], env extra: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(
            program, arguments, environment: environment.merging(extra) { $1 }, currentDirectory: folder.url,
            timeout: 30)
    }

    /// What bash offers for the words of `line` (the last one being completed), with `extra` in
    /// the environment.
    func bash(_ words: [String], env extra: [String: String] = [:]) throws -> [String] {
        let quoted = words.map(ProcessRunner.shellQuote).joined(separator: " ")
        let script = """
            source ./heroes.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _heroes heroes "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try shell("/usr/bin/bash", ["-c", script], env: extra)
        #expect(result.status == 0, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Against a server, completion answers from the cache alone: the heroes of its copy of the
    /// whole list, nothing before there is one and nothing for comics, and the server is asked
    /// nothing either way.
    @Test func againstAServerCompletionOffersTheCachedHeroesAndNeverCallsTheServer() throws {
        let results = [(1, "Spider-Man"), (2, "Spider-Woman"), (3, "Hulk")].map {
            ["id": $0.0, "name": $0.1] as [String: Any]
        }
        let server = try HostileServerTests.ScriptedServer(
            body: HostileServerTests.envelope(limit: 100, total: results.count, results: results))
        #expect(try bash(["heroes", "show", "Spi"], env: server.env) == [], "no copy of the list yet")
        #expect(server.requests == 0, "completion called the server")
        let cached = try heroes.run(["list", "--all"], env: server.env)
        #expect(cached.status == 0, "\(cached)")
        let calls = server.requests
        #expect(calls >= 1)
        #expect(try bash(["heroes", "show", "Spi"], env: server.env) == ["Spider-Man", "Spider-Woman"])
        #expect(try bash(["heroes", "comics", "show", "Amaz"], env: server.env) == [], "no whole list of comics")
        #expect(server.requests == calls, "completion called the server")
    }

    @Test func bashCompletesHeroNamesIdsAndOrderValues() throws {
        let names = try bash(["heroes", "show", "Spider-Man"])
        // The names themselves: readline quotes them for the line (`complete -o filenames`).
        #expect(names.contains("Spider-Man") && names.contains("Spider-Man (Ben Reilly)"), "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("Spider-Man") }, "\(names)")
        #expect(try bash(["heroes", "show", "100961"]).contains("1009610"))
        #expect(try bash(["heroes", "list", "--order-by", "-"]) == ["-name", "-modified"])
    }

    /// Every resource's `show` and the filters by name complete that resource's names and ids,
    /// each the name of a record the API lists under that start (stories: ids only).
    @Test func bashCompletesEveryResourcesNamesAndIdsAndTheNamedFiltersNames() throws {
        let comics = try bash(["heroes", "comics", "show", "Hulk (2008) #1"])
        #expect(!comics.isEmpty && comics.allSatisfy { $0.hasPrefix("Hulk (2008) #1") }, "\(comics)")
        let listed = try heroes.run([
            "comics", "list", "--title-starts-with", "Hulk (2008) #1", "--all", "--json", "title",
        ])
        #expect(listed.status == 0, "\(listed)")
        for title in comics { #expect(listed.stdout.contains(#""title":"\#(title)""#), "\(title)") }
        #expect(try bash(["heroes", "creators", "show", "Stan Le"]).contains("Stan Lee"))
        #expect(try bash(["heroes", "events", "show", "Civil W"]) == ["Civil War", "Civil War II"])
        let seriesIDs = try bash(["heroes", "series", "show", "2258"])
        #expect(seriesIDs.contains("2258") && seriesIDs.allSatisfy { $0.hasPrefix("2258") }, "\(seriesIDs)")
        #expect(try bash(["heroes", "stories", "show", "Cover"]).isEmpty, "a story's title is no name")
        #expect(try bash(["heroes", "stories", "show", "4988"]).contains("49889"))
        #expect(try bash(["heroes", "comics", "list", "--with", "Wolverin"]).contains("Wolverine"))
        #expect(try bash(["heroes", "comics", "list", "--by", "Stan Le"]).contains("Stan Lee"))
        #expect(try bash(["heroes", "path", "howard the d"]) == ["Howard The Duck"])
    }

    /// What an interactive `shell` (given `setup` first) shows once `typed` and a Tab are typed,
    /// up to the first text matching the zsh pattern `until`: completion runs only inside a line
    /// editor (``InteractiveShell``).
    func interactive(_ shell: InteractiveShell, setup: String, typed: String, until pattern: String) throws -> String {
        var env = environment
        env["COLUMNS"] = "100"
        let result = try shell.type(
            typed + "\t", setup: setup, until: pattern, environment: env, directory: folder.url)
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        return result.stdout
    }

    @Test func bashCompletesTheConfigKeysAndTheValuesEachTakes() throws {
        let keys = try bash(["heroes", "config", "set", ""])
        #expect(Set(["color", "format", "pager", "per_page", "base_url"]).isSubset(of: Set(keys)), "\(keys)")
        #expect(try bash(["heroes", "config", "get", "per"]) == ["per_page"])
        #expect(try bash(["heroes", "config", "set", "format", ""]) == ["table", "tsv", "csv", "json"])
        #expect(try bash(["heroes", "config", "set", "color", "a"]) == ["auto", "always"])
    }

    @Test func zshAndFishCompleteTheConfigKeysAndTheValuesEachTakes() throws {
        let zshSetup =
            "PS1='> '; fpath=(\(folder.path) $fpath); autoload -U compinit; compinit -u -D; setopt nolistbeep"
        #expect(
            try interactive(.zsh, setup: zshSetup, typed: "heroes config set form", until: "*format*")
                .contains("heroes config set format"))
        #expect(
            try interactive(.zsh, setup: zshSetup, typed: "heroes config set format cs", until: "*csv*")
                .contains("heroes config set format csv"))
        // fish draws the line a word at a time, then whole (wrapped after the long prompt): the
        // patterns and the checks span the last two words.
        let fishSetup = "source \(folder.path)/heroes.fish"
        let key = try interactive(.fish, setup: fishSetup, typed: "heroes config set per_", until: "*set per_page*")
        #expect(key.contains("set per_page"), "\(key)")
        let value = try interactive(
            .fish, setup: fishSetup, typed: "heroes config set color nev", until: "*color never*")
        #expect(value.contains("set color never"), "\(value)")
    }

    @Test func fishCompletesHeroNamesIdsAndOrderValues() throws {
        func fish(_ typed: String, until pattern: String) throws -> String {
            try interactive(.fish, setup: "source \(folder.path)/heroes.fish", typed: typed, until: pattern)
        }
        let names = try fish("heroes show Spider-Man", until: "*Ultimate*")
        #expect(names.contains("pider-Man (1602)") && names.contains("pider-Man (Ben Reilly)"), "\(names)")
        #expect(try fish("heroes show 100961", until: "*1009610*").contains("1009610"))
        // fish reads a word starting with `-` as a flag, so the value is completed from its start.
        #expect(try fish("heroes list --order-by mod", until: "*by modified*").contains("--order-by modified"))
    }

    @Test func zshCompletesHeroNamesIdsAndOrderValues() throws {
        func zsh(_ typed: String, until pattern: String) throws -> String {
            try interactive(
                .zsh,
                setup:
                    "PS1='> '; fpath=(\(folder.path) $fpath); autoload -U compinit; compinit -u -D; setopt nolistbeep",
                typed: typed, until: pattern)
        }
        let names = try zsh("heroes show Spider-Man", until: "*Ultimate*")
        #expect(names.contains("Spider-Man (1602)") && names.contains("Spider-Man (Ben Reilly)"), "\(names)")
        #expect(names.contains("Spider-Man (Marvel: Avengers Alliance)"), "a colon is part of the name: \(names)")
        #expect(try zsh("heroes show 100961", until: "*1009610*").contains("1009610"))
        #expect(try zsh("heroes list --order-by -m", until: "*-modified*").contains("heroes list --order-by -modified"))
    }

    /// The words the shell reads from the line it completed: `typed`, a Tab, then the line run
    /// as `printf` arguments (Ctrl-A, `printf 'W:%s;' `), so `["heroes", "show", NAME]` is what
    /// Enter would have given `heroes`.
    func completedWords(_ shell: InteractiveShell, typed: String, env extra: [String: String] = [:]) throws
        -> [String]
    {
        let setup =
            shell == .bash
            ? "source ./heroes.bash"
            : "PS1='> '; fpath=(\(folder.path) $fpath); autoload -U compinit; compinit -u -D; setopt nolistbeep"
        let keys = typed + "\t\u{01}printf 'W:%s;' \u{05}; echo EN\"\"D\n"
        let result = try shell.type(
            keys, setup: setup, until: "*END*", environment: environment.merging(extra) { $1 }, directory: folder.url)
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        guard
            let line = result.stdout.split(separator: "\n").first(where: { $0.hasPrefix("W:") && $0.hasSuffix("END") })
        else { return [] }
        return line.dropLast(4).split(separator: ";", omittingEmptySubsequences: false).map { String($0.dropFirst(2)) }
    }

    @Test func bashCompletesAnEscapedOrQuotedNameToThatNameEscapedOnce() throws {
        #expect(
            try completedWords(.bash, typed: #"heroes show Spider-Man\ \(Ben"#) == [
                "heroes", "show", "Spider-Man (Ben Reilly)",
            ])
        #expect(
            try completedWords(.bash, typed: "heroes show 'Spider-Man (Be") == [
                "heroes", "show", "Spider-Man (Ben Reilly)",
            ])
        // Two names start with `Ant-Man (`: the first Tab puts that much, escaped once, on the line.
        #expect(
            try completedWords(.bash, typed: "heroes show Ant-Ma\tEri") == ["heroes", "show", "Ant-Man (Eric O'Grady)"])
    }

    /// `heroes show spi<Tab>` finds Spider-Man in bash and zsh as in fish: the generated scripts
    /// match hero names in any case (CompletionScripts).
    @Test(arguments: [InteractiveShell.bash, .zsh])
    func aNameTypedInAnyCaseCompletesToTheName(shell: InteractiveShell) throws {
        #expect(
            try completedWords(shell, typed: #"heroes show spider-man\ \(ben"#)
                == ["heroes", "show", "Spider-Man (Ben Reilly)"])
        #expect(
            try completedWords(shell, typed: "heroes show ant-ma\teri") == ["heroes", "show", "Ant-Man (Eric O'Grady)"])
    }

    /// A server's names, cached by `heroes list --all`: what each shell's line editor would run
    /// or eat (`$(…)`, `` ` ``, `!!`, `\\`) is never put bare on the command line.
    @Test(arguments: [InteractiveShell.bash, .zsh])
    func aHostileNameIsCompletedAsItselfOrNotAtAll(shell: InteractiveShell) throws {
        let names = [#"back\slash"#, "Bang!!", "Dollar $(touch pwned)", "Tick `touch pwned`", "Colon: and (more)"]
        let results = names.enumerated().map { ["id": 2_000_000 + $0.offset, "name": $0.element] as [String: Any] }
        let server = try HostileServerTests.ScriptedServer(
            body: HostileServerTests.envelope(limit: 100, total: names.count, results: results))
        let cached = try heroes.run(["list", "--all"], env: server.env)
        #expect(cached.status == 0, "\(cached)")
        #expect(
            try completedWords(shell, typed: "heroes show back", env: server.env) == ["heroes", "show", #"back\slash"#])
        #expect(
            try completedWords(shell, typed: "heroes show Colo", env: server.env)
                == ["heroes", "show", "Colon: and (more)"])
        for typed in ["Ban", "Dol", "Tic"] {
            #expect(
                try completedWords(shell, typed: "heroes show " + typed, env: server.env) == ["heroes", "show", typed])
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("pwned").path))
    }
}
