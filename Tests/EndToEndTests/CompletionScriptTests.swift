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

    func shell(_ program: String, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(program, arguments, environment: environment, currentDirectory: folder.url, timeout: 30)
    }

    /// What bash offers for the words of `line` (the last one being completed).
    func bash(_ words: [String]) throws -> [String] {
        let quoted = words.map(ProcessRunner.shellQuote).joined(separator: " ")
        let script = """
            source ./heroes.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _heroes heroes "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try shell("/usr/bin/bash", ["-c", script])
        #expect(result.status == 0, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesHeroNamesIdsAndOrderValues() throws {
        let names = try bash(["heroes", "show", "Spider-Man"])
        #expect(names.contains("Spider-Man") && names.contains("Spider-Man (Ben Reilly)"), "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("Spider-Man") }, "\(names)")
        #expect(try bash(["heroes", "show", "100961"]).contains("1009610"))
        #expect(try bash(["heroes", "list", "--order-by", "-"]) == ["-name", "-modified"])
    }

    @Test func fishCompletesHeroNamesIdsAndOrderValues() throws {
        func fish(_ line: String) throws -> [String] {
            let result = try shell(
                "/usr/bin/fish",
                ["--no-config", "-c", "source ./heroes.fish; complete -C \(ProcessRunner.shellQuote(line))"])
            #expect(result.status == 0, "\(result)")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        let names = try fish("heroes show Spider-Man")
        #expect(names.contains("Spider-Man") && names.contains("Spider-Man (Ben Reilly)"), "\(names)")
        #expect(try fish("heroes show 100961").contains("1009610"))
        #expect(Set(try fish("heroes list --order-by ")) == ["name", "-name", "modified", "-modified"])
    }

    @Test func zshCompletesHeroNamesAndOrderValuesInAnInteractiveShell() throws {
        // compsys runs only inside a line editor: an interactive zsh on a zsh/zpty, with a Tab typed.
        func zsh(_ typed: String, until pattern: String) throws -> String {
            let driver = """
                zmodload zsh/zpty
                zpty z 'zsh -f -i'
                zpty -w z "PS1='> '; fpath=(. \\$fpath); autoload -U compinit; compinit -u -D; setopt nolistbeep; print READY"
                zpty -r z line '*READY*'
                zpty -w -n z \(ProcessRunner.shellQuote(typed))$'\\t'
                zpty -r z out \(ProcessRunner.shellQuote(pattern))
                print -r -- "$out"
                zpty -d z
                """
            let result = try shell("/usr/bin/zsh", ["-f", "-c", driver])
            #expect(result.status == 0 && !result.timedOut, "\(result)")
            return result.stdout.replacingOccurrences(of: "\r", with: "")
        }
        let names = try zsh("heroes show Spider-Man", until: "*Ben Reilly*")
        #expect(names.contains("Spider-Man (Ben Reilly"), "\(names)")
        #expect(names.contains("Spider-Man (Marvel: Avengers Alliance)"), "a colon is part of the name: \(names)")
        let order = try zsh("heroes list --order-by -m", until: "*modified*")
        #expect(order.contains("-modified"), "\(order)")
    }
}
