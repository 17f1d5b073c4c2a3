import GlossaryKit
import OfferModel

/// The API names the claims are checked against: the offer model's catalogue first, then the
/// symbols the glossary's concepts link to (real names the catalogue does not list yet).
///
/// A name is looked up as written (`Product.SubscriptionInfo.status(for:)`), by its last
/// component (`status(for:)`, `eligibleWinBackOfferIDs`) and by its base name without labels.
struct CatalogueIndex: Sendable {
    /// One known symbol: the catalogue entry when there is one.
    struct Symbol: Hashable, Sendable {
        var name: String
        var entry: APISymbol?
        /// The glossary concept that links the symbol, when it comes from the glossary.
        var concept: String?

        /// The name without the argument-label list.
        var baseName: String { Self.base(name) }
        /// The last dotted component, with its label list.
        var lastComponent: String { Self.last(name) }

        static func base(_ name: String) -> String {
            name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        }

        static func last(_ name: String) -> String {
            let base = base(name)
            let suffix = name.dropFirst(base.count)
            return (base.split(separator: ".").last.map(String.init) ?? base) + suffix
        }

        /// The argument labels (`["isPresented", "onCompletion"]`), or `nil` for a non-method.
        static func labels(_ name: String) -> [String]? {
            guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
            return name[name.index(after: open)..<name.index(before: name.endIndex)]
                .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        }
    }

    let symbols: [Symbol]
    private let byName: [String: [Int]]
    private let byLast: [String: [Int]]
    private let byBase: [String: [Int]]

    init(glossary: Glossary) {
        var symbols = APICatalogue.allEntries.map { Symbol(name: $0.symbol, entry: $0, concept: nil) }
        var known = Set(symbols.map(\.name))
        for concept in glossary.concepts {
            for name in concept.symbols where known.insert(name).inserted {
                symbols.append(Symbol(name: name, entry: nil, concept: concept.id))
            }
        }
        self.symbols = symbols
        var byName: [String: [Int]] = [:]
        var byLast: [String: [Int]] = [:]
        var byBase: [String: [Int]] = [:]
        for (index, symbol) in symbols.enumerated() {
            byName[symbol.name, default: []].append(index)
            byLast[symbol.lastComponent, default: []].append(index)
            byBase[Symbol.base(symbol.lastComponent), default: []].append(index)
            // `RenewalInfo.offer` also answers to `Product.SubscriptionInfo.RenewalInfo.offer`.
            if let owner = symbol.entry?.ownerType, owner.contains("."), !symbol.name.hasPrefix(owner) {
                byName[owner + "." + symbol.lastComponent, default: []].append(index)
            }
        }
        self.byName = byName
        self.byLast = byLast
        self.byBase = byBase
        (candidates, glued) = Self.nearMissCandidates(symbols)
    }

    /// The symbols `name` names: as written, else by its last component (and, without labels, by
    /// its base name), else as a dotted suffix of a longer symbol (`RenewalInfo.offer`).
    func lookUp(_ name: String) -> [Symbol] {
        if let hits = byName[name] { return hits.map { symbols[$0] } }
        let last = Symbol.last(name)
        let dotted = Symbol.base(name).contains(".")
        if dotted {
            let suffix = "." + name
            let hits = symbols.filter { $0.name.hasSuffix(suffix) }
            return hits
        }
        var hits = byLast[last] ?? []
        if Symbol.labels(name) == nil { hits += (byBase[last] ?? []).filter { !hits.contains($0) } }
        return hits.map { symbols[$0] }
    }

    /// The symbols among `found` whose owner type one of `types` names (`PurchaseOption` narrows
    /// `winBackOffer` to `Product.PurchaseOption.winBackOffer(_:)`), or `found` when none does.
    func narrowed(_ found: [Symbol], toOwners types: Set<String>) -> [Symbol] {
        guard found.count > 1 else { return found }
        let owned = found.filter { symbol in
            let owner = symbol.entry?.ownerType ?? String(symbol.baseName.split(separator: ".").dropLast().joined(separator: "."))
            return owner.split(separator: ".").contains { types.contains(String($0)) }
        }
        return owned.isEmpty ? found : owned
    }

