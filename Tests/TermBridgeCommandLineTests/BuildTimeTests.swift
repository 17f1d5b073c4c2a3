import Foundation
import Testing

@testable import TermBridgeCommandLine

/// The build time the index stores is read field by field, as Foundation's ISO 8601 parser reads it.
@Suite struct BuildTimeTests {
    @Test func buildTimesReadAsFoundationReadsThem() {
        let formatter = ISO8601DateFormatter()
        var seconds = -2_000_000_000
        while seconds < 5_000_000_000 {
            let text = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
            #expect(IndexLocation.epochSeconds(text) == seconds, "\(text)")
            seconds += 86_399 * 37 + 12_345
        }
        for text in ["2024-02-29T23:59:59Z", "2000-03-01T00:00:00Z", "1970-01-01T00:00:00Z", "2026-11-27T04:25:38Z"] {
            #expect(IndexLocation.epochSeconds(text) == formatter.date(from: text).map { Int($0.timeIntervalSince1970) }, "\(text)")
        }
    }

    @Test func otherFormsGoThroughFoundation() {
        #expect(IndexLocation.epochSeconds("2026-11-27T05:25:38+01:00") == IndexLocation.epochSeconds("2026-11-27T04:25:38Z"))
        #expect(IndexLocation.epochSeconds("not a time") == nil)
        #expect(IndexLocation.epochSeconds("2026-13-27T04:25:38Z") == nil)
    }
}
