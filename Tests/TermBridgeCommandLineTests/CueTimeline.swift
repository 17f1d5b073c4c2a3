import Foundation

/// One language's subtitle cues of a perf-corpus session (`cues/wwdc18-N.LANG.cues.tsv`: start second,
/// cue text) as a clock for every character of the joined transcript: both languages' cues carry the
/// video's time, so they give a gold alignment nobody wrote by hand. The same measure as
/// `../shared/tools/align-score`: a pair is right when the time spans of its two sides overlap by at
/// least half of the shorter span.
struct CueTimeline {
    /// The cue texts joined, without whitespace.
    private var text: [Unicode.Scalar] = []
    /// Per character of `text`, the span (start, end) of its cue, in seconds.
    private var spans: [(start: Int, end: Int)] = []

    var characterCount: Int { text.count }

    init(path: String) throws {
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .compactMap { line -> (Int, [Unicode.Scalar])? in
                let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard let start = Int(fields[0]) else { return nil }
                return (start, fields.count > 1 ? Self.squeezed(String(fields[1])) : [])
            }
        for (k, row) in rows.enumerated() {
            let end = max(k + 1 < rows.count ? rows[k + 1].0 : row.0 + 4, row.0 + 1)
            text += row.1
            spans += repeatElement((start: row.0, end: end), count: row.1.count)
        }
    }

    static func squeezed(_ text: String) -> [Unicode.Scalar] { text.unicodeScalars.filter { !$0.properties.isWhitespace } }

    /// The time span and length of a unit's text, searched from near `hint` (moved past it).
    func locate(_ unit: String, hint: inout Int) -> (start: Int, end: Int, length: Int)? {
        let key = Self.squeezed(unit)
        guard key.count >= 2 else { return nil }
        guard let at = find(key, from: max(0, hint - 2000)) ?? find(key, from: 0) else { return nil }
        hint = at + key.count
        return (spans[at].start, spans[at + key.count - 1].end, key.count)
    }

    private func find(_ key: [Unicode.Scalar], from start: Int) -> Int? {
        guard key.count <= text.count, start <= text.count - key.count else { return nil }
        outer: for i in start...(text.count - key.count) {
            for (k, scalar) in key.enumerated() where text[i + k] != scalar { continue outer }
            return i
        }
        return nil
    }

    /// Right pairs, scored pairs and source characters inside scored pairs, for aligned pairs given
    /// as texts (pairs with an empty side are not scored).
    static func score(pairs: [(source: String, target: String)], source: CueTimeline, target: CueTimeline) -> (
        right: Int, scored: Int, covered: Int
    ) {
        var sourceHint = 0, targetHint = 0
        var right = 0, scored = 0, covered = 0
        for pair in pairs where !pair.source.isEmpty && !pair.target.isEmpty {
            let a = source.locate(pair.source, hint: &sourceHint)
            let b = target.locate(pair.target, hint: &targetHint)
            guard let a, let b else { continue }
            scored += 1
            covered += a.length
            let overlap = min(a.end, b.end) - max(a.start, b.start)
            if Double(overlap) >= 0.5 * Double(min(a.end - a.start, b.end - b.start)) { right += 1 }
        }
        return (right, scored, covered)
    }
}
