/// What the aligner compares of one unit (or several merged units): its length and its anchors.
///
/// Anchors are interned ids in sorted, duplicate-free arrays: `strong` holds numbers, Latin tokens
/// and term pairs; `han` holds folded Han characters, which agree more loosely between ja and zh.
struct UnitProfile: Sendable {
    var length: Int
    var strong: [Int]
    var han: [Int]

    static let empty = UnitProfile(length: 0, strong: [], han: [])

    /// Weight of one shared Han character relative to a shared strong anchor.
    static let hanWeight = 0.3

    /// The profile of several units read together.
    static func merged(_ profiles: ArraySlice<UnitProfile>) -> UnitProfile {
        guard let first = profiles.first else { return .empty }
        if profiles.count == 1 { return first }
        var result = first
        for p in profiles.dropFirst() {
            result.length += p.length
            result.strong = union(result.strong, p.strong)
            result.han = union(result.han, p.han)
        }
        return result
    }

    /// The weighted Dice coefficient of the anchors of two profiles, in [0, 1] (nil when neither
    /// has any), and the number of shared strong anchors, from one pass over each anchor list.
    static func agreement(_ a: UnitProfile, _ b: UnitProfile) -> (similarity: Double?, sharedStrong: Int) {
        let total = Double(a.strong.count + b.strong.count) + hanWeight * Double(a.han.count + b.han.count)
        guard total > 0 else { return (nil, 0) }
        let sharedStrong = intersectionCount(a.strong, b.strong)
        let shared = Double(sharedStrong) + hanWeight * Double(intersectionCount(a.han, b.han))
        return (2 * shared / total, sharedStrong)
    }

    /// Whether the profile has any number, Latin token or term anchor.
    var hasStrongAnchors: Bool { !strong.isEmpty }

    static func union(_ a: [Int], _ b: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                result.append(a[i]); i += 1
            } else if a[i] > b[j] {
                result.append(b[j]); j += 1
            } else {
                result.append(a[i]); i += 1; j += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    static func intersectionCount(_ a: [Int], _ b: [Int]) -> Int {
        var i = 0, j = 0, n = 0
        while i < a.count, j < b.count {
            if a[i] < b[j] { i += 1 } else if a[i] > b[j] { j += 1 } else { n += 1; i += 1; j += 1 }
        }
        return n
    }
}
