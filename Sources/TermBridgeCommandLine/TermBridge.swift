import ArgumentParser

/// The `termbridge` command: the root of every subcommand.
public struct TermBridge: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "termbridge",
        abstract: "Keep multilingual (Japanese, Chinese, English) technical documentation consistent.",
        discussion: """
            TermBridge parses documentation corpora into structured records, keeps a trilingual \
            concept glossary (TBX), aligns translations, checks terminology consistency, and \
            cross-checks the documents against a reference model of App Store offers.
            """,
        version: version,
        subcommands: [
            Build.self,
            Check.self,
            Search.self,
            Reference.self,
            Verify.self,
            Corpus.self,
            Align.self,
            Terms.self,
            Model.self,
            TermCommand.self,
            GlossaryCommand.self,
            Parse.self,
        ]
    )

    public init() {}
}
