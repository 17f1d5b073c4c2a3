import GlossaryKit
import TextKit

/// A maximal run of katakana (with `ー` and `・`, full or half width) in a document: the
/// candidates of the near-miss and unknown-term rules.
struct KatakanaRun: Sendable, Hashable {
    /// The run exactly as written.
    var text: String
    /// Its UTF-16 span in the document.
    var utf16Range: Range<Int>

    /// Whether a UTF-16 unit belongs in a katakana run: U+30A1–U+30FA, `・`, `ー`, the
    /// iteration marks, and half-width katakana.
    static func isKatakana(_ unit: UInt16) -> Bool {
        (0x30A1...0x30FE).contains(unit) || (0xFF66...0xFF9F).contains(unit) || (0x31F0...0x31FF).contains(unit)
    }

    /// Every run of at least `minimumLength` units in `units` (a text's UTF-16), leaving out runs
    /// that are only long-vowel marks or middle dots.
    /// - Complexity: O(*n*) in the length of `units`.
    static func runs(in units: [UInt16], minimumLength: Int) -> [KatakanaRun] {
        var runs: [KatakanaRun] = []
        var start = -1
        for index in 0...units.count {
            let inRun = index < units.count && isKatakana(units[index])
            if inRun, start < 0 { start = index }
            if !inRun, start >= 0 {
                let slice = units[start..<index]
                let letters = slice.filter { $0 != 0x30FC && $0 != 0x30FB && $0 != 0xFF70 && $0 != 0xFF65 }.count
                if slice.count >= minimumLength, letters >= 2 {
                    runs.append(KatakanaRun(text: UTF16Transcoding.string(slice), utf16Range: start..<index))
                }
                start = -1
            }
        }
        return runs
    }

    /// `runs(in:minimumLength:)` of a document's text, read a line at a time (a run never crosses
    /// a line break) and only in the lines whose UTF-8 may hold katakana.
    static func runs(in locator: TextLocator, minimumLength: Int) -> [KatakanaRun] {
        var runs: [KatakanaRun] = []
        locator.forEachLine(where: mayHoldKatakana) { units, start in
            for run in Self.runs(in: units, minimumLength: minimumLength) {
                runs.append(KatakanaRun(text: run.text, utf16Range: (start + run.utf16Range.lowerBound)..<(start + run.utf16Range.upperBound)))
            }
        }
        return runs
    }

    /// Whether UTF-8 `bytes` may encode a unit of `isKatakana`: U+30A1–U+30FE (`E3 82 A1` to
    /// `E3 83 BE`), U+31F0–U+31FF (`E3 87 B0`–`BF`), U+FF66–U+FF9F (`EF BD A6` to `EF BE 9F`).
    /// (It passes U+30FF and U+31F0's neighbours of `E3 87`; the scanner decides.)
    static func mayHoldKatakana(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Lead bytes found with `memchr`: an English or Chinese line has few or none of them.
        TextLocator.contains(0xE3, in: bytes) { i in
            guard i + 2 < bytes.count else { return false }
            let (second, third) = (bytes[i + 1], bytes[i + 2])
            return (second == 0x82 && third >= 0xA1) || second == 0x83 || second == 0x87
        }
            || TextLocator.contains(0xEF, in: bytes) { i in
                guard i + 2 < bytes.count else { return false }
                let (second, third) = (bytes[i + 1], bytes[i + 2])
                return (second == 0xBD && third >= 0xA6) || (second == 0xBE && third <= 0x9F)
            }
    }
}

extension DocumentAnalysis {
    /// The document's katakana runs of four or more characters outside code lines and outside
    /// `covered`, whose loose key (`MatchKey`) is not in `known`, each with that key, in text order:
    /// what `near-miss` and `unknown-term` read of a document's katakana.
    func forEachKatakanaRun(outside covered: UnknownTermRule.Coverage? = nil, knowing known: Set<[UInt16]>, _ body: (KatakanaRun, [UInt16]) -> Void) {
        let codeLines = codeLines
        for run in KatakanaRun.runs(in: locator, minimumLength: 4) {
            guard covered.map({ !$0.overlaps(run.utf16Range) }) ?? true, !codeLines.contains(locator.line(of: run.utf16Range.lowerBound))
            else { continue }
            let key = MatchKey(run.text, strength: .loose).units
            if !known.contains(key) { body(run, key) }
        }
    }
}
