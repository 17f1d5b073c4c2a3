/// What the cue times of two subtitle files say about a bead: nothing when either side's units
/// have no time; a cost when its two sides were not on screen at about the same time.
///
/// Two language versions of a video are timed on their own, a cue or two apart at most, once the
/// difference of their clocks (`offset(of:)`) is taken off: a bead whose sides overlap by at least
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

    /// How much later the target file shows what the source file shows, in milliseconds: the median
    /// difference of the midpoints of the confident linked beads of an alignment made without the
    /// times (two files of one video timed from different cuts, an intro added, are seconds apart
    /// throughout). Nil when fewer than `minimumBeads` beads say it.
    func offset(of beads: [Bead]) -> Int? {
        var differences: [Int] = []
        for bead in beads where bead.isLinked && bead.score >= Self.confidentScore {
            guard let first = bead.source.first, let last = bead.source.last, let a = Self.span(source, first..<(last + 1)),
                let tFirst = bead.target.first, let tLast = bead.target.last, let b = Self.span(target, tFirst..<(tLast + 1))
            else { continue }
            differences.append((b.lowerBound + b.upperBound) / 2 - (a.lowerBound + a.upperBound) / 2)
        }
        guard differences.count >= Self.minimumBeads else { return nil }
        differences.sort()
        return differences[differences.count / 2]
    }

    /// The beads an offset is measured on, and how confident each must be.
    static let minimumBeads = 10
    static let confidentScore = 0.8

    /// The target's times moved by `milliseconds`.
    mutating func shiftTarget(by milliseconds: Int) {
        guard milliseconds != 0 else { return }
        target = target.map { $0.map { ($0.lowerBound + milliseconds)...($0.upperBound + milliseconds) } }
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
