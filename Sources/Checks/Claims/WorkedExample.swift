import CorpusModel

/// The eligibility rules a document states for one win-back offer, read from the numeric facts of
/// one line: the offer's duration, the minimum paid duration, time since last subscribed as a
/// range and the wait between offers, each placed by the nearest cue word in Japanese, Chinese or
/// English (`無料`/`免费`/`free`, `支払`/`支付`/`paid`, `最後に利用`/`兑换`/`redeemed`).
struct WorkedExample {
    /// A month quantity of the rule line and what it sets.
    struct Setting {
        enum Role: String { case offerDuration, minPaidMonths, monthsSinceLastSubscribed, waitBetweenOffers }
        var role: Role
        var fact: NumericFact
    }

    var line: Int
    var settings: [Setting]
    /// Month facts of the line that no cue placed.
    var unplaced: [NumericFact]

    static let cues: [(Setting.Role, [String])] = [
        (.offerDuration, ["無料", "免费", "free", "割引", "折扣", "discount"]),
        (.minPaidMonths, ["支払", "支付", "paid", "料金"]),
        (.waitBetweenOffers, ["最後に利用", "上次兑换", "兑换", "redeemed", "利用したとき"]),
    ]

    /// The rule lines of a document: a month range and at least two other month quantities.
    static func rules(in source: ClaimSource) -> [WorkedExample] {
        let byLine = Dictionary(grouping: source.document.numbers.filter { $0.unit == .month }, by: \.line)
        return byLine.keys.sorted().compactMap { line in
            let facts = byLine[line]!.sorted { $0.column < $1.column }
            guard let range = facts.first(where: { $0.upperValue != nil }), facts.count >= 3 else { return nil }
            let scalars = source.line(line)
            var settings = [Setting(role: .monthsSinceLastSubscribed, fact: range)]
            var unplaced: [NumericFact] = []
            for fact in facts where fact.upperValue == nil {
                var best: (distance: Int, role: Setting.Role)?
                let center = fact.column - 1
                for (role, words) in cues {
                    for word in words {
                        let lower = max(0, center - 30)
                        let upper = min(scalars.count, center + fact.text.unicodeScalars.count + 30)
                        for at in scalars.offsets(of: word, in: lower..<upper) {
                            let distance = at < center ? center - at : max(0, at - center - fact.text.unicodeScalars.count)
                            if best.map({ distance < $0.distance }) ?? true { best = (distance, role) }
                        }
                    }
                }
                if let best, !settings.contains(where: { $0.role == best.role }) {
                    settings.append(Setting(role: best.role, fact: fact))
                } else {
                    unplaced.append(fact)
                }
            }
            return WorkedExample(line: line, settings: settings, unplaced: unplaced)
        }
    }

    func setting(_ role: Setting.Role) -> Setting? { settings.first { $0.role == role } }
}
