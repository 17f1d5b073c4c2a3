import ArgumentParser
import Testing

@testable import TermBridgeCommandLine

/// Every command names itself: a command without a name is named at start-up from its type
/// through the runtime's reflection, and the sixteen that had none cost a quarter of the
/// argument parsing of every `termbridge` process.
@Suite struct CommandNameTests {
    static func commands(_ command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        var all: [any ParsableCommand.Type] = [command]
        for sub in command.configuration.subcommands { all += commands(sub) }
        return all
    }

    static func names(_ commands: [any ParsableCommand.Type]) -> [String] {
        var names: [String] = []
        for command in commands { if let name = command.configuration.commandName { names.append(name) } }
        return names
    }

    @Test func everyCommandHasAnExplicitName() {
        let all = Self.commands(TermBridge.self)
        #expect(all.count > 20)
        var unnamed: [String] = []
        for command in all where command.configuration.commandName == nil { unnamed.append(String(describing: command)) }
        #expect(unnamed.isEmpty, "commands without a commandName: \(unnamed)")
    }

    @Test func theNamesAreTheOnesUsersType() {
        let top = Self.names(TermBridge.configuration.subcommands)
        for name in ["build", "check", "verify", "term", "search", "align", "reference", "parse", "glossary", "terms", "model", "corpus"] {
            #expect(top.contains(name), "\(name) missing from \(top)")
        }
        var names: [String] = []
        for command in TermBridge.configuration.subcommands where command.configuration.commandName == "glossary" {
            names = Self.names(command.configuration.subcommands)
        }
        #expect(Set(["lint", "stats", "list", "import", "export"]).isSubset(of: Set(names)), "\(names)")
    }
}
