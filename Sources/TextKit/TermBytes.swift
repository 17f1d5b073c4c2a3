/// Byte strings (terms, numbered as given) and the ones that occur in a text, found in one pass over
/// the text: each position is looked up by its two bytes, and only the terms that start with them
/// are compared.
public struct TermBytes: Sendable {
    public let terms: [[UInt8]]
    /// The terms of two or more bytes by their first two bytes (big-endian).
    private var byPrefix: [UInt16: [Int]] = [:]
    /// One bit per two-byte prefix that starts some term: most positions end here.
    private var prefixBits = [UInt64](repeating: 0, count: 1024)
    /// The terms of one byte.
    private var short: [Int] = []

    public init(_ terms: [[UInt8]]) {
        self.terms = terms
        for (index, term) in terms.enumerated() {
            guard term.count >= 2 else {
                short.append(index)
                continue
            }
            let key = UInt16(term[0]) << 8 | UInt16(term[1])
            byPrefix[key, default: []].append(index)
            prefixBits[Int(key >> 6)] |= 1 << UInt64(key & 63)
        }
    }

    /// The numbers of the terms that occur in `text`, byte for byte (UTF-8 is self-synchronising, so a
    /// byte match is a character match), ascending.
    /// - Complexity: O(*n*) in the text's length, times the terms sharing a position's two bytes.
    public func occurring(in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: [Int] = []
        for index in short where text.contains(terms[index][0]) { found.append(index) }
        guard text.count >= 2, !byPrefix.isEmpty else { return found }
        var seen: Set<Int> = []
        for i in 0..<(text.count - 1) {
            let key = UInt16(text[i]) << 8 | UInt16(text[i + 1])
            guard prefixBits[Int(key >> 6)] & (1 << UInt64(key & 63)) != 0, let candidates = byPrefix[key] else { continue }
            for index in candidates where !seen.contains(index) {
                let term = terms[index]
                guard i + term.count <= text.count else { continue }
                var j = 2
                while j < term.count && text[i + j] == term[j] { j += 1 }
                if j == term.count { seen.insert(index) }
            }
        }
        return (found + seen).sorted()
    }
}
