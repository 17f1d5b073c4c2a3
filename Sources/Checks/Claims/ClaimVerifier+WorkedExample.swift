import CorpusModel
import OfferModel
import TextKit

extension ClaimVerifier {
    /// Rule and example claims: the rules a document states (see ``WorkedExample``) become a
    /// win-back offer configuration, checked against what App Store Connect allows; the timeline
    /// narrated in the lines after them (subscribe, upgrade or downgrade, cancel after N months,
    /// renew after redeeming, cancel again) becomes a customer history that the model runs, and
    /// each eligibility statement of the narrative is confirmed or contradicted with the model's
    /// dates.
    ///
    /// Assumptions, stated in every example claim: the story starts on 2024-01-01, a plan change
    /// with no stated time happens one month after the previous event (one period of a monthly
    /// plan), and a customer who renews after the offer redeemed it on the first day the model
    /// makes them eligible.
    ///
    /// - Complexity: O(numeric facts) per document plus one model evaluation per statement.
    func workedExampleClaims(_ source: ClaimSource) -> [Claim] {
        var claims: [Claim] = []
        for rules in WorkedExample.rules(in: source) {
            claims += ruleClaims(rules, source: source)
            claims += exampleClaims(rules, source: source)
        }
        return claims
    }

    /// The offer the stated rules configure (`nil` without a paid duration or an offer duration).
    func offer(from rules: WorkedExample, source: ClaimSource) -> WinBackOffer? {
        guard let paid = rules.setting(.minPaidMonths), let since = rules.setting(.monthsSinceLastSubscribed) else { return nil }
        let duration = rules.setting(.offerDuration)?.fact.value ?? 1
        let lineText = String(scalars: source.line(rules.line))
        let free = ["無料", "免费", "free"].contains { lineText.contains($0) }
        return WinBackOffer(
            referenceName: "stated offer", id: "stated", product: "stated", group: "", paymentMode: free ? .freeTrial : .payUpFront,
            period: SubscriptionPeriod(value: max(1, duration), unit: .month), periodCount: 1, price: free ? 0 : 1,
            startDate: Self.storyStart, territories: ["USA"],
            eligibility: WinBackEligibilityCriteria(
                minPaidMonths: paid.fact.value, minMonthsSinceLastSubscribed: since.fact.value,
                maxMonthsSinceLastSubscribed: since.fact.upperValue ?? since.fact.value,
                waitBetweenOffersMonths: rules.setting(.waitBetweenOffers)?.fact.value))
    }

    static let storyStart = Day(year: 2024, month: 1, day: 1)!

    func ruleClaims(_ rules: WorkedExample, source: ClaimSource) -> [Claim] {
        let offer = offer(from: rules, source: source)
        let problems = offer?.validationMessages() ?? []
        var claims: [Claim] = []
        for setting in rules.settings {
            let fact = setting.fact
            let stated = fact.upperValue.map { "\(fact.value)–\($0) months" } ?? "\(fact.value) months"
            let key: String
            switch setting.role {
            case .offerDuration: key = "period"
            case .minPaidMonths: key = "eligibility.minPaidMonths"
            case .monthsSinceLastSubscribed: key = "eligibility.monthsSinceLastSubscribed"
            case .waitBetweenOffers: key = "eligibility.waitBetweenOffersMonths"
            }
            let text = fact.text
            let claimText = "\(setting.role.rawValue): \(stated)"
            guard offer != nil else {
                claims.append(claim(
                    .rule, .unverifiable, in: source, line: fact.line, column: fact.column, text: text, claim: claimText,
                    model: "the line states no paid duration or no time since last subscribed, so no offer can be configured"))
                continue
            }
            if let problem = problems.first(where: { $0.hasPrefix(key) }) {
                claims.append(claim(
                    .rule, .contradicted, in: source, line: fact.line, column: fact.column, text: text, claim: claimText,
                    model: "App Store Connect does not allow it: \(problem)"))
            } else {
                claims.append(claim(
                    .rule, .confirmed, in: source, line: fact.line, column: fact.column, text: text, claim: claimText,
                    model: "a valid App Store Connect setting (\(key))"))
            }
        }
        for fact in rules.unplaced {
            claims.append(claim(
                .rule, .unverifiable, in: source, line: fact.line, column: fact.column, text: fact.text,
                claim: "\(fact.value) months", model: "no cue word tells which eligibility setting it is"))
        }
        return claims
    }

