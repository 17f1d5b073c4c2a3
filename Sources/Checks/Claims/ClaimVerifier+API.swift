import CorpusModel

extension ClaimVerifier {
    /// Types, members and functions of the standard library, Foundation and SwiftUI that code
    /// listings use around StoreKit; they are not offer APIs and make no claim.
    static let platformNames: Set<String> = [
        "View", "State", "Binding", "Bool", "String", "Int", "Double", "Float", "Set", "Array", "Dictionary", "Optional",
        "UUID", "NSNumber", "Void", "Error", "Date", "Data", "URL", "Text", "Button", "VStack", "HStack", "ZStack",
        "List", "ForEach", "Environment", "EnvironmentValues", "Task", "Result", "Never", "Any", "AnyObject",
        "ObservableObject", "Published", "Image", "NavigationStack", "Decimal", "Character", "Sequence", "Collection",
        "filter", "map", "max", "min", "first", "last", "contains", "sorted", "reduce", "compactMap", "flatMap",
        "forEach", "isEmpty", "count", "insert", "append", "remove", "removeAll", "task", "onAppear", "sheet",
        "insert(_:)", "append(_:)", "contains(_:)", "contains(where:)", "first(where:)", "add(_:)", "default",
        "description", "uuidString", "value", "init", "body", "id", "indices", "enumerated", "keys", "values",
    ]

