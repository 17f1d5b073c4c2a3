import CorpusModel
import TextKit

/// Finds platform-version statements: `iOS 17.2以降`, `从 iOS 18.0 开始`, `macOS 15.0でも`,
/// `iOS 11~16.3`, `iOS 16.4 以降`, `App Store Connect API 3.6`, `Xcode 16`, `iOS 12 or later`.
///
/// The relation comes from the words around the version: 以降/以上/开始/起/及更高版本/or later →
/// since; まで/以前/之前/or earlier → until; a `~`/`〜`/`-`/`至` second version → range;
/// 廃止/弃用/deprecated → deprecated; otherwise `mentioned`. The subject is the nearest API mention
/// within 40 scalars in the same sentence, else a framework named there (StoreKit, App Store Server
/// API…).
enum AvailabilityScanner {
    static let platforms: [(name: String, scalars: [Unicode.Scalar])] = [
        "App Store Connect API", "App Store Server API", "iPadOS", "iOS", "macOS", "tvOS", "watchOS", "visionOS",
        "Mac Catalyst", "Xcode", "Swift",
    ].map { ($0, Array($0.unicodeScalars)) }
    /// First scalars of the platform names, to skip most positions cheaply.
    static let initials: Set<UInt32> = Set(platforms.compactMap { $0.scalars.first?.value })
    static let sinceAfter = ["以降", "以上", "开始", "起", "及更高版本", "或更高版本", "或更新版本", "以后", "之后", " or later", " and later", " or newer"]
    static let untilAfter = ["まで", "以前", "之前", "及更早版本", " or earlier", " and earlier"]
    static let deprecatedAfter = ["廃止", "非推奨", "弃用", "已弃用", " deprecated"]
    static let frameworks = ["App Store Server API", "App Store Connect", "StoreKit Message", "StoreKit", "SwiftUI", "App Store"]
    static let sentenceEnds: Set<Unicode.Scalar> = ["。", "！", "？", "!", "?", "\n"]

