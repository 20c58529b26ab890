import ArgumentParser
import Testing

@testable import HeroesCLI

/// `heroes --generate-completion-script SHELL`: ArgumentParser's script with the changes that
/// make bash and zsh match hero names in any case (run in those shells by CompletionScriptTests).
struct CompletionScriptsTests {
    @Test(arguments: [CompletionShell.bash, .zsh])
    func everyChangeFindsItsPieceInArgumentParsersScriptAndLeavesNoneOfIt(shell: CompletionShell) {
        let original = Heroes.completionScript(for: shell)
        let changed = CompletionScripts.script(for: shell)
        for (piece, replacement) in CompletionScripts.changes(for: shell) {
            #expect(original.contains(piece), "ArgumentParser no longer writes \(piece.debugDescription)")
            #expect(changed.contains(replacement))
        }
        #expect(changed != original)
    }

    @Test func theOptionWithAShellGivesThatScriptAndAnythingElseIsLeftToArgumentParser() {
        #expect(
            CompletionScripts.text(for: ["--generate-completion-script", "zsh"]) == CompletionScripts.script(for: .zsh)
                + "\n")
        #expect(
            CompletionScripts.text(for: ["--generate-completion-script=bash"]) == CompletionScripts.script(for: .bash)
                + "\n")
        #expect(
            CompletionScripts.text(for: ["--generate-completion-script", "fish"]) == Heroes.completionScript(for: .fish)
                + "\n")
        #expect(CompletionScripts.text(for: ["--generate-completion-script", "tcsh"]) == nil)
        #expect(CompletionScripts.text(for: ["--generate-completion-script"]) == nil)
        #expect(CompletionScripts.text(for: ["list", "--generate-completion-script", "zsh"]) == nil)
    }
}
