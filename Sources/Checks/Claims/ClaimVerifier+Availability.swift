import CorpusModel
import OfferModel
import TextKit

extension ClaimVerifier {
    /// The platforms the catalogue records availability for (tool versions such as `Xcode 16` are
    /// not API availability).
    static let modelPlatforms: Set<String> = [
        "iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "Mac Catalyst", "App Store Connect API",
        "App Store Server API",
    ]

    /// Availability claims: every availability fact with a subject, checked against the catalogue.
    ///
    /// The subject is read from the fact's sentence (the API mentions and the glossary terms that
    /// link to symbols, nearest first; a type stands for its members with availability, narrowed
    /// to a member the sentence names, such as `offer` in `offerメンバー`); when the sentence names
    /// none with availability on the platform, from the three lines before (`この新しいAPIは` after
    /// a paragraph about `Transaction`). The claim is confirmed when a subject has the stated
    /// version, contradicted when every subject has one other version, else unverifiable.
    ///
    /// - Complexity: O(facts × (mentions on nearby lines + catalogue size)).
    func availabilityClaims(_ source: ClaimSource) -> [Claim] {
        source.document.availability.compactMap { fact in
            guard Self.modelPlatforms.contains(fact.platform) else { return nil }
            let lineText = source.line(fact.line)
            let start = fact.column - 1
            var end = start + fact.platform.unicodeScalars.count
            while end < lineText.count, lineText[end] == " " || lineText[end] == "\u{3000}" { end += 1 }
            end += (fact.upperVersion == nil ? fact.version : fact.version).unicodeScalars.count
            let text = source.text(line: fact.line, column: fact.column, count: end - start)
            let stated = "\(fact.platform) \(fact.version)"
            func make(_ status: ClaimStatus, _ subject: String, _ model: String, _ suggestion: String? = nil) -> Claim {
                claim(
                    .availability, status, in: source, line: fact.line, column: fact.column, text: text,
                    claim: "\(subject): \(stated)", model: model, suggestion: suggestion)
            }
            let platform = fact.platform == "iPadOS" ? "iOS" : fact.platform
            guard fact.relation != .until, fact.relation != .deprecated else {
                return make(.unverifiable, fact.subject ?? "?", "the catalogue records when APIs became available, not when they end")
            }
            let subjects = availabilitySubjects(source, fact: fact, platform: platform)
            guard !subjects.isEmpty else {
                return make(
                    .unverifiable, fact.subject ?? "?",
                    "no catalogued API with \(platform) availability is named in the sentence or the three lines before")
            }
            let names = subjects.map(\.name).joined(separator: ", ")
            var versions: [String: [String]] = [:]
            var spelled: [String: String] = [:]
            for subject in subjects {
                for version in subject.entry?.introducedVersions(on: platform) ?? [] {
                    versions[Self.normalizedVersion(version), default: []].append(subject.name)
                    spelled[Self.normalizedVersion(version)] = version
                }
            }
            let describe = versions.keys.sorted().map { "\(versions[$0]!.joined(separator: ", ")): \(platform) \(spelled[$0]!)" }
                .joined(separator: "; ")
            if let matching = versions[Self.normalizedVersion(fact.version)] {
                return make(.confirmed, matching.joined(separator: ", "), "\(matching[0]): \(platform) \(fact.version)")
            }
            if versions.count == 1, let (version, symbols) = versions.first {
                let sources = subjects.compactMap { $0.entry?.source }.first.map { " (catalogue source \($0))" } ?? ""
                return make(.contradicted, symbols.joined(separator: ", "), describe + sources, "\(fact.platform) \(spelled[version]!)")
            }
            return make(.unverifiable, names, "the subjects nearby disagree: \(describe)")
        }
    }

