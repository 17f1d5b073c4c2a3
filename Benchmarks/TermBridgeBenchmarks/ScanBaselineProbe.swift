import Foundation
import TextKit

/// Lower bounds for any scanner: iterating the text's scalars or UTF-8 bytes and touching a table.
enum ScanBaselineProbe {
    static func run(_ arguments: [String]) throws {
        let texts = try Harness.perfCorpusFiles().map { try String(contentsOf: $0, encoding: .utf8) }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        var table = [UInt32](repeating: 0, count: 0x10000)
        for i in 0..<table.count { table[i] = UInt32(i &* 2654435761 & 0xFFFF) }
        var sink: UInt32 = 0
        let scalars = Harness.measure("unicodeScalars + table", runs: 5) {
            for text in texts { for s in text.unicodeScalars { sink &+= table[Int(s.value & 0xFFFF)] } }
        }
        Harness.report(scalars, bytes: bytes)
        let utf8 = Harness.measure("utf8 bytes", runs: 5) {
            for text in texts { for b in text.utf8 { sink &+= UInt32(b) } }
        }
        Harness.report(utf8, bytes: bytes)
        let utf16 = Harness.measure("utf16 view + table", runs: 5) {
            for text in texts { for u in text.utf16 { sink &+= table[Int(u)] } }
        }
        Harness.report(utf16, bytes: bytes)
        print("sink \(sink)")
    }
}
