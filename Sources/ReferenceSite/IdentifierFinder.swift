/// Finds which of many identifiers a text names, in one pass over the text: the text's ASCII
/// identifier runs (letters, digits, `_`) and their dotted chains (`renewalInfo.eligibleWinBackOfferIDs`)
/// are looked up in a table, so the cost does not grow with the number of identifiers.
/// An identifier matches as a whole (`winBackOffer` does not match inside `winBackOffers`), as
/// `ReferenceBuilder.mentions(_:_:)` defines it.
struct IdentifierFinder {
    private var table: [Substring: [Int]] = [:]

    init(_ identifiers: [String]) {
        for (index, identifier) in identifiers.enumerated() {
            if !identifier.isEmpty, identifier.utf8.allSatisfy({ Self.isIdentifierByte($0) || $0 == UInt8(ascii: ".") }),
                !identifier.hasPrefix("."), !identifier.hasSuffix("."), !identifier.contains("..")
            {
                table[Substring(identifier), default: []].append(index)
            }
            // A name with other characters (a space, a hyphen: mentions the parser kept whole) is
            // never an identifier in running text; its page lists the parser's mentions only.
        }
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    /// The indices of the identifiers `text` names.
    /// - Complexity: O(n · d²) for a text of n bytes whose longest dotted chain has d parts.
    func matches(in text: String) -> Set<Int> {
        var found: Set<Int> = []
        let utf8 = text.utf8
        var tokens: [Range<String.Index>] = []
        var i = utf8.startIndex
        while i < utf8.endIndex {
            if Self.isIdentifierByte(utf8[i]) {
                let start = i
                while i < utf8.endIndex, Self.isIdentifierByte(utf8[i]) { i = utf8.index(after: i) }
                tokens.append(start..<i)
            } else {
                i = utf8.index(after: i)
            }
        }
        var t = 0
        while t < tokens.count {
            // The chain of tokens joined by single dots starting at t.
            var end = t
            while end + 1 < tokens.count, utf8.index(after: tokens[end].upperBound) == tokens[end + 1].lowerBound,
                utf8[tokens[end].upperBound] == UInt8(ascii: ".")
            {
                end += 1
            }
            for a in t...end {
                for b in a...end {
                    if let hits = table[text[tokens[a].lowerBound..<tokens[b].upperBound]] { found.formUnion(hits) }
                }
            }
            t = end + 1
        }
        return found
    }
}
