import CorpusModel
import TextKit

/// Finds inline English originals after Japanese or Chinese titles:
/// `販売促進対象のアプリ内購入のテスト (Testing promoted In-App Purchases)`. The title runs back to the
/// previous `、`, `，`, `。`, `「` or the start of the paragraph.
enum GlossScanner {
    static let titleStops: Set<Unicode.Scalar> = ["、", "，", "。", "「", "」", "：", ":", "\n"]

    static func inline(_ s: [Unicode.Scalar], line: Int) -> [Gloss] {
        var glosses: [Gloss] = []
        var i = 0
        while i < s.count {
            guard s[i] == "(" || s[i] == "（", i > 0 else { i += 1; continue }
            let close: Unicode.Scalar = s[i] == "(" ? ")" : "）"
            guard let end = s[(i + 1)...].prefix(200).firstIndex(of: close) else { i += 1; continue }
            let inner = s[(i + 1)..<end]
            let words = inner.split(separator: " ")
            guard words.count >= 2, inner.allSatisfy({ $0.value < 0x2E80 }),
                  inner.first.map({ ("A"..."Z").contains($0) }) == true else { i = end + 1; continue }
            var b = i
            while b > 0, s[b - 1] == " " { b -= 1 }
            let titleEnd = b
            guard titleEnd > 0, s[titleEnd - 1].value >= 0x2E80 else { i = end + 1; continue }
            while b > 0, !titleStops.contains(s[b - 1]) { b -= 1 }
            let title = String(scalars: s[b..<titleEnd])
            glosses.append(Gloss(text: title, english: String(scalars: inner), line: line))
            i = end + 1
        }
        return glosses
    }
}
