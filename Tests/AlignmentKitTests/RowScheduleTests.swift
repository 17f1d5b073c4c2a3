import Foundation
import Synchronization
import Testing

@testable import AlignmentKit

/// The rows of a programme computed by the calling thread and a helper: the same values as one
/// thread computes, whichever thread computed each row.
@Suite struct RowScheduleTests {
    /// A programme with the alignment's dependencies: each cell reads the row before at its own
    /// column and the one before it, and the cell before it in its own row (all cells of a row in
    /// one band, the band shifting right row by row as the alignment's does).
    static func programme(rows: Int, width: Int, helped: Bool) -> (values: [UInt64], helperRows: Int) {
        let lower = (0..<rows).map { $0 / 3 }
        let values = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: rows * width)
        values.initialize(repeating: 0)
        defer { values.deallocate() }
        let schedule = RowSchedule(rows: rows, firstColumn: { lower[$0] }, tracksProgress: helped)
        let caller = Thread.current
        let helperRows = Atomic<Int>(0)
        func value(_ i: Int, _ j: Int) -> UInt64 {
            guard i >= 0, j >= lower[i], j < lower[i] + width else { return 0 }
            return values[i * width + j - lower[i]]
        }
        schedule.run(helped: helped, countingLoad: false, { () }) { i, _ in
            if Thread.current != caller { helperRows.add(1, ordering: .relaxed) }
            for j in lower[i]..<(lower[i] + width) {
                if i > 0 { schedule.wait(row: i - 1, column: min(j, lower[i - 1] + width - 1)) }
                // Some work per cell, so that the two threads overlap.
                var mixed = value(i - 1, j) &* 31 &+ value(i - 1, j - 1) &* 17 &+ value(i, j - 1) &+ UInt64(i * 7 + j)
                for _ in 0..<200 { mixed = mixed &* 6_364_136_223_846_793_005 &+ 1 }
                values[i * width + j - lower[i]] = mixed
                schedule.publish(row: i, column: j)
            }
            schedule.publish(row: i, column: .max)
        }
        return (Array(values), helperRows.load(ordering: .relaxed))
    }

    @Test func aHelpedProgrammeGivesTheValuesOfOneThread() {
        let alone = Self.programme(rows: 1_500, width: 40, helped: false)
        #expect(alone.helperRows == 0)
        // The helper starts when a thread of the global queue is free (the tests run side by side):
        // tried until it has taken some rows.
        var helped = 0
        for _ in 0..<20 {
            let run = Self.programme(rows: 1_500, width: 40, helped: true)
            #expect(run.values == alone.values)
            helped += run.helperRows
            if helped > 0 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(helped > 0, "the helper never took a row")
    }

    /// The alignment programme with a helper thread gives the beads and scores of the programme as
    /// it was (`referenceDP`), bit for bit.
    @Test(arguments: [11, 12])
    func helpedAlignmentProgrammeIsUnchanged(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let n = 500, m = 560
        let s = ProgrammeIdentityTests.profiles(n, hanPerUnit: 0...8, &random)
        let t = ProgrammeIdentityTests.profiles(m, hanPerUnit: 0...8, &random)
        let cohesion = (
            source: PhraseCohesion(units: ProgrammeIdentityTests.texts(n, japanese: true, &random), language: "ja"),
            target: PhraseCohesion(units: ProgrammeIdentityTests.texts(m, japanese: false, &random), language: "zh")
        )
        let spans = [(0..<200, 0..<230), (200..<n, 230..<m)]
        let band = AlignmentBand.around(
            sourceSpans: spans.map(\.0), targetSpans: spans.map(\.1), reach: 0.6, maxReach: Aligner.phraseBandLimit, slack: 6)
        #expect(band.count >= Aligner.helpedProgrammeCells)
        let links = AnchorLinks(source: s, target: t, blocks: spans.map { (source: $0.0, target: $0.1) })
        let aligner = Aligner()
        let model = LengthModel(ratio: 1.1, variance: 1.5)
        let expected = aligner.referenceDP(
            s, t, shapes: Aligner.phraseShapes, model: model, keepOnlyConfident: false, cohesion: cohesion, links: links, band: band)
        for helped in [true, false, true] {
            let got = aligner.dp(
                s, t, shapes: Aligner.phraseShapes, model: model, keepOnlyConfident: false, cohesion: cohesion, links: links,
                band: band, rowHelper: helped)
            ProgrammeIdentityTests.expectIdentical(got, expected, "seed \(seed), helped \(helped)")
        }
    }
}