    /// Cue words of the narrative.
    static let subscribeCues = ["登録しました", "订阅了", "subscribed to", "subscribes to"]
    static let switchCues = ["ダウングレード", "アップグレード", "降级", "升级", "downgrade", "upgrade"]
    static let lapseCues = ["解約しました", "取消了订阅", "cancels", "canceled", "cancelled"]
    static let renewCues = ["更新し", "续订了", "renews", "renewed"]
    static let eligibleCues = ["対象となります", "対象となる", "有资格", "eligible"]
    static let metCues = ["満たして", "満たします", "满足了", "meets", "met the"]
    static let offerEndCues = ["終了", "结束", "ends", "end of the offer"]

    func exampleClaims(_ rules: WorkedExample, source: ClaimSource) -> [Claim] {
        guard let offer = offer(from: rules, source: source) else { return [] }
        let assumptions = "story from \(Self.storyStart), a plan change one month after the previous event, "
            + "redemption on the first eligible day"
        var events: [SubscriptionEvent] = []
        var last = Self.storyStart
        var lastLapse: Day?
        var offerEnd: Day?
        var claims: [Claim] = []
        let months = Dictionary(grouping: source.document.numbers.filter { $0.unit == .month && $0.upperValue == nil }, by: \.line)
        let nextRules = source.document.numbers.filter { $0.upperValue != nil && $0.line > rules.line }.map(\.line).min()
        let end = min(rules.line + 14, (nextRules ?? Int.max) - 1, source.lines.count)
        guard rules.line + 1 <= end else { return [] }
        for line in (rules.line + 1)...end {
            let s = source.line(line)
            let facts = (months[line] ?? []).sorted { $0.column < $1.column }
            func first(_ cues: [String]) -> Int? { cues.compactMap { s.offsets(of: $0, in: 0..<s.count).first }.min() }
            func fact(before position: Int) -> NumericFact? {
                facts.last { $0.column - 1 < position && position - ($0.column - 1) <= 60 }
            }
            let lapseAt = first(Self.lapseCues)
            // The offer is on the plan the customer has last (Basic after a downgrade from Premium).
            if events.isEmpty, first(Self.subscribeCues) != nil {
                events.append(SubscriptionEvent(date: last, kind: .subscribe(product: offer.product)))
            }
            if !events.isEmpty, first(Self.switchCues) != nil {
                for index in events.indices {
                    if case .subscribe = events[index].kind { events[index].kind = .subscribe(product: "earlier plan") }
                    if case .switch = events[index].kind { events[index].kind = .switch(product: "earlier plan") }
                }
                last = last.adding(months: 1)
                events.append(SubscriptionEvent(date: last, kind: .switch(product: offer.product)))
            }
            if !events.isEmpty, first(Self.renewCues) != nil, let lapse = lastLapse {
                let result = WinBackEligibility.evaluate(offer: offer, events: events, territory: "USA", asOf: lapse)
                guard let eligible = result.firstEligibleDate.flatMap(Day.init) else { break }
                events.append(SubscriptionEvent(date: eligible, kind: .redeem(offer: offer.id)))
                let periodEnd = offer.offerPeriodEnd(redeemedOn: eligible)
                events.append(SubscriptionEvent(date: periodEnd, kind: .renew))
                offerEnd = periodEnd
                last = periodEnd
            }
            if let at = lapseAt, !events.isEmpty {
                guard let n = fact(before: at) else { break }
                last = last.adding(months: n.value)
                events.append(SubscriptionEvent(date: last, kind: .lapse))
                lastLapse = last
            }
            guard let lapse = lastLapse else { continue }
            let history = CustomerHistory(events: events, offers: [offer.id: offer], asOf: lapse)
            // "met": paid duration at the cancellation, or time since last subscribed N months after it.
            if let at = first(Self.metCues) {
                if let lapseAt, at > lapseAt {
                    let n = fact(before: lapseAt)
                    let paid = history.paidMonthsOfLastRun
                    let ok = paid >= offer.eligibility.minPaidMonths
                    claims.append(claim(
                        .example, ok ? .confirmed : .contradicted, in: source, line: line,
                        column: n?.column ?? 1, text: n?.text ?? "", claim: "the paid duration is met at the cancellation (\(lapse))",
                        model: "paid \(paid) consecutive months, minimum \(offer.eligibility.minPaidMonths) (\(assumptions))"))
                } else if let n = fact(before: at) {
                    let met = lapse.adding(months: offer.eligibility.minMonthsSinceLastSubscribed)
                    let stated = lapse.adding(months: n.value)
                    let ok = stated == met
                    claims.append(claim(
                        .example, ok ? .confirmed : .contradicted, in: source, line: line, column: n.column, text: n.text,
                        claim: "time since last subscribed is met \(n.value) months after the cancellation (\(stated))",
                        model: "met on \(met), \(offer.eligibility.minMonthsSinceLastSubscribed) months after \(lapse) (\(assumptions))",
                        suggestion: ok ? nil : Self.replacingNumber(in: n, with: offer.eligibility.minMonthsSinceLastSubscribed)))
                }
            }
            // "eligible": the first eligible day, counted from the cancellation or the offer's end.
            if let at = first(Self.eligibleCues), let n = fact(before: at) {
                let fromEnd = first(Self.offerEndCues).map { $0 < n.column - 1 && n.column - 1 - $0 <= 16 } ?? false
                guard let anchor = fromEnd ? offerEnd : lapse else { continue }
                let stated = anchor.adding(months: n.value)
                let result = WinBackEligibility.evaluate(offer: offer, events: events, territory: "USA", asOf: lapse)
                let anchorName = fromEnd ? "the offer period's end (\(anchor))" : "the cancellation (\(anchor))"
                guard let first = result.firstEligibleDate.flatMap(Day.init) else {
                    claims.append(claim(
                        .example, .contradicted, in: source, line: line, column: n.column, text: n.text,
                        claim: "eligible \(n.value) months after \(anchorName), on \(stated)",
                        model: "never eligible: \(result.reasons.map(\.rawValue).joined(separator: ", ")) (\(assumptions))"))
                    continue
                }
                let ok = first == stated
                let right = Day.wholeMonths(from: anchor, to: first)
                claims.append(claim(
                    .example, ok ? .confirmed : .contradicted, in: source, line: line, column: n.column, text: n.text,
                    claim: "eligible \(n.value) months after \(anchorName), on \(stated)",
                    model: "first eligible on \(first)" + (result.paidMonths.map { ", paid \($0) months" } ?? "")
                        + " (\(assumptions))",
                    suggestion: ok ? nil : Self.replacingNumber(in: n, with: right)))
            }
        }
        return claims
    }

    /// The fact's text with its number replaced (`3か月` → `2か月`, `三个月` → `2个月`).
    static func replacingNumber(in fact: NumericFact, with value: Int) -> String {
        let scalars = Array(fact.text.unicodeScalars)
        var i = 0
        while i < scalars.count, ("0"..."9").contains(scalars[i]) || ("０"..."９").contains(scalars[i])
            || HanNumerals.isNumeral(scalars[i]) || scalars[i] == " " { i += 1 }
        return "\(value)" + String(scalars: scalars[i...])
    }
}
