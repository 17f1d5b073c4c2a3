/// A customer's service in one subscription group, derived from events known at a date.
public struct CustomerHistory: Sendable {
    /// A redeemed offer: its id, type, redemption day and the end of its offer period.
    public struct Redemption: Hashable, Sendable {
        public var offer: String
        public var type: OfferType?
        public var start: Day
        public var end: Day
    }

    /// A renewal that failed and has not yet recovered or expired.
    public struct BillingRetry: Hashable, Sendable {
        /// The day the renewal failed.
        public var start: Day
        /// The first day without access: `start` plus the grace period (equal to `start` without one).
        public var graceEnd: Day
    }

    /// Segments in date order; only the last may be open.
    public private(set) var segments: [ServiceSegment] = []
    /// Offer redemptions in date order.
    public private(set) var redemptions: [Redemption] = []
    /// The product of the customer's most recent subscription in the group, when the events name it.
    public private(set) var mostRecentProduct: String?
    /// The billing retry in progress at the end of the replay, if any.
    public private(set) var billingRetry: BillingRetry?

    /// Replays `events` up to and including `asOf`.
    ///
    /// An offer period lasts the offer's period × count; when it ends without a `lapse`, paid service
    /// resumes on its end day (auto-renewal at the standard price), and a later `renew` only confirms it.
    /// A `lapse` during an offer period ends the service and the offer period. A `billingRetry` ends paid
    /// service on its day and opens a grace period segment (access, not yet paid) when it has one;
    /// `recovered` resumes paid service (a recovery inside the grace period makes the grace days paid, so
    /// service is uninterrupted); `expire`, a `lapse` or a new `subscribe` ends the retry as a churn. A
    /// `refund` ends service on its day (if it had not ended) and makes the refunded period unpaid, so a
    /// paid run ends where the refunded billing period began.
    /// - Parameter offers: the offers redemptions may refer to, by id.
    /// - Complexity: O(*n* log *n*) for *n* events.
    public init(events: [SubscriptionEvent], offers: [String: any RedeemableOffer], asOf: Day) {
        let sorted = events.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        for event in sorted where event.date <= asOf {
            settleOfferPeriod(before: event.date)
            switch event.kind {
            case let .subscribe(product):
                mostRecentProduct = product
                if billingRetry != nil { endBillingRetry(on: event.date) }
                if let last = segments.last, last.end == nil, last.isPaid { continue }
                close(on: event.date)
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: true, offer: nil))
            case .renew:
                if billingRetry != nil { recover(on: event.date); continue }
                if let last = segments.last, last.end == nil, last.isPaid { continue }
                close(on: event.date)
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: true, offer: nil))
            case let .switch(product):
                mostRecentProduct = product
                if billingRetry != nil { endBillingRetry(on: event.date) }
                if let last = segments.last, last.end == nil { continue }
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: true, offer: nil))
            case .lapse:
                if billingRetry != nil { endBillingRetry(on: event.date); continue }
                close(on: event.date)
                if let r = redemptions.last, r.end > event.date, r.start <= event.date {
                    redemptions[redemptions.count - 1].end = event.date
                }
            case let .redeem(offerID):
                if billingRetry != nil { endBillingRetry(on: event.date) }
                let offer = offers[offerID]
                if let product = offer?.product { mostRecentProduct = product }
                let end = offer?.offerPeriodEnd(redeemedOn: event.date) ?? event.date
                close(on: event.date)
                segments.append(ServiceSegment(start: event.date, end: nil, isPaid: offer?.paymentMode.isPaid ?? false,
                                               offer: offerID))
                redemptions.append(Redemption(offer: offerID, type: offer?.offerType, start: event.date, end: end))
            case let .billingRetry(grace):
                guard billingRetry == nil, let last = segments.last, last.end == nil else { continue }
                close(on: event.date)
                let graceEnd = event.date.adding(days: max(0, grace ?? 0))
                if graceEnd > event.date {
                    var segment = ServiceSegment(start: event.date, end: graceEnd, isPaid: false, offer: nil)
                    segment.isGracePeriod = true
                    segments.append(segment)
                }
                billingRetry = BillingRetry(start: event.date, graceEnd: graceEnd)
            case .recovered:
                recover(on: event.date)
            case .expire:
                endBillingRetry(on: event.date)
            case let .refund(periodStart):
                if billingRetry != nil { endBillingRetry(on: event.date) }
                close(on: event.date)
                if let r = redemptions.last, r.end > event.date, r.start <= event.date {
                    redemptions[redemptions.count - 1].end = event.date
                }
                revokePayment(from: periodStart, to: event.date)
            }
        }
        settleOfferPeriod(before: asOf.adding(days: 1))
    }

    private mutating func close(on day: Day) {
        if let last = segments.last, last.end == nil { segments[segments.count - 1].end = day }
    }

    /// Billing retry succeeded on `day`: inside the grace period the grace days become paid and service
    /// goes on; after it, paid service resumes on `day` and continues the run (the days between are paused).
    private mutating func recover(on day: Day) {
        guard let retry = billingRetry else { return }
        billingRetry = nil
        var resumed = ServiceSegment(start: day, end: nil, isPaid: true, offer: nil)
        if day < retry.graceEnd, let last = segments.last, last.isGracePeriod {
            segments[segments.count - 1].end = day
            segments[segments.count - 1].isPaid = true
        } else {
            resumed.resumesAfterBillingRetry = true
        }
        segments.append(resumed)
    }

    /// Billing retry ended without recovery on `day`: service ended at the end of the grace period, or
    /// on `day` if that is earlier (a cancellation during the grace period).
    private mutating func endBillingRetry(on day: Day) {
        guard let retry = billingRetry else { return }
        billingRetry = nil
        if day < retry.graceEnd, let last = segments.last, last.isGracePeriod {
            segments[segments.count - 1].end = max(day, last.start)
        }
    }

    /// A refund: the service between `from` and `to` was not paid. A segment that starts before
    /// `from` is split there; the refunded part keeps its access but not its payment.
    private mutating func revokePayment(from: Day, to: Day) {
        var result: [ServiceSegment] = []
        for segment in segments {
            guard segment.isPaid, let end = segment.end, segment.start < to, end > from else {
                result.append(segment)
                continue
            }
            if segment.start < from {
                var paid = segment
                paid.end = from
                result.append(paid)
            }
            var refunded = segment
            refunded.start = max(segment.start, from)
            refunded.isPaid = false
            refunded.isRefunded = true
            result.append(refunded)
        }
        segments = result
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

    /// Whether the customer is in billing retry (with or without a grace period) at the end of the replay.
    public var isInBillingRetry: Bool { billingRetry != nil }

    /// Whether the history redeemed an introductory offer (in this group).
    public var redeemedIntroductoryOffer: Bool { redemptions.contains { $0.type == .introductory } }

    /// The end of the last service (the first day without service), or `nil` if never subscribed or still active.
    public var lastServiceEnd: Day? {
        guard let last = segments.last else { return nil }
        return last.end
    }

    /// Whole paid months of the most recent continuous run of paid service.
    ///
    /// A run is a sequence of adjacent paid segments (plan switches don't break it); a free-trial
    /// offer period or a gap in service ends it. Discounted offer periods are paid. A billing retry that
    /// recovers does not end it: its days without paid service (an unpaid grace period, then retry) are
    /// paused, so the run's months are counted from its start moved later by those days.
    public var paidMonthsOfLastRun: Int {
        guard let lastPaidIndex = segments.lastIndex(where: \.isPaid) else { return 0 }
        guard let end = segments[lastPaidIndex].end else { return 0 }
        var first = lastPaidIndex
        var pausedDays = 0
        while first > 0 {
            let current = segments[first]
            if segments[first - 1].isPaid, segments[first - 1].end == current.start {
                first -= 1
                continue
            }
            guard current.resumesAfterBillingRetry else { break }
            // Step over an unpaid grace period to the paid segment the failed renewal ended.
            var previous = first - 1
            if segments[previous].isGracePeriod, !segments[previous].isPaid, previous > 0 { previous -= 1 }
            guard segments[previous].isPaid, let previousEnd = segments[previous].end else { break }
            pausedDays += current.start.ordinal - previousEnd.ordinal
            first = previous
        }
        return Day.wholeMonths(from: segments[first].start.adding(days: pausedDays), to: end)
    }
}
