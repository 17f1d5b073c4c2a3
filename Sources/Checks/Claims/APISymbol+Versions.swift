import OfferModel

extension APISymbol {
    /// The versions that introduced the symbol on `platform` (an Apple platform such as `iOS`, or a
    /// web service such as `App Store Connect API`, whose version is the entry's service version).
    func introducedVersions(on platform: String) -> [String] {
        if let service = serviceVersion, service.hasPrefix(platform + " ") {
            return [String(service.dropFirst(platform.count + 1))]
        }
        return availability.filter { $0.platform.rawValue == platform }.map(\.introduced)
    }

    /// `iOS 17.2, macOS 14.2, …` or the service version.
    var availabilitySummary: String {
        if let service = serviceVersion { return service }
        return availability.map { "\($0.platform.rawValue) \($0.introduced)" }.joined(separator: ", ")
    }
}
