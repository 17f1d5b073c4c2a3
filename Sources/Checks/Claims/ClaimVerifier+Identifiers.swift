import CorpusModel
import TextKit

extension ClaimVerifier {
    /// Identifier claims: per code listing, every value identifier it uses but never binds is a
    /// contradicted claim at its first use (`signature: discountsignature`), and a listing that
    /// binds every name it uses is one confirmed claim at its first line. See ``ListingScope``.
    ///
    /// - Complexity: O(total length of the listings).
    func identifierClaims(_ source: ClaimSource) -> [Claim] {
        var claims: [Claim] = []
        for listing in source.document.codeListings where ListingScope.isSwift(listing) {
            let scope = ListingScope(code: listing.code)
            let title = listing.title.map { "'\($0)'" } ?? "at line \(listing.line)"
            if scope.undefined.isEmpty {
                let first = listing.raw.split(separator: "\n").first.map(String.init) ?? listing.raw
                claims.append(claim(
                    .identifier, .confirmed, in: source, line: listing.line, column: 1, text: String(first.prefix(40)),
                    claim: "listing \(title) binds every name it uses",
                    model: "\(scope.declared.count) names declared, bound, received or imported; none used undeclared"))
                continue
            }
            for use in scope.undefined {
                let (line, column) = Self.documentPosition(
                    ofCodeOffset: use.offset, name: use.name, listing: listing, source: source)
                let declaredNames = scope.declared.sorted()
                let close = declaredNames.first {
                    $0.lowercased() == use.name.lowercased()
                        || (use.name.count >= 5 && EditDistance.damerauLevenshtein(Array($0.utf16), Array(use.name.utf16), limit: 2) <= 2)
                }
                let hint = close.map { "; the listing binds '\($0)'" } ?? ""
                claims.append(claim(
                    .identifier, .contradicted, in: source, line: line, column: column, text: use.name,
                    claim: "listing \(title) uses '\(use.name)'",
                    model: "'\(use.name)' is not declared, bound, received or imported in the listing\(hint)",
                    suggestion: close))
            }
        }
        return claims
    }

    /// The document line and column of a name at `offset` in a listing's restored code: the same
    /// occurrence of the name as a whole word in the listing's text as found (restoration changes
    /// only whitespace), counted from the listing's first line.
    static func documentPosition(
        ofCodeOffset offset: Int, name: String, listing: CodeListing, source: ClaimSource
    ) -> (line: Int, column: Int) {
        let code = Array(listing.code.unicodeScalars)
        let raw = Array(listing.raw.unicodeScalars)
        let inCode = wordOffsets(name, in: code)
        let k = inCode.firstIndex { $0 >= offset } ?? max(0, inCode.count - 1)
        let inRaw = wordOffsets(name, in: raw)
        guard !inRaw.isEmpty else { return (listing.line, 1) }
        let position = inRaw[min(k, inRaw.count - 1)]
        var line = listing.line
        var lineStart = 0
        for i in 0..<position where raw[i] == "\n" {
            line += 1
            lineStart = i + 1
        }
        var shift = 0
        if line == listing.line {
            // The listing may start after other text on its first line.
            let firstLine = raw.prefix { $0 != "\n" }
            let documentLine = source.line(listing.line)
            if let at = documentLine.offsets(of: String(scalars: firstLine.prefix(20)), in: 0..<documentLine.count).first {
                shift = at
            }
        }
        return (line, position - lineStart + 1 + shift)
    }

    /// The offsets where `name` occurs as a whole identifier.
    static func wordOffsets(_ name: String, in s: [Unicode.Scalar]) -> [Int] {
        func isPart(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_"
        }
        return s.offsets(of: name, in: 0..<max(0, s.count - name.unicodeScalars.count + 1)).filter { i in
            (i == 0 || !isPart(s[i - 1])) && (i + name.unicodeScalars.count >= s.count || !isPart(s[i + name.unicodeScalars.count]))
        }
    }
}