    static func scan(_ s: [Unicode.Scalar], mentions: [APIMention], line: Int, column: Int) -> [AvailabilityFact] {
        var facts: [AvailabilityFact] = []
        var spans: [Range<Int>] = []
        var i = 0
        while i < s.count {
            guard initials.contains(s[i].value) else { i += 1; continue }
            guard let platform = platforms.first(where: { APIMentionScanner.matches(s, at: i, $0.scalars) }),
                  i == 0 || !APIMentionScanner.isIdentifierPart(s[i - 1]) else { i += 1; continue }
            var j = i + platform.scalars.count
            while j < s.count, s[j] == " " || s[j] == "\u{3000}" { j += 1 }
            guard let (version, afterVersion) = readVersion(s, at: j) else { i += platform.scalars.count; continue }
            // `API 3.6` must not be a count of things (`iOS 3つ`) – the version is followed by no digit letter.
            var relation = AvailabilityFact.Relation.mentioned
            var upper: String?
            var k = afterVersion
            while k < s.count, s[k] == " " { k += 1 }
            if k < s.count, "~〜～-–至到".unicodeScalars.contains(s[k]) {
                var m = k + 1
                while m < s.count, s[m] == " " { m += 1 }
                if m < s.count, platform.scalars.count > 0, APIMentionScanner.matches(s, at: m, platform.scalars) {
                    m += platform.scalars.count
                    while m < s.count, s[m] == " " { m += 1 }
                }
                if let (second, after) = readVersion(s, at: m) {
                    upper = second
                    relation = .range
                    k = after
                    while k < s.count, s[k] == " " { k += 1 }
                }
            }
            if relation != .range {
                let at = { (words: [String]) in
                    words.contains { APIMentionScanner.matches(s, at: k, Array($0.unicodeScalars)) || APIMentionScanner.matches(s, at: afterVersion, Array($0.unicodeScalars)) }
                }
                if at(sinceAfter) { relation = .since; k = skipWord(s, k, sinceAfter) }
                else if at(untilAfter) { relation = .until; k = skipWord(s, k, untilAfter) }
                else if at(deprecatedAfter) { relation = .deprecated; k = skipWord(s, k, deprecatedAfter) }
                else if i >= 1, s[max(0, i - 2)..<i].contains("从"), s[k..<min(s.count, k + 4)].contains(where: { $0 == "开" || $0 == "起" }) { relation = .since }
                else if i >= 2, APIMentionScanner.matches(s, at: i - 2, Array("从 ".unicodeScalars)) || APIMentionScanner.matches(s, at: i - 1, Array("从".unicodeScalars)) { relation = .since }
            }
            facts.append(AvailabilityFact(
                platform: platform.name, version: version, upperVersion: upper, relation: relation,
                subject: nil, line: line, column: column + i))
            spans.append(i..<k)
            i = max(k, i + 1)
        }
        // Each fact looks for its subject among the mentions near it (at most 60 scalars from its
        // span): found by binary search in the mentions ordered by offset, then given back in their
        // own order. Every mention for every fact was quadratic on a long line (a 5 MB line with
        // 10,000 facts and as many mentions).
        let byOffset = mentions.indices.sorted { (mentions[$0].column, $0) < (mentions[$1].column, $1) }
        func firstPosition(from offset: Int) -> Int {
            var low = 0, high = byOffset.count
            while low < high {
                let mid = (low + high) / 2
                if mentions[byOffset[mid]].column - column < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
        for index in facts.indices {
            let lower = index > 0 ? spans[index - 1].upperBound : 0
            let upper = index + 1 < spans.count ? spans[index + 1].lowerBound : s.count
            let span = spans[index]
            let near = byOffset[firstPosition(from: max(lower, span.lowerBound - 60))..<firstPosition(from: min(upper, span.upperBound + 60) + 1)]
            facts[index].subject = subject(
                s, span: span, within: lower..<upper, mentions: near.sorted().map { mentions[$0] }, column: column)
        }
        return facts
    }

    /// The index after the relation word at `k` (or `k` when it was read at the version's end).
    static func skipWord(_ s: [Unicode.Scalar], _ k: Int, _ words: [String]) -> Int {
        for word in words where APIMentionScanner.matches(s, at: k, Array(word.unicodeScalars)) { return k + word.unicodeScalars.count }
        return k
    }

    /// `17.2`, `16`, `3.6` (a trailing sentence dot is not part of it).
    static func readVersion(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var j = start
        while j < s.count, ("0"..."9").contains(s[j]) || (s[j] == "." && j + 1 < s.count && ("0"..."9").contains(s[j + 1]) && j > start) { j += 1 }
        guard j > start, j - start <= 10 else { return nil }
        // `iOS 3つ`, `Xcode 16個`: a count, not a version – only when a counter follows directly.
        if j < s.count, "つ个個件".unicodeScalars.contains(s[j]) { return nil }
        return (String(scalars: s[start..<j]), j)
    }

    /// The subject: a mention or framework right after the fact (`以降の StoreKitで`, `以降の RenewalInfo API`),
    /// else the nearest mention in the same sentence, else a framework named there.
    static func subject(_ s: [Unicode.Scalar], span: Range<Int>, within bounds: Range<Int>, mentions: [APIMention], column: Int) -> String? {
        var lower = span.lowerBound
        while lower > bounds.lowerBound, !sentenceEnds.contains(s[lower - 1]), span.lowerBound - lower < 60 { lower -= 1 }
        var upper = span.upperBound
        while upper < bounds.upperBound, !sentenceEnds.contains(s[upper]), upper - span.upperBound < 60 { upper += 1 }
        // Directly after: skip spaces and a linking particle.
        var next = span.upperBound
        while next < upper, next - span.upperBound < 4, s[next] == " " || "のでにはも的中".unicodeScalars.contains(s[next]) { next += 1 }
        if let direct = mentions.first(where: { $0.column - column == next }) { return direct.symbol }
        for framework in frameworks where APIMentionScanner.matches(s, at: next, Array(framework.unicodeScalars)) { return framework }
        let candidates = mentions.filter { $0.column - column >= lower && $0.column - column < upper }
        if let nearest = candidates.min(by: { abs($0.column - column - span.lowerBound) < abs($1.column - column - span.lowerBound) }) {
            return nearest.symbol
        }
        for framework in frameworks {
            let f = Array(framework.unicodeScalars)
            var p = span.upperBound
            while p + f.count <= upper {
                if APIMentionScanner.matches(s, at: p, f) { return framework }
                p += 1
            }
        }
        return nil
    }
}