    /// API claims: every API mention in prose and in code. A catalogued symbol (or one the glossary
    /// links) is confirmed — a method whose labels a trailing closure shortens too; a name that is
    /// no symbol but close to one (`eligibleWinbackOfferIDs`, `SKProductdiscounts`, wrong labels)
    /// is contradicted with the symbol as suggestion; any other name is unverifiable. Names a
    /// listing declares itself and platform names make no claim.
    ///
    /// - Complexity: O(mentions × catalogue size) in the worst case (near-miss search).
    func apiClaims(_ source: ClaimSource) -> [Claim] {
        var claims: [Claim] = []
        for mention in source.document.apiMentions {
            let name = mention.symbol.hasPrefix(".") ? String(mention.symbol.dropFirst()) : mention.symbol
            let base = CatalogueIndex.Symbol.base(name)
            if mention.origin == .code {
                if Self.platformNames.contains(name) || Self.platformNames.contains(base) { continue }
                // Only Swift listings name StoreKit APIs; a YAML or shell listing makes no API claim.
                guard let scope = source.listing(at: mention.line)?.scope else { continue }
                if scope.declared.contains(CatalogueIndex.Symbol.base(CatalogueIndex.Symbol.last(base))) { continue }
            }
            if mention.kind == .enumCase, mention.origin == .code, index.lookUp(name).isEmpty { continue }
            // Identifiers of other languages' shapes (`Vec::with_capacity`, `os_log`) name no offer API.
            if mention.kind == .identifier { continue }
            // Code columns are re-read from the line (a member is recorded at its dot, and an indented
            // listing's columns may count from its restored text); Xcode placeholders make no claim.
            var column = mention.column
            if mention.origin == .code {
                let lineText = source.line(mention.line)
                if lineText.offsets(of: "<#" + base, in: 0..<lineText.count).first != nil { continue }
                let offsets = Self.wordOffsets(mention.symbol.hasPrefix(".") ? mention.symbol : base, in: lineText)
                if let nearest = offsets.min(by: { abs($0 - (column - 1)) < abs($1 - (column - 1)) }) {
                    column = nearest + 1
                }
            }
            var text = source.text(line: mention.line, column: column, count: mention.symbol.unicodeScalars.count)
            // A name the reader sees joined across markup (`[Event](…)API`, a shortcode's text and the
            // `s` after it) is quoted as seen, not as the blanks of the markup between its pieces.
            if mention.origin == .prose, text.contains(" "), !mention.symbol.contains(" ") { text = mention.symbol }
            func make(_ status: ClaimStatus, _ model: String, _ suggestion: String? = nil) -> Claim {
                claim(
                    .api, status, in: source, line: mention.line, column: column, text: text,
                    claim: "\(mention.origin.rawValue) names '\(mention.symbol)'", model: model, suggestion: suggestion)
            }
            let owners = Set(source.mentions(onLine: mention.line).flatMap {
                $0.symbol.split(separator: ".").map(String.init)
            })
            let found = index.narrowed(index.lookUp(name), toOwners: owners)
            if let symbol = found.first {
                claims.append(make(.confirmed, Self.describe(symbol)))
                continue
            }
            // A plural in prose (`SubscriptionStoreViews`).
            if mention.origin == .prose, name.hasSuffix("s"), let symbol = index.lookUp(String(name.dropLast())).first {
                claims.append(make(.confirmed, Self.describe(symbol) + " (plural)"))
                continue
            }
            // A member of a type the catalogue does not have and no misspelling of one (`Player.updateAll(db, …)`
            // in a database library's documentation) is that type's, whatever offer API shares its name:
            // no contradiction.
            func foreignMember() -> Bool {
                guard let owner = Self.explicitOwner(of: mention, name: name, column: column, in: source),
                    index.lookUp(owner).isEmpty, index.closest(to: owner) == nil
                else { return false }
                claims.append(make(.unverifiable, "a member of '\(owner)', a type the catalogue does not have"))
                return true
            }
            // A method with other labels (a prose `name()` names the method, not its labels).
            if let labels = CatalogueIndex.Symbol.labels(name), !(mention.origin == .prose && labels.isEmpty) {
                let overloads = index.symbols(baseName: CatalogueIndex.Symbol.base(CatalogueIndex.Symbol.last(name)))
                    .filter { CatalogueIndex.Symbol.labels($0.name) != nil }
                if let trailing = overloads.first(where: { symbol in
                    let full = CatalogueIndex.Symbol.labels(symbol.name) ?? []
                    return mention.origin == .code && full.count == labels.count + 1 && Array(full.prefix(labels.count)) == labels
                }) {
                    claims.append(make(.confirmed, Self.describe(trailing) + " (the last argument as a trailing closure)"))
                    continue
                }
                if let other = overloads.first {
                    if foreignMember() { continue }
                    claims.append(make(
                        .contradicted, "'\(other.name)' takes the labels \(other.lastComponent.drop { $0 != "(" })",
                        other.lastComponent))
                    continue
                }
            }
            if let close = index.closest(to: name) {
                if foreignMember() { continue }
                let symbol = index.lookUp(close).first
                claims.append(make(
                    .contradicted, "no symbol '\(name)'; the catalogue has " + (symbol.map(Self.describe) ?? "'\(close)'"),
                    close))
                continue
            }
            claims.append(make(.unverifiable, "'\(name)' is not in the catalogue and is close to no symbol in it"))
        }
        return claims
    }

    /// The type a member mention is written on, from the mention (`Player.updateAll()`) or from
    /// the text before it on its line (`try Player.updateAll(db, …)`, `Table("player").updateAll`):
    /// an uppercase name before the dot, or before the call made of it; nil for a name written on
    /// no type, on a value or on a function's result.
    static func explicitOwner(of mention: APIMention, name: String, column: Int, in source: ClaimSource) -> String? {
        let components = CatalogueIndex.Symbol.base(name).split(separator: ".")
        if components.count > 1 { return components.dropLast().last.map(String.init).flatMap { isTypeName($0) ? $0 : nil } }
        let line = source.line(mention.line)
        var i = column - 2
        guard i >= 0, i < line.count, line[i] == "." else { return nil }
        i -= 1
        // A new value of a type (`Table("player").updateAll(db, …)`): the type it is made of.
        if i >= 0, line[i] == ")" {
            var depth = 0
            while i >= 0 {
                if line[i] == ")" { depth += 1 } else if line[i] == "(" { depth -= 1; if depth == 0 { break } }
                i -= 1
            }
            i -= 1
        }
        let end = i
        var start = i + 1
        while i >= 0, line[i].properties.isAlphabetic || ("0"..."9").contains(line[i]) || line[i] == "_" {
            start = i
            i -= 1
        }
        guard start <= end else { return nil }
        let owner = String(scalars: line[start...end])
        return isTypeName(owner) ? owner : nil
    }

    /// Whether a name is spelt as a Swift type is (an uppercase ASCII letter first).
    private static func isTypeName(_ name: String) -> Bool {
        name.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false
    }

    /// `'Transaction.offer' (StoreKit property; iOS 17.2)` or `'…' (glossary concept 'offer')`.
    static func describe(_ symbol: CatalogueIndex.Symbol) -> String {
        if let entry = symbol.entry {
            let availability = entry.availabilitySummary
            return "'\(entry.symbol)' (\(entry.owner.rawValue) \(entry.kind.rawValue)"
                + (availability.isEmpty ? "" : "; \(availability)") + (entry.deprecated ? "; deprecated" : "") + ")"
        }
        return "'\(symbol.name)' (linked by glossary concept '\(symbol.concept ?? "?")'; not in the model's catalogue)"
    }
}
