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
        var points = midpoints(of: beads).map { (source: $0.source, difference: $0.target - $0.source) }
        guard points.count >= Self.minimumBeads else { return nil }
        func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
        points.sort { $0.source < $1.source }
        let early = points[..<(points.count / 2)], late = points[(points.count / 2)...]
        let span = Double(median(late.map(\.source)) - median(early.map(\.source)))
        let steady = Clock(offset: Double(median(points.map(\.difference))), rate: 1)
        if span >= Self.minimumDriftSpan {
            let drift = Double(median(late.map(\.difference)) - median(early.map(\.difference))) / span
            if abs(drift) >= Self.minimumDrift, abs(drift) <= Self.maximumDrift {
                let rate = 1 + drift
                let offsets = points.map { Double($0.source + $0.difference) - rate * Double($0.source) }.sorted()
                let drifting = Clock(offset: offsets[offsets.count / 2], rate: rate)
                // A cut (a scene in one version) also sets the halves apart: the drift is taken only
                // if more beads fall near its line than near the steady clock's.
                func near(_ clock: Clock) -> Int {
                    points.lazy.filter { abs(Double($0.source + $0.difference) - clock.offset - clock.rate * Double($0.source)) <= Self.nearClock }.count
                }
                if near(drifting) > near(steady) { return drifting }
            }
        }
        return steady
    }

    /// How near its clock's line a bead's difference must be to count for that clock (ms).
    static let nearClock = 2_000.0

    /// The beads a clock is measured on, and how confident each must be.
    static let minimumBeads = 10
    static let confidentScore = 0.8
    /// The smallest drift taken (a fraction of the source's time), the largest believed, and how far
    /// apart the two halves' median times must be to measure one (milliseconds).
    static let minimumDrift = 0.002
    static let maximumDrift = 0.1
    static let minimumDriftSpan = 120_000.0

    /// The unit ranges of the confident linked beads among `beads`.
    static func confident(_ beads: [Bead]) -> [(source: Range<Int>, target: Range<Int>)] {
        beads.compactMap { bead in
            guard bead.isLinked, bead.score >= confidentScore, let first = bead.source.first, let last = bead.source.last,
                let tFirst = bead.target.first, let tLast = bead.target.last
            else { return nil }
            return (first..<(last + 1), tFirst..<(tLast + 1))
        }
    }

    /// The midpoints of the two sides' times of the confident linked beads among `beads` (those
    /// timed on both sides).
    func midpoints(of beads: [Bead]) -> [(source: Int, target: Int)] {
        Self.confident(beads).compactMap { s, t in
            guard let a = Self.span(source, s), let b = Self.span(target, t) else { return nil }
            return ((a.lowerBound + a.upperBound) / 2, (b.lowerBound + b.upperBound) / 2)
        }
    }

    /// The share of the confident linked beads of the text's alignment whose sides are on screen
    /// together on the clock measured (`mapTarget(to:)` done); 0 without confident beads. Files whose
    /// clocks differ in a way no offset, drift or local differences describe agree less than
    /// `minimumAgreement`: they are aligned by their text alone rather than pulled the wrong way.
    func agreement(with beads: [Bead]) -> Double {
        let confident = Self.confident(beads)
        let together = confident.lazy.filter { cost(source: $0.source, target: $0.target) == 0 }.count
        return confident.isEmpty ? 0 : Double(together) / Double(confident.count)
    }

    /// The share of confident beads whose sides must be on screen together for the times to be used
    /// (files on one clock: 0.83–1.0 on five perf-corpus sessions in three pairs of languages; cut
    /// differently, on one clock: 0.74–0.76, on the clock differences around each time 0.92–0.98).
    static let minimumAgreement = 0.6
    /// How much more agreement the local clock differences (`mapTargetLocally(by:)`) must have than
    /// the one clock to be used instead (files on one clock: at most 0.008 more).
    static let localAdvantage = 0.05

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

    /// The target's times (already on the measured clock, `mapTarget(to:)`) taken back by the clock
    /// difference left around each: the median of what the `localWindow` confident beads nearest in
    /// time say. Two versions of a video cut differently (a scene in one only) are a constant
    /// difference apart between two cuts and another after: one clock for the whole file does not
    /// describe them, the differences around each time do. Used when they agree with the text's
    /// alignment clearly better than one clock (`localAdvantage`).
    mutating func mapTargetLocally(by beads: [Bead]) {
        var points = midpoints(of: beads).map { (target: $0.target, difference: $0.target - $0.source) }
        guard points.count >= Self.minimumBeads else { return }
        points.sort { $0.target < $1.target }
        let reach = Self.localWindow / 2
        let local = points.indices.map { i in
            let window = points[max(0, i - reach)..<min(points.count, i + reach + 1)].map(\.difference).sorted()
            return window[window.count / 2]
        }
        let times = points.map(\.target)
        func difference(at t: Int) -> Int {
            // The nearest point in time (a binary search of the sorted times).
            var low = 0, high = times.count
            while low < high {
                let mid = (low + high) / 2
                if times[mid] < t { low = mid + 1 } else { high = mid }
            }
            if low == times.count { return local[times.count - 1] }
            if low > 0, t - times[low - 1] < times[low] - t { return local[low - 1] }
            return local[low]
        }
        target = target.map { $0.map { time in
            let shift = difference(at: (time.lowerBound + time.upperBound) / 2)
            return (time.lowerBound - shift)...(time.upperBound - shift)
        } }
    }

    /// How many confident beads, nearest in time, say the clock difference around a time.
    static let localWindow = 20

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