    /// `18`, `18.0` and `18.0.0` compare equal.
    static func normalizedVersion(_ version: String) -> String {
        var parts = version.split(separator: ".").map(String.init)
        while parts.count > 1, parts.last == "0" { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    /// The catalogued symbols with availability on `platform` that a fact is about.
    func availabilitySubjects(_ source: ClaimSource, fact: AvailabilityFact, platform: String) -> [CatalogueIndex.Symbol] {
        let window = Self.clause(of: fact, in: source)
        let lineText = source.line(fact.line)
        let words = Self.asciiWords(lineText[window])
        func onPlatform(_ symbol: CatalogueIndex.Symbol) -> Bool {
            !(symbol.entry?.introducedVersions(on: platform).isEmpty ?? true)
        }
        /// The symbols a name stands for: itself when it has availability, else its members
        /// with availability, narrowed to those whose name the clause also uses.
        let owners = Set(source.mentions(onLine: fact.line).flatMap {
            $0.symbol.split(separator: ".").map(String.init)
        })
        /// The symbols a name stands for: a member the clause names (`offer` of `PurchaseIntent`),
        /// else the name itself when it has availability, else — when `expanding` — every member of
        /// the type with availability.
        func resolve(_ name: String, expanding: Bool) -> [CatalogueIndex.Symbol] {
            let direct = index.lookUp(name)
            let type = CatalogueIndex.Symbol.base(CatalogueIndex.Symbol.last(name))
            let members = type.first?.isUppercase == true ? index.members(of: type).filter(onPlatform) : []
            let named = members.filter { words.contains(CatalogueIndex.Symbol.base($0.lastComponent)) }
            if !named.isEmpty { return named }
            if direct.contains(where: onPlatform) { return index.narrowed(direct.filter(onPlatform), toOwners: owners) }
            return expanding ? members : []
        }
        // The clause: API mentions (a type with no availability of its own stands for the member the
        // clause names), lowercase member names, then the symbols glossary terms link.
        var nearby: [(distance: Int, name: String, expanding: Bool)] = []
        for mention in source.mentions(onLine: fact.line) where mention.origin == .prose {
            guard window.contains(mention.column - 1) else { continue }
            let distance = abs(mention.column - fact.column)
            nearby.append((distance, mention.symbol, false))
        }
        // In Japanese or Chinese prose a lowercase ASCII word is a code name (`offerメンバー`); in
        // English only a camelCase one is (`intents` is a word there).
        let english = source.language.hasPrefix("en")
        for word in words where word.count >= 4 && word.first?.isLowercase == true
            && (!english || word.contains(where: \.isUppercase)) {
            nearby.append((500 + window.count, word, false))
        }
        if let subject = fact.subject { nearby.append((800, subject, false)) }
        for (_, name, expanding) in nearby.sorted(by: { $0.distance < $1.distance }) {
            let found = resolve(name, expanding: expanding)
            if !found.isEmpty { return found }
        }
        // A glossary term names its concept: it is a subject when every symbol the concept links
        // with availability on the platform has one version (`オファー` links three `offer`
        // members of different versions and is no subject).
        let terms = source.terms(onLine: fact.line).filter { window.contains($0.column - 1) }
        for term in terms.sorted(by: { abs($0.column - fact.column) < abs($1.column - fact.column) }) {
            let found = context.glossary.concepts[term.conceptIndex].symbols.flatMap { resolve($0, expanding: false) }
            let versions = Set(found.flatMap { symbol in
                (symbol.entry?.introducedVersions(on: platform) ?? []).map(Self.normalizedVersion)
            })
            if versions.count == 1 { return Array(Set(found.map(\.name))).sorted().compactMap { name in found.first { $0.name == name } } }
        }
        // A clause that refers back (`この新しいAPIは`, `这个新的 API`, `this new API`): the last
        // mention of the nearest of the three lines before that resolves.
        let clauseText = String(scalars: lineText[window])
        guard Self.anaphora.contains(where: clauseText.contains) else { return [] }
        for line in stride(from: fact.line - 1, through: max(1, fact.line - 3), by: -1) {
            let mentions = source.mentions(onLine: line).filter { $0.origin == .prose }
            for mention in mentions.reversed() {
                let found = resolve(mention.symbol, expanding: true)
                if !found.isEmpty { return found }
            }
        }
        return []
    }

    /// Words that refer back to an API named before.
    static let anaphora = ["この新しいAPI", "この新しい API", "このAPI", "この API", "这个新的 API", "这个新的API", "这个 API",
                           "this new API", "this API", "the new API"]

    /// The clause of a fact on its line (0-based scalar offsets): at most 40 scalars on each side,
    /// not reaching into the clause of another fact of the line unless only a conjunction separates
    /// the two (`iOS 18.0とmacOS 15.0には` is one clause). Two facts' clauses part after a predicate
    /// (`利用できます `, `。`) or before `从`, else at the second fact.
    static func clause(of fact: AvailabilityFact, in source: ClaimSource) -> Range<Int> {
        let lineText = source.line(fact.line)
        let sentence = source.sentence(line: fact.line, around: fact.column)
        let others = source.document.availability.filter { $0.line == fact.line }.map { $0.column - 1 }.sorted()
        let me = fact.column - 1
        var lower = max(sentence.lowerBound, me - 40)
        var upper = min(sentence.upperBound, me + 60)
        var position = me
        while let next = others.first(where: { $0 > position }), next - position <= 16 { position = next }
        if let next = others.first(where: { $0 > position }) { upper = min(upper, boundary(lineText, from: position, to: next)) }
        position = me
        while let previous = others.last(where: { $0 < position }), position - previous <= 16 { position = previous }
        if let previous = others.last(where: { $0 < position }) {
            lower = max(lower, boundary(lineText, from: previous, to: position))
        }
        lower = max(0, min(lower, me))
        upper = min(lineText.count, max(upper, me + 8))
        return min(lower, upper)..<upper
    }

    /// Where the clause of a fact at `a` ends and that of a fact at `b` begins.
    static func boundary(_ s: [Unicode.Scalar], from a: Int, to b: Int) -> Int {
        var i = b - 1
        while i > a + 4 {
            if s.has("从", at: i) { return i }
            if s.has("ます", at: i - 1) || s.has("です", at: i - 1) || s[i] == "。" || s[i] == "，" || s[i] == "、" {
                return i + 1
            }
            i -= 1
        }
        return b
    }

    /// The ASCII identifier-like words of some text (`offer` in `offerメンバー`).
    static func asciiWords(_ scalars: ArraySlice<Unicode.Scalar>) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in scalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
