import ArgumentParser
import OfferModel

extension TermBridge {
    /// `termbridge model api`: the API catalogue.
    struct ModelAPI: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "api",
            abstract: "List the StoreKit, server and App Store Connect symbols the corpus talks about, with availability and sources.")

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            try runReportingErrors {
                switch format {
                case .json:
                    print(try JSONOutput.encode(APICatalogue.entries))
                case .text:
                    for entry in APICatalogue.entries {
                        let availability = entry.availability.map { "\($0.platform) \($0.version)" }.joined(separator: ", ")
                        let deprecated = entry.deprecated ? " deprecated" : ""
                        print("\(entry.symbol)  [\(entry.kind.rawValue), \(entry.owner.rawValue), \(entry.concept)] \(availability)\(deprecated)  — \(entry.source)")
                    }
                }
            }
        }
    }
}
