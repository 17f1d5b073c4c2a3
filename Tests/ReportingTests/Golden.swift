import Foundation
import Testing

/// Compares output with a golden file in `Fixtures/`; with `TERMBRIDGE_RECORD=1` in the
/// environment it writes the file instead (and the test fails, so recording is never silent).
enum Golden {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = fixture(name)
        if ProcessInfo.processInfo.environment["TERMBRIDGE_RECORD"] == "1" {
            try actual.write(to: url, atomically: false, encoding: .utf8)
            Issue.record("recorded \(name); run again without TERMBRIDGE_RECORD to compare", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from Fixtures/\(name) (re-record with TERMBRIDGE_RECORD=1)", sourceLocation: sourceLocation)
    }
}
