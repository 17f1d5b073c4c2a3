extension RuleDescriptor {
    public static let availabilityMismatch = RuleDescriptor(
        id: "availability-mismatch", defaultSeverity: .error,
        shortDescription: "a stated platform version differs from the offer model's catalogue",
        help: "The text states that an API or feature is available from a platform version (iOS 17.2以降, 从 iOS 18.0 开始) that the offer model's API catalogue gives otherwise. Both translations can agree and both be wrong: the catalogue is the reference. Correct the version to the suggested one; `termbridge verify --kind availability` shows every availability claim with its verdict.")
    public static let unknownAPI = RuleDescriptor(
        id: "unknown-api", defaultSeverity: .error,
        shortDescription: "an API name is no catalogued symbol but close to one",
        help: "Prose or a code listing names an API that does not exist but is close to a catalogued symbol: a case slip (eligibleWinbackOfferIDs), two names run together (SKProductdiscounts) or wrong argument labels. Write the suggested symbol. Unknown names close to no symbol are not reported (verify lists them as unverifiable).")
    public static let undefinedIdentifier = RuleDescriptor(
        id: "undefined-identifier", defaultSeverity: .error,
        shortDescription: "a code listing uses a name it never declares",
        help: "A code listing uses a value identifier that it never declares, binds (let, var, if let, guard let, case let, for … in, closure parameters), receives as a parameter or imports, so the sample does not compile as shown (signature: discountsignature where the closure receives signature). Use the name the listing binds, or declare it.")
    public static let claimContradicted = RuleDescriptor(
        id: "claim-contradicted", defaultSeverity: .error,
        shortDescription: "a stated rule, worked example, enumeration or sample disagrees with the offer model",
        help: "The offer model, run on what the text states, gives another result: an eligibility rule outside what App Store Connect allows, a worked example whose dates do not follow from its own rules, a list of kinds that is not the model's, or sample code that behaves differently from the model on a concrete input (shown in the finding). Correct the text or the sample.")
}
