import Testing

@testable import AlignmentKit

/// The cue times of subtitle files as evidence for a bead: nothing against sides on screen together,
/// a capped cost against sides apart, measured after the files' clock difference is taken off.
@Suite struct BeadTimingTests {
    static func units(_ times: [ClosedRange<Int>?]) -> [AlignmentUnit] {
        times.enumerated().map { AlignmentUnit(text: "u\($0.offset)", line: $0.offset + 1, paragraph: 0, time: $0.element) }
    }

    @Test func sidesOnScreenTogetherCostNothingAndApartCostUpToTheCap() throws {
        let timing = try #require(
            BeadTiming(
                source: Self.units([0...2_000, 2_000...4_000, 60_000...62_000]),
                target: Self.units([500...2_500, 2_500...4_000, 100_000...101_000])))
        #expect(timing.cost(source: 0..<1, target: 0..<1) == 0)
        #expect(timing.cost(source: 0..<2, target: 0..<2) == 0)
        // 0…2 s against 2.5…4 s: 0.5 s apart, 1.25 s short of overlapping by half the shorter side.
        #expect(abs(timing.cost(source: 0..<1, target: 1..<2) - BeadTiming.perSecond * 1.25) < 1e-9)
        #expect(timing.cost(source: 2..<3, target: 0..<1) == BeadTiming.maximum)
        // Units without a time say nothing.
        let partly = try #require(BeadTiming(source: Self.units([nil, 0...1_000]), target: Self.units([0...1_000])))
        #expect(partly.cost(source: 0..<1, target: 0..<1) == 0)
        #expect(BeadTiming(source: Self.units([nil, nil, 0...1_000]), target: Self.units([0...1_000])) == nil)
    }

    @Test func theClockDifferenceIsTheMedianOfConfidentBeads() throws {
        let source = Self.units((0..<12).map { ($0 * 3_000)...($0 * 3_000 + 2_000) })
        let target = Self.units((0..<12).map { ($0 * 3_000 + 4_000)...($0 * 3_000 + 6_000) })
        var timing = try #require(BeadTiming(source: source, target: target))
        let beads = (0..<12).map { Bead(source: [$0], target: [$0], score: $0 == 5 ? 0.5 : 0.95) }
        #expect(timing.clock(of: beads) == .init(offset: 4_000, rate: 1))
        #expect(timing.clock(of: Array(beads.prefix(9))) == nil)
        #expect(timing.cost(source: 0..<1, target: 0..<1) == BeadTiming.perSecond * 3)
        timing.mapTarget(to: .init(offset: 4_000, rate: 1))
        #expect(timing.cost(source: 0..<1, target: 0..<1) == 0)
    }

    /// A file timed at another frame rate drifts: 25 fps against 23.976 runs 4.3% fast, a minute
    /// apart after twenty. The two halves of the video measure the drift, a few beads wrong do not
    /// move it, and the target's times taken back leave every bead's sides on screen together.
    @Test func aClockThatRunsFastIsMeasuredWithItsDrift() throws {
        let rate = 25.0 / 23.976
        let count = 400
        let source = (0..<count).map { ($0 * 4_000)...($0 * 4_000 + 3_000) }
        let target = source.map { Int(2_000 + rate * Double($0.lowerBound))...Int(2_000 + rate * Double($0.upperBound)) }
        var timing = try #require(BeadTiming(source: Self.units(source), target: Self.units(target)))
        // Every tenth bead links the wrong unit, a minute away.
        let beads = (0..<count).map { i in Bead(source: [i], target: [i % 10 == 3 ? min(count - 1, i + 15) : i], score: 0.9) }
        let clock = try #require(timing.clock(of: beads))
        #expect(abs(clock.rate - rate) < 0.0005, "\(clock)")
        #expect(abs(clock.offset - 2_000) < 500, "\(clock)")
        #expect(timing.cost(source: 350..<351, target: 350..<351) == BeadTiming.maximum, "a minute apart before")
        timing.mapTarget(to: clock)
        for i in stride(from: 0, to: count, by: 7) {
            #expect(timing.cost(source: i..<(i + 1), target: i..<(i + 1)) == 0, "\(i)")
        }
        #expect(timing.agreement(with: beads) >= BeadTiming.minimumAgreement)
        // Times that no offset and drift describe (the second half cut differently) do not agree.
        var cut = try #require(BeadTiming(
            source: Self.units(source), target: Self.units(source.enumerated().map { $1.lowerBound + ($0 % 2) * 90_000 ... $1.upperBound + ($0 % 2) * 90_000 })))
        let allBeads = (0..<count).map { Bead(source: [$0], target: [$0], score: 0.9) }
        let cutClock = try #require(cut.clock(of: allBeads))
        cut.mapTarget(to: cutClock)
        #expect(cut.agreement(with: allBeads) < BeadTiming.minimumAgreement)
        // A scene in the target only: 90 s apart after unit 200. The differences around each time
        // describe it, through a few wrong beads.
        var scene = try #require(BeadTiming(
            source: Self.units(source), target: Self.units(source.enumerated().map { $1.lowerBound + ($0 >= 200 ? 90_000 : 0) ... $1.upperBound + ($0 >= 200 ? 90_000 : 0) })))
        let sceneClock = try #require(scene.clock(of: beads))
        scene.mapTarget(to: sceneClock)
        #expect(scene.agreement(with: beads) < 0.85)
        scene.mapTargetLocally(by: beads)
        #expect(scene.agreement(with: beads) >= 0.85)
        // (Right at the cut, the beads around a time are on both sides of it: a unit or two may be
        // taken back by the other side's difference.)
        for i in [0, 150, 190, 210, 260, 399] {
            #expect(scene.cost(source: i..<(i + 1), target: i..<(i + 1)) == 0, "\(i)")
        }
        // A drift too small to tell from the cues' granularity is not taken: the offset alone, as the
        // median difference.
        let steady = source.map { ($0.lowerBound + 1_500 + ($0.lowerBound / 4_000 % 3) * 100)...($0.upperBound + 1_500) }
        let plain = try #require(BeadTiming(source: Self.units(source), target: Self.units(steady)))
        #expect(plain.clock(of: (0..<count).map { Bead(source: [$0], target: [$0], score: 0.9) })?.rate == 1)
    }
}
