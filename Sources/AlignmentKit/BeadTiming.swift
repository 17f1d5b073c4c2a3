/// What the cue times of two subtitle files say about a bead: nothing when either side's units
/// have no time; a cost when its two sides were not on screen at about the same time.
///
/// Two language versions of a video are timed on their own, a cue or two apart at most, once the
/// difference of their clocks (`clock(of:)`: an offset, and a drift when their frame rates differ) is
/// taken off: a bead whose sides overlap by at least
/// half the shorter side's time costs nothing, and one that falls short pays `perSecond` nats per
/// second of the shortfall, at most `maximum` (a translation may still be said earlier or later; the
/// text's evidence can outweigh a large shortfall).
///
/// The cost is never negative, so the programme's bounds, which take every cost but the length,
/// prior, anchors, cohesion and lexicon for nothing or more, stay bounds.
struct BeadTiming: Sendable {
    let source: [ClosedRange<Int>?]
    private(set) var target: [ClosedRange<Int>?]

    /// Nats per second of shortfall.
    static let perSecond = 2.0
    /// The largest cost of a bead.
    static let maximum = 16.0

    /// Timing for units of which both sides have a time for at least half; nil otherwise.
    init?(source: [AlignmentUnit], target: [AlignmentUnit]) {
        let sourceTimed = source.lazy.filter { $0.time != nil }.count
        let targetTimed = target.lazy.filter { $0.time != nil }.count
        guard sourceTimed * 2 >= source.count, targetTimed * 2 >= target.count, sourceTimed > 0, targetTimed > 0 else {
            return nil
        }
        self.source = source.map(\.time)
        self.target = target.map(\.time)
    }

    /// How the target file's clock runs against the source file's: a time `t` of the source is shown
    /// at about `offset + rate × t` in the target, in milliseconds.
    struct Clock: Equatable, Sendable {
        var offset: Double
        var rate: Double

        /// The source time of target time `t`.
        func sourceTime(_ t: Int) -> Int { Int(((Double(t) - offset) / rate).rounded()) }
    }

    /// How the target file's clock runs against the source file's, measured on the confident linked
    /// beads of an alignment made without the times (the midpoints of their two sides). Two files of
    /// one video are timed from different cuts (an intro added: seconds apart throughout) or at
    /// different frame rates (a 25 fps file of a 23.976 fps film runs 4% fast: a minute apart after
    /// twenty). The rate is 1 unless the two halves of the video say otherwise: the median difference
    /// of each half's beads, at the median time of each half, give the drift; one of under 0.2% (from
    /// the cues' own granularity, about a second an hour on a video of an hour: less than a cue) is
    /// not taken. The offset is then the median of what the beads say at that rate. Nil when fewer
    /// than `minimumBeads` beads say it.
    func clock(of beads: [Bead]) -> Clock? {
        var points: [(source: Int, difference: Int)] = []
        for bead in beads where bead.isLinked && bead.score >= Self.confidentScore {
            guard let first = bead.source.first, let last = bead.source.last, let a = Self.span(source, first..<(last + 1)),
                let tFirst = bead.target.first, let tLast = bead.target.last, let b = Self.span(target, tFirst..<(tLast + 1))
            else { continue }
            let midpoint = (a.lowerBound + a.upperBound) / 2
            points.append((midpoint, (b.lowerBound + b.upperBound) / 2 - midpoint))
        }
        guard points.count >= Self.minimumBeads else { return nil }
        func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
        points.sort { $0.source < $1.source }
        let early = points[..<(points.count / 2)], late = points[(points.count / 2)...]
        let span = Double(median(late.map(\.source)) - median(early.map(\.source)))
        if span >= Self.minimumDriftSpan {
            let drift = Double(median(late.map(\.difference)) - median(early.map(\.difference))) / span
            if abs(drift) >= Self.minimumDrift, abs(drift) <= Self.maximumDrift {
                let rate = 1 + drift
                let offsets = points.map { Double($0.source + $0.difference) - rate * Double($0.source) }.sorted()
                return Clock(offset: offsets[offsets.count / 2], rate: rate)
            }
        }
        return Clock(offset: Double(median(points.map(\.difference))), rate: 1)
    }

    /// The beads a clock is measured on, and how confident each must be.
    static let minimumBeads = 10
    static let confidentScore = 0.8
    /// The smallest drift taken (a fraction of the source's time), the largest believed, and how far
    /// apart the two halves' median times must be to measure one (milliseconds).
    static let minimumDrift = 0.002
    static let maximumDrift = 0.1
    static let minimumDriftSpan = 120_000.0

    /// Whether the times, on the clock measured (`mapTarget(to:)` done), agree with the confident
    /// linked beads of the text's alignment: at least `minimumAgreement` of them cost nothing. Files
    /// whose clocks differ in a way no offset and drift describe (a scene cut from one of them) are
    /// then aligned by their text alone rather than pulled the wrong way by their times.
    func agrees(with beads: [Bead]) -> Bool {
        var confident = 0, together = 0
        for bead in beads where bead.isLinked && bead.score >= Self.confidentScore {
            guard let first = bead.source.first, let last = bead.source.last, let tFirst = bead.target.first,
                let tLast = bead.target.last
            else { continue }
            confident += 1
            if cost(source: first..<(last + 1), target: tFirst..<(tLast + 1)) == 0 { together += 1 }
        }
        return confident > 0 && Double(together) >= Self.minimumAgreement * Double(confident)
    }

    /// The share of confident beads whose sides must be on screen together for the times to be used.
    static let minimumAgreement = 0.6

    /// The target's times taken back to the source's clock.
    mutating func mapTarget(to clock: Clock) {
        if clock.rate == 1 {
            let milliseconds = Int(clock.offset)
            guard milliseconds != 0 else { return }
            target = target.map { $0.map { ($0.lowerBound - milliseconds)...($0.upperBound - milliseconds) } }
        } else {
            target = target.map { $0.map { clock.sourceTime($0.lowerBound)...max(clock.sourceTime($0.lowerBound), clock.sourceTime($0.upperBound)) } }
        }
    }

    /// The cost of a bead of source units `s` and target units `t`.
    /// - Complexity: O(|s| + |t|).
    func cost(source s: Range<Int>, target t: Range<Int>) -> Double {
        guard let a = Self.span(source, s), let b = Self.span(target, t) else { return 0 }
        let overlap = min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound)
        let shorter = min(a.upperBound - a.lowerBound, b.upperBound - b.lowerBound)
        let shortfall = Double(shorter) / 2 - Double(overlap)
        guard shortfall > 0 else { return 0 }
        return min(Self.maximum, Self.perSecond * shortfall / 1000)
    }

    /// From the earliest start to the latest end of the timed units among `units`.
    static func span(_ times: [ClosedRange<Int>?], _ units: Range<Int>) -> ClosedRange<Int>? {
        var start = Int.max, end = Int.min
        for index in units where index < times.count {
            guard let time = times[index] else { continue }
            start = min(start, time.lowerBound)
            end = max(end, time.upperBound)
        }
        return start == Int.max ? nil : start...end
    }
}
