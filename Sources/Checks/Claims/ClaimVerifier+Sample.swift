import CorpusModel
import OfferModel

extension ClaimVerifier {
    /// The free-trial periods App Store Connect offers, shortest first, as generated inputs.
    static let trialPeriods = ["P3D", "P1W", "P2W", "P1M", "P2M", "P3M", "P6M", "P1Y"].compactMap(SubscriptionPeriod.init(iso8601:))

    /// Sample claims: a listing that chooses the preferred offer by the longest free trial
    /// (`.filter { $0.paymentMode == .freeTrial }` and a `.max` over `period.value`) is run as the
    /// model's ``PreferredOfferChoice`` with its `.periodValue` comparison against the model's
    /// real-duration choice on every pair of free trials App Store Connect allows; the first pair
    /// they disagree on is the contradiction's concrete input.
    ///
    /// - Complexity: O(listings × 64 pairs).
    func sampleClaims(_ source: ClaimSource) -> [Claim] {
        var claims: [Claim] = []
        for listing in source.document.codeListings {
            let code = listing.code
            guard code.contains(".freeTrial"), code.contains(".max"), code.contains("period.value") else { continue }
            let offset = Array(code.unicodeScalars).offsets(of: "period.value", in: 0..<code.unicodeScalars.count).first ?? 0
            let (line, column) = Self.documentPosition(ofCodeOffset: offset, name: "period", listing: listing, source: source)
            var disagreement: (SubscriptionOfferInfo, SubscriptionOfferInfo, SubscriptionOfferInfo, SubscriptionOfferInfo)?
            search: for a in Self.trialPeriods {
                for b in Self.trialPeriods where a != b {
                    let offers = [
                        SubscriptionOfferInfo(id: "trial-\(a)", type: .winBack, paymentMode: .freeTrial, period: a),
                        SubscriptionOfferInfo(id: "trial-\(b)", type: .winBack, paymentMode: .freeTrial, period: b),
                    ]
                    guard let sample = PreferredOfferChoice.choose(offers, comparison: .periodValue),
                          let model = PreferredOfferChoice.choose(offers, comparison: .realDuration),
                          sample != model else { continue }
                    disagreement = (offers[0], offers[1], sample, model)
                    break search
                }
            }
            let title = listing.title.map { "'\($0)'" } ?? "at line \(listing.line)"
            if let (a, b, sample, model) = disagreement {
                claims.append(claim(
                    .sample, .contradicted, in: source, line: line, column: column, text: "period.value",
                    claim: "listing \(title) chooses the longest free trial",
                    model: "for free trials \(a.period) and \(b.period) the sample (comparing period.value) picks \(sample.period), "
                        + "the model (comparing real duration) picks \(model.period)",
                    suggestion: "compare the trial's length in days (period.value scaled by period.unit) instead of period.value"))
            } else {
                claims.append(claim(
                    .sample, .confirmed, in: source, line: line, column: column, text: "period.value",
                    claim: "listing \(title) chooses the longest free trial",
                    model: "the sample and the model agree on every pair of App Store Connect free-trial periods"))
            }
        }
        return claims
    }
}
