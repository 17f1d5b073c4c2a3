import ArgumentParser
import OfferModel

extension TermBridge {
    /// `termbridge model api`: the API catalogue, with every platform's availability per symbol.
    struct ModelAPI: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "api",
            abstract: "List the StoreKit, server and App Store Connect symbols the corpus talks about, with each"
                + " platform's availability, server API versions and sources.")

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Option(
            name: .long,
            help: ArgumentHelp(
                "Only symbols available on this platform (iOS, iPadOS, macOS,"
                    + " 'Mac Catalyst', tvOS, watchOS, visionOS)."))
        var platform: String?

        func validate() throws {
            if let platform, Self.platform(named: platform) == nil {
                let names = APISymbol.Platform.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw ValidationError("unknown platform '\(platform)' (expected one of \(names))")
            }
        }

        /// The platform whose name matches `name`, ignoring case and spaces (`maccatalyst`, `Mac Catalyst`).
        static func platform(named name: String) -> APISymbol.Platform? {
            let key = name.lowercased().filter { $0 != " " }
            return APISymbol.Platform.allCases.first { $0.rawValue.lowercased().filter { $0 != " " } == key }
        }

        func run() throws {
            try runReportingErrors {
                let entries =
                    platform.flatMap(Self.platform(named:)).map(APICatalogue.entries(availableOn:))
                    ?? APICatalogue.entries
                switch format {
                case .json:
                    print(try JSONOutput.encode(entries))
                case .text:
                    for entry in entries { print(Self.text(entry)) }
                }
            }
        }

        /// Three or four lines per symbol: name and kind; every platform's availability (or the web-service
        /// version); the corpus line and Apple's pages.
        static func text(_ entry: APISymbol) -> String {
            let deprecated = entry.deprecated ? ", deprecated" : ""
            var lines = [
                "\(entry.symbol)  [\(entry.kind.rawValue), \(entry.owner.rawValue), \(entry.concept)\(deprecated)]"
            ]
            if let version = entry.serviceVersion {
                lines.append("  \(version)")
            } else if entry.owner == .appStoreServerAPI || entry.owner == .appStoreConnectAPI {
                lines.append("  web service; version not stated in the sources read")
            } else if entry.availabilityConfirmed {
                let cells = APISymbol.Platform.allCases.map { platform in
                    guard let a = entry.availability.first(where: { $0.platform == platform }) else {
                        return "\(platform.rawValue) not listed"
                    }
                    return "\(platform.rawValue) \(a.introduced)" + (a.deprecated.map { "–\($0) deprecated" } ?? "")
                }
                lines.append("  " + cells.joined(separator: ", "))
            } else {
                let known = entry.availability.map { "\($0.platform.rawValue) \($0.introduced)" }.joined(
                    separator: ", ")
                lines.append(
                    "  platforms not confirmed against Apple's documentation"
                        + (known.isEmpty ? "" : "; the corpus states \(known)"))
            }
            if let source = entry.source { lines.append("  corpus: \(source)") }
            for citation in entry.citations { lines.append("  apple: \(citation.url)") }
            return lines.joined(separator: "\n")
        }
    }
}
