import ArgumentParser

extension TermBridge {
    /// `termbridge model`: the executable reference model of the App Store offer system.
    struct Model: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "model",
            abstract: "Ask the reference model of App Store offers: eligibility, signatures, .storekit files.",
            subcommands: [ModelEligibility.self, ModelSign.self, ModelVerify.self, ModelShow.self, ModelAPI.self])
    }
}
