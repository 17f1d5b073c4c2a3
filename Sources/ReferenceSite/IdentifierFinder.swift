/// Finds which of many identifiers a text names, in one pass over the text: the text's ASCII
/// identifier runs (letters, digits, `_`) and their dotted chains (`renewalInfo.eligibleWinBackOfferIDs`)
/// are looked up in a table, so the cost does not grow with the number of identifiers.
/// An identifier matches as a whole (`winBackOffer` does not match inside `winBackOffers`), as
/// `ReferenceBuilder.mentions(_:_:)` defines it.
///
/// The text is read as UTF-8 bytes; a run or chain is looked up only when some identifier has its
/// length in bytes. Most texts it reads (Japanese and Chinese subtitle phrases) hold few ASCII runs.
struct IdentifierFinder {
    private var table: [String: [Int]] = [:]
    /// Bit k set when some identifier is k bytes long (k < 64); `longest` bounds the rest.
    private var lengths: UInt64 = 0
    private var longest = 0

    init(_ identifiers: [String]) {
        for (index, identifier) in identifiers.enumerated() {
            if !identifier.isEmpty, identifier.utf8.allSatisfy({ Self.isIdentifierByte($0) || $0 == UInt8(ascii: ".") }),
                !identifier.hasPrefix("."), !identifier.hasSuffix("."), !identifier.contains("..")
            {
                table[identifier, default: []].append(index)
                let length = identifier.utf8.count
                if length < 64 { lengths |= 1 << UInt64(length) }
                longest = max(longest, length)
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
        visit(text) { hits in
            found.formUnion(hits)
            return true
        }
        return found
    }

    /// Whether `text` names any of the identifiers (`!matches(in:).isEmpty`, stopping at the first).
    func namesAny(in text: String) -> Bool {
        var any = false
        visit(text) { _ in
            any = true
            return false
        }
        return any
    }

    /// Calls `hit` with the table entry of every run and chain of `text` that is an identifier, in
    /// order, until it returns false.
    private func visit(_ text: String, _ hit: ([Int]) -> Bool) {
        guard !table.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in
            let count = bytes.count
            // Runs of identifier bytes, as byte ranges: the start of the current chain's runs.
            var runs: [Range<Int>] = []
            var i = 0
            while i < count {
                guard Self.isIdentifierByte(bytes[i]) else {
                    i += 1
                    continue
                }
                // The chain of runs joined by single dots starting here.
                runs.removeAll(keepingCapacity: true)
                while true {
                    let start = i
                    while i < count, Self.isIdentifierByte(bytes[i]) { i += 1 }
                    runs.append(start..<i)
                    guard i + 1 < count, bytes[i] == UInt8(ascii: "."), Self.isIdentifierByte(bytes[i + 1]) else { break }
                    i += 1
                }
                for a in runs.indices {
                    for b in a..<runs.count {
                        let range = runs[a].lowerBound..<runs[b].upperBound
                        guard range.count <= longest else { break }
                        guard range.count >= 64 || lengths & (1 << UInt64(range.count)) != 0 else { continue }
                        let candidate = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                        if let hits = table[candidate], !hit(hits) { return }
                    }
                }
            }
        }
    }
}
