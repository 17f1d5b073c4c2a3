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
        #expect(timing.offset(of: beads) == 4_000)
        #expect(timing.offset(of: Array(beads.prefix(9))) == nil)
        #expect(timing.cost(source: 0..<1, target: 0..<1) == BeadTiming.perSecond * 3)
        timing.shiftTarget(by: -4_000)
        #expect(timing.cost(source: 0..<1, target: 0..<1) == 0)
    }
}
