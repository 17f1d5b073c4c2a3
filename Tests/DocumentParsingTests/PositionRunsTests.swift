import Testing

@testable import DocumentParsing

/// The runs that locate Markdown prose answer as the scalar-by-scalar positions they replace.
@Suite struct PositionRunsTests {
    @Test func runsAnswerAsThePositionsDo() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            // Stretches of consecutive columns on a line, with jumps (markup left out) and new lines
            // (soft breaks), as Markdown prose is made.
            var positions: [(line: Int, column: Int)] = []
            var line = Int.random(in: 1...5, using: &random)
            var column = Int.random(in: 1...9, using: &random)
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    positions.append((line, column))
                    column += 1
                }
                if Bool.random(using: &random) {
                    line += 1
                    column = Int.random(in: 1...4, using: &random)
                } else {
                    column += Int.random(in: 0...3, using: &random)
                }
            }
            let runs = PositionRuns(positions)
            #expect(runs.count == positions.count)
            for offset in -2..<(positions.count + 3) {
                let expected = positions[max(0, min(offset, positions.count - 1))]
                let found = runs[offset]
                #expect(found.line == expected.line && found.column == expected.column, "offset \(offset) of \(positions)")
            }
        }
    }
}
