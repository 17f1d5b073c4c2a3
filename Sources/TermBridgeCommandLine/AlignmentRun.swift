import AlignmentKit
import Foundation

/// Shared steps of `align` and `terms discover`: read both documents, check them, align.
enum AlignmentRun {
    typealias Side = (language: String, units: [AlignmentUnit])

    /// Reads and aligns two documents; same-language input is an error, the rest become messages.
    ///
    /// `knownPairs` (ja, zh-Hans) are turned to the documents' direction and added to `termPairs`
    /// when one side is Japanese and the other Chinese.
    static func align(
        source: String, target: String, level: AlignmentLevel, termPairs: [(source: String, target: String)] = [],
        knownPairs: [(ja: String, zh: String)] = []
    ) throws -> (AlignmentResult, Side, Side, [String]) {
        let s = try alignmentUnits(path: source, level: level)
        let t = try alignmentUnits(path: target, level: level)
        // Paragraphs are aligned through their phrases (`Aligner.paragraphResult(from:source:target:)`).
        let throughPhrases = level == .paragraph
        let sAligned = throughPhrases ? phraseUnits(of: s.units, language: s.language, writtenProse: s.writtenProse) : s.units
        let tAligned = throughPhrases ? phraseUnits(of: t.units, language: t.language, writtenProse: t.writtenProse) : t.units
        if s.language == t.language, s.language != "und", !s.units.isEmpty {
            throw AlignmentError.sameLanguage(s.language)
        }
        var anchors = termPairs
        if s.language == "ja", t.language.hasPrefix("zh") {
            anchors += knownPairs.map { ($0.ja, $0.zh) }
        } else if s.language.hasPrefix("zh"), t.language == "ja" {
            anchors += knownPairs.map { ($0.zh, $0.ja) }
        }
        var aligner = Aligner(termPairs: anchors)
        aligner.splitsAtParagraphBreaks = s.writtenProse && t.writtenProse
        // ja → zh-Hans is realigned, twice at most, with term pairs learned from the previous alignment.
        var result =
            s.language == "ja" && t.language.hasPrefix("zh")
            ? aligner.alignLearningTermPairs(japanese: sAligned, chinese: tAligned)
            : aligner.align(source: sAligned, target: tAligned)
        if throughPhrases { result = Aligner.paragraphResult(from: result, source: sAligned, target: tAligned) }
        let messages = result.diagnostics.map { diagnostic -> String in
            switch diagnostic {
            case .emptyDocument(let side):
                return AlignmentError.emptyDocument(side == "source" ? source : target).description
            default: return diagnostic.description
            }
        }
        return (result, (s.language, s.units), (t.language, t.units), messages)
    }

    /// Two columns, source left, target right, with the bead score.
    static func columns(result: AlignmentResult, source: [AlignmentUnit], target: [AlignmentUnit]) -> String {
        var lines: [String] = []
        for bead in result.beads {
            let s = PhraseSplitter.joined(bead.source.map { source[$0].text })
            let t = PhraseSplitter.joined(bead.target.map { target[$0].text })
            let score = bead.isLinked ? String(format: "%.2f", bead.score) : " -- "
            lines.append("\(score)  \(pad(s.isEmpty ? "∅" : s, 40)) │ \(t.isEmpty ? "∅" : t)")
        }
        lines.append("# " + result.summary)
        return lines.joined(separator: "\n")
    }

    /// Pads to a display width, counting East Asian wide characters as two columns.
    static func pad(_ text: String, _ width: Int) -> String {
        var w = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            w +=
                (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                    || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
                ? 2 : 1
        }
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }
}
