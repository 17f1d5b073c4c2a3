/// Turns seed inputs into hostile variants: bit flips, random bytes, truncation, deleted ranges,
/// dictionary tokens, splices from other seeds, long runs and deep nesting.
public struct Mutator: Sendable {
    /// Tokens of the format that reach deeper into a reader than random bytes do.
    public var dictionary: [[UInt8]]
    /// Openers that nest (`<a>`, `[`, `{`, `> `); repeated up to `maxDepth` times.
    public var openers: [[UInt8]]
    /// The deepest nesting a mutation builds.
    public var maxDepth: Int
    /// The longest run of one token a mutation builds.
    public var maxRun: Int

    public init(dictionary: [String], openers: [String], maxDepth: Int = 3_000, maxRun: Int = 20_000) {
        self.dictionary = dictionary.map { Array($0.utf8) }
        self.openers = openers.map { Array($0.utf8) }
        self.maxDepth = maxDepth
        self.maxRun = maxRun
    }

    /// A variant of `seed`; `others` are spliced from. Often starts from a window of at most
    /// `window` bytes of the seed, which keeps inputs small and fast.
    ///
    /// - Complexity: O(n + maxRun + maxDepth) for an input of n bytes.
    public func mutate(_ seed: [UInt8], others: [[UInt8]], window: Int, using rng: inout SplitMix) -> [UInt8] {
        var out = seed
        if out.count > window && Int.random(in: 0..<10, using: &rng) < 8 {
            let start = Int.random(in: 0...(out.count - window), using: &rng)
            out = Array(out[start..<(start + window)])
        }
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            let at = out.isEmpty ? 0 : Int.random(in: 0..<out.count, using: &rng)
            switch Int.random(in: 0..<9, using: &rng) {
            case 0 where !out.isEmpty: out[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
            case 1 where !out.isEmpty: out[at] = UInt8.random(in: 0...255, using: &rng)
            case 2: out = Array(out.prefix(at))
            case 3 where !out.isEmpty:
                out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...256, using: &rng)))
            case 4 where !dictionary.isEmpty: out.insert(contentsOf: dictionary.randomElement(using: &rng)!, at: at)
            case 5:
                if let other = others.randomElement(using: &rng), !other.isEmpty {
                    let start = Int.random(in: 0..<other.count, using: &rng)
                    let end = min(other.count, start + Int.random(in: 1...512, using: &rng))
                    out.insert(contentsOf: other[start..<end], at: at)
                }
            case 6:
                let token =
                    Bool.random(using: &rng) && !dictionary.isEmpty
                    ? dictionary.randomElement(using: &rng)! : [UInt8.random(in: 0...255, using: &rng)]
                let count = Int.random(in: 1...max(1, maxRun / max(1, token.count)), using: &rng)
                out.insert(contentsOf: Array([[UInt8]](repeating: token, count: count).joined()), at: at)
            case 7 where !openers.isEmpty:
                let opener = openers.randomElement(using: &rng)!
                let depth = Int.random(in: 1...maxDepth, using: &rng)
                out.insert(contentsOf: Array([[UInt8]](repeating: opener, count: depth).joined()), at: at)
            default:
                out.insert(UInt8.random(in: 0...255, using: &rng), at: at)
            }
        }
        return out
    }
}
