import ArgumentParser

extension TermBridge {
    /// `termbridge terms …`: work on term pairs.
    struct Terms: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "terms",
            abstract: "Work with term pairs.",
            subcommands: [Discover.self]
        )
    }
}