    /// The symbols whose base name is `base` (every overload and label list).
    func symbols(baseName base: String) -> [Symbol] { (byBase[base] ?? []).map { symbols[$0] } }

    /// The direct members of a type (`RenewalInfo` → `RenewalInfo.offer`, `…eligibleWinBackOfferIDs`;
    /// `Transaction` → `Transaction.offer`, `Transaction.Offer`, not `Transaction.Offer.period`).
    func members(of type: String) -> [Symbol] {
        symbols.filter { symbol in
            let owner = symbol.entry?.ownerType ?? String(symbol.baseName.split(separator: ".").dropLast().joined(separator: "."))
            let parent = symbol.baseName.split(separator: ".").dropLast().last.map(String.init)
            return (owner == type || owner.hasSuffix("." + type)) && (parent == nil || parent == type)
        }
    }

    /// A known name prepared for the near-miss search.
    struct NearMissCandidate: Sendable {
        /// The name as a suggestion (the last component without labels).
        var name: String
        var hasLabels: Bool
        var lowered: [UInt16]
    }

    /// The near-miss candidates, one per distinct last component.
    private let candidates: [NearMissCandidate]
    /// `SKProductdiscounts` → `SKProduct.discounts`: a type's last component run into a member's name.
    private let glued: [String: String]

    /// The known symbol closest to an unknown `name`: the same letters in another case (same first
    /// letter), at most one edit away (two from twelve letters on, for names of eight letters or
    /// more; a plural or a call of a property is no typo), or two known names run together
    /// (`SKProductdiscounts` → `SKProduct.discounts`).
    ///
    /// - Complexity: O(*k*) in the number of known names, each compared in O(*m*²) for names of
    ///   *m* letters only when their lengths are close.
    func closest(to name: String) -> String? {
        let base = Symbol.base(name)
        let lastBase = Symbol.base(Symbol.last(name))
        let lowered = Array(lastBase.lowercased().utf16)
        let hasLabels = Symbol.labels(name) != nil
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate.name.first == lastBase.first && candidate.name != lastBase {
            if candidate.lowered == lowered { return candidate.name }
            // Typos of long names only; a plural or a call of a property is no typo.
            guard lowered.count >= 8, abs(candidate.lowered.count - lowered.count) <= 2, candidate.hasLabels == hasLabels,
                  !(candidate.lowered + [0x73] == lowered || lowered + [0x73] == candidate.lowered) else { continue }
            let limit = lowered.count >= 12 ? 2 : 1
            let distance = EditDistance.damerauLevenshtein(lowered, candidate.lowered, limit: limit)
            if distance <= limit, distance > 0, best.map({ distance < $0.distance }) ?? true {
                best = (distance, candidate.name)
            }
        }
        if let best { return best.name }
        return glued[base]
    }

    static func nearMissCandidates(_ symbols: [Symbol]) -> (candidates: [NearMissCandidate], glued: [String: String]) {
        var seen: Set<String> = []
        var candidates: [NearMissCandidate] = []
        var glued: [String: String] = [:]
        for symbol in symbols {
            let last = Symbol.last(symbol.name)
            if seen.insert(last).inserted {
                let name = Symbol.base(last)
                candidates.append(NearMissCandidate(
                    name: name, hasLabels: Symbol.labels(last) != nil, lowered: Array(name.lowercased().utf16)))
            }
            guard let owner = symbol.entry?.ownerType ?? symbol.baseName.split(separator: ".").dropLast().last.map(String.init),
                  !owner.isEmpty else { continue }
            let ownerLast = owner.split(separator: ".").last.map(String.init) ?? owner
            let member = Symbol.base(symbol.lastComponent)
            glued[ownerLast + member] = glued[ownerLast + member] ?? ownerLast + "." + member
        }
        return (candidates, glued)
    }
}
