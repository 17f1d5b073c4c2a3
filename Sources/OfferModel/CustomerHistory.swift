/// A customer's service in one subscription group, derived from events known at a date.
public struct CustomerHistory: Sendable {
    /// Segments in date order; only the last may be open.
    public private(set) var segments: [ServiceSegment] = []
    /// Offer redemptions: offer id, redemption day, end of its offer period.
    public private(set) var redemptions: [(offer: String, start: Day, end: Day)] = []

    /// Replays `events` up to and including `asOf`.
    ///
    /// An offer period lasts the offer's period × count; when it ends without a `lapse`, paid service
    /// resumes on its end day (auto-renewal at the standard price), and a later `renew` only confirms it.
    /// A `lapse` during an offer period ends the service and the offer period.
    /// - Parameter offers: the offers redemptions may refer to, by id.
    public init(events: [SubscriptionEvent], offers: [String: WinBackOffer], asOf: Day) {
        let sorted = events.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        for event in sorted where event.date <= asOf {
            settleOfferPeriod(before: event.date)
            switch event.kind {
            case .subscribe, .renew:
                if let last = segments.last, last.end == nil, last.isPaid { continue }
                close(on: event.date)
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: true, offer: nil))
            case .switch:
                if let last = segments.last, last.end == nil { continue }
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: true, offer: nil))
            case .lapse:
                close(on: event.date)
                if let r = redemptions.last, r.end > event.date, r.start <= event.date {
                    redemptions[redemptions.count - 1].end = event.date
                }
            case let .redeem(offerID):
                let offer = offers[offerID]
                let end = offer?.offerPeriodEnd(redeemedOn: event.date) ?? event.date
                close(on: event.date)
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: offer?.paymentMode.isPaid ?? false, offer: offerID))
                redemptions.append((offerID, event.date, end))
            }
        }
        settleOfferPeriod(before: asOf.adding(days: 1))
    }

    private mutating func close(on day: Day) {
        if let last = segments.last, last.end == nil { segments[segments.count - 1].end = day }
    }

    /// Turns an open offer segment whose period ended on or before `day` into paid service.
    private mutating func settleOfferPeriod(before day: Day) {
        guard let last = segments.last, last.end == nil, let offer = last.offer,
              let r = redemptions.last, r.offer == offer, r.end < day else { return }
        segments[segments.count - 1].end = r.end
        segments.append(ServiceSegment(start: r.end, end: nil, isPaid: true, offer: nil))
    }

    /// Whether service is active on `day` (some segment covers it).
    public func isActive(on day: Day) -> Bool {
        segments.contains { $0.start <= day && ($0.end.map { day < $0 } ?? true) }
    }

    /// The end of the last service (the first day without service), or `nil` if never subscribed or still active.
    public var lastServiceEnd: Day? {
        guard let last = segments.last else { return nil }
        return last.end
    }

    /// Whole paid months of the most recent continuous run of paid service.
    ///
    /// A run is a sequence of adjacent paid segments (plan switches don't break it); a free-trial
    /// offer period or a gap in service ends it. Discounted offer periods are paid.
    public var paidMonthsOfLastRun: Int {
        guard let lastPaidIndex = segments.lastIndex(where: \.isPaid) else { return 0 }
        var first = lastPaidIndex
        while first > 0, segments[first - 1].isPaid, segments[first - 1].end == segments[first].start { first -= 1 }
        guard let end = segments[lastPaidIndex].end else { return 0 }
        return Day.wholeMonths(from: segments[first].start, to: end)
    }
}
