import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model show`: prints the groups, products and offers of a `.storekit` file.
    struct ModelShow: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print the subscription groups, products and offers of an Xcode .storekit file.")

        @Argument(help: "A .storekit file.")
        var file: String

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            try runReportingErrors {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
                let configuration = try StoreKitConfiguration.load(bytes, file: file)
                switch format {
                case .json:
                    print(try JSONOutput.encode(configuration))
                case .text:
                    for group in configuration.groups {
                        print("group '\(group.name)' (\(group.id))")
                        for product in group.subscriptions {
                            let level = product.level.map { " level \($0)" } ?? ""
                            print("  \(product.productID)\(level) \(product.period) \(product.displayPrice ?? "")")
                            let offers = (product.introductoryOffer.map { [$0] } ?? []) + product.promotionalOffers
                                + product.offerCodes + product.winBackOffers
                            for offer in offers {
                                let id = offer.id ?? "-"
                                print("    \(offer.type.rawValue) (\(offer.type.serverOfferType)) \(id): \(offer.paymentMode.rawValue) \(offer.period) x\(offer.periodCount)")
                            }
                        }
                    }
                }
            }
        }
    }
}
