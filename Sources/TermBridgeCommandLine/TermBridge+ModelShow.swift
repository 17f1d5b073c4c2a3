import ArgumentParser
import Foundation
import OfferModel

extension TermBridge {
    /// `termbridge model show`: prints what Xcode shows of a `.storekit` file: subscription groups,
    /// products with their ids, prices and periods, billing plans, offers, other In-App Purchases and
    /// the promotional offer signing key. Unknown keys are warnings on standard error.
    struct ModelShow: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract:
                "Print the subscription groups, products, offers and other In-App Purchases of an Xcode .storekit file."
        )

        @Argument(help: "A .storekit file.")
        var file: String

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            try runReportingErrors {
                let bytes = try ModelInputFile.read(file, expected: "an Xcode .storekit file")
                let configuration = try StoreKitConfiguration.load(bytes, file: file)
                for warning in configuration.warnings { printError("warning: \(warning)") }
                switch format {
                case .json:
                    print(try JSONOutput.encode(configuration))
                case .text:
                    for line in Self.lines(configuration, file: file) { print(line) }
                }
            }
        }

        /// The text form, one line per group, product, plan and offer.
        static func lines(_ configuration: StoreKitConfiguration, file: String) -> [String] {
            var out = ["\(file): \(StoreKitSummary(configuration))"]
            for group in configuration.groups {
                out.append("subscription group '\(group.name)'\(group.id.isEmpty ? "" : " (\(group.id))")")
                for product in group.subscriptions {
                    var facts = [product.level.map { "level \($0)" }, product.period, product.displayPrice]
                    if product.familyShareable == true { facts.append("family shareable") }
                    let name = product.referenceName.map { " '\($0)'" } ?? ""
                    out.append("  \(product.productID)\(name): \(facts.compactMap { $0 }.joined(separator: ", "))")
                    for plan in product.billingPlans {
                        let commitment = plan.commitmentDisplayPrice.map { " (commitment \($0))" } ?? ""
                        out.append(
                            "    billing plan \(plan.type) \(plan.displayPrice ?? "")\(commitment)\(plan.isEnabled ? "" : ", disabled")"
                        )
                    }
                    for offer in product.allOffers { out.append("    " + describe(offer)) }
                }
            }
            if !configuration.products.isEmpty {
                out.append("other In-App Purchases")
                for product in configuration.products {
                    let name = product.referenceName.map { " '\($0)'" } ?? ""
                    let facts = [
                        product.kind, product.displayPrice, product.familyShareable == true ? "family shareable" : nil,
                    ]
                    out.append("  \(product.productID)\(name): \(facts.compactMap { $0 }.joined(separator: ", "))")
                }
            }
            if let key = configuration.offerKey {
                out.append("subscription offers key '\(key.id)' (P-256, signs promotional offers in StoreKit Testing)")
            }
            return out
        }

        static func describe(_ offer: ConfiguredOffer) -> String {
            let kind: String =
                switch offer.type {
                case .introductory: "introductory offer"
                case .promotional: "promotional offer"
                case .offerCode: "offer code"
                case .winBack: "win-back offer"
                }
            let id = offer.id.map { " '\($0)'" } ?? ""
            var line =
                "\(kind)\(id) (offerType \(offer.type.serverOfferType)): \(offer.paymentMode.rawValue) \(offer.period) x\(offer.periodCount)"
            if let price = offer.displayPrice { line += ", \(price)" }
            if let plan = offer.billingPlanType { line += ", billing plan \(plan)" }
            if let who = offer.customerEligibility {
                line += ", for \(who.isEmpty ? "nobody" : who.joined(separator: ", ")) customers"
            }
            if offer.isStackable == true { line += ", stackable" }
            if let paid = offer.minPaidMonths { line += ", paid at least \(paid) months" }
            if let since = offer.monthsSinceLastSubscribed, since.count == 2 {
                line += ", \(since[0])-\(since[1]) months since last subscribed"
            }
            if let wait = offer.waitBetweenOffersMonths { line += ", wait \(wait) months between offers" }
            return line
        }
    }
}
