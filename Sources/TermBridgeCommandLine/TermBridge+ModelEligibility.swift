import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model eligibility`: win-back offer eligibility of a scenario file.
    struct ModelEligibility: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "eligibility",
            abstract: "Decide whether the customer of a scenario file is eligible for its win-back offer, and from when.")

        @Option(name: .long, help: "A scenario JSON file (offer, customer, history, asOf).")
        var scenario: String

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            try runReportingErrors {
                let bytes = try ModelInputFile.read(scenario, expected: "a scenario JSON file")
                let result = try EligibilityScenario.decode(bytes, file: scenario).evaluate()
                switch format {
                case .json:
                    print(try JSONOutput.encode(result))
                case .text:
                    print("\(result.eligible ? "eligible" : "not eligible") on \(result.asOf)")
                    for reason in result.reasons { print("  reason: \(reason.rawValue)") }
                    if let paid = result.paidMonths { print("  paid months of the last run: \(paid)") }
                    if let since = result.monthsSinceLastSubscribed { print("  months since last subscribed: \(since)") }
                    print("first eligible date: \(result.firstEligibleDate ?? "none")")
                }
            }
        }
    }
}
