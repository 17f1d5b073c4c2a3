import CorpusModel
import TextKit

extension ClaimVerifier {
    /// Identifier claims: per Swift code listing, every value identifier it uses that neither it
    /// nor another listing of the document binds. Documentation shows fragments whose names come
    /// from context it does not show (`dbQueue`, `db`), so such a use is a contradicted claim only
    /// when it reads as a slip of a name the listing binds (`signature: discountsignature`,
    /// `product` where `productIdentifier` is received; see `slip(of:in:)`); any other is
    /// unverifiable. A listing that binds every name it uses is one confirmed claim at its first
    /// line. See ``ListingScope``.
    ///
    /// - Complexity: O(total length of the listings).
    func identifierClaims(_ source: ClaimSource) -> [Claim] {
        var claims: [Claim] = []
        let swift = source.listings.compactMap { analysed in analysed.scope.map { (analysed.listing, $0) } }
        // Documentation shows a program a listing at a time: a name another listing binds is known.
        let documentDeclared = swift.reduce(into: Set<String>()) { $0.formUnion($1.1.declared) }
        for (listing, scope) in swift {
            let undefinedUses = scope.undefined.filter { !documentDeclared.contains($0.name) }
            let title = listing.title.map { "'\($0)'" } ?? "at line \(listing.line)"
            if undefinedUses.isEmpty {
                let first = listing.raw.split(separator: "\n").first.map(String.init) ?? listing.raw
                claims.append(claim(
                    .identifier, .confirmed, in: source, line: listing.line, column: 1, text: String(first.prefix(40)),
                    claim: "listing \(title) binds every name it uses",
                    model: "\(scope.declared.count) names declared, bound, received or imported; none used undeclared"))
                continue
            }
            for use in undefinedUses {
                let (line, column) = Self.documentPosition(
                    ofCodeOffset: use.offset, name: use.name, listing: listing, source: source)
                let claimText = "listing \(title) uses '\(use.name)'"
                guard !use.isCall, let close = Self.slip(of: use.name, in: scope) else {
                    let what = use.isCall ? "is called but declared" : "is bound"
                    claims.append(claim(
                        .identifier, .unverifiable, in: source, line: line, column: column, text: use.name, claim: claimText,
                        model: "'\(use.name)' \(what) by no listing of the document; it may come from code the document does not show"))
                    continue
                }
                claims.append(claim(
                    .identifier, .contradicted, in: source, line: line, column: column, text: use.name, claim: claimText,
                    model: "'\(use.name)' is not declared, bound, received or imported in the listing; the listing binds '\(close)'",
                    suggestion: close))
            }
        }
        return claims
    }

    /// The name the listing binds that an unbound value `name` reads as a slip of, nil when none.
    /// In order: the same letters in another case; one edit away (two from twelve letters); the
    /// bound name run into another word without a capital between, the longest such
    /// (`discountsignature`: `signature` rather than `discount`); a received parameter's name cut
    /// short at a word (`product` for `productIdentifier`) — the last two with at least four
    /// letters of the bound name. Types (`Player` for a `player` from context), a name's plural or
    /// singular (`players` where `player` is bound) and a name a binding is named after
    /// (`insertedPlace` bound from `place`, `dbQueue` with `queue` bound) are no slip.
    static func slip(of name: String, in scope: ListingScope) -> String? {
        let lowered = name.lowercased()
        let values = scope.declared.sorted().filter { candidate in
            guard let initial = candidate.unicodeScalars.first, ("a"..."z").contains(initial) || initial == "_" else { return false }
            return !(candidate + "s" == name || name + "s" == candidate || candidate + "es" == name || name + "es" == candidate)
        }
        if let same = values.first(where: { $0.lowercased() == lowered }) { return same }
        let edits = name.count >= 12 ? 2 : 1
        if name.count >= 5,
            let near = values.first(where: { EditDistance.damerauLevenshtein(Array($0.utf16), Array(name.utf16), limit: edits) <= edits })
        {
            return near
        }
        let scalars = Array(name.unicodeScalars)
        func isLower(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) }
        // The longest bound name it runs into another word (`discount` and `signature` in
        // `discountsignature`: `signature`).
        let runInto = values.filter { candidate in
            let other = candidate.lowercased()
            guard other.count >= 4, lowered.count > other.count else { return false }
            return (lowered.hasSuffix(other) && isLower(scalars[scalars.count - other.unicodeScalars.count]))
                || (lowered.hasPrefix(other) && isLower(scalars[other.unicodeScalars.count]))
        }
        if let longest = runInto.max(by: { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }) { return longest }
        return values.first { candidate in
            let other = Array(candidate.unicodeScalars)
            return scope.parameters.contains(candidate) && scalars.count >= 4 && other.count > scalars.count
                && candidate.lowercased().hasPrefix(lowered) && !isLower(other[scalars.count])
        }
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
