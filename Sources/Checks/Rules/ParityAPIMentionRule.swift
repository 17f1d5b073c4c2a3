import CorpusModel
import Foundation
import GlossaryKit

/// `parity-api-mention`: an API symbol mentioned in the prose of one language of a parallel
/// group is missing from the aligned paragraphs of another (and, in subtitle transcripts, from their
/// neighbours: time-cut paragraphs do not end at the same words in two languages).
///
/// Only code-shaped symbols are compared (see `isCodeShaped(_:)`): product and feature names are
/// translated or dropped legitimately. A symbol counts as present when the other side's aligned paragraphs contain it, or its base
/// name (the last component before any parameter list: `purchase` for
/// `Product.purchase(options:)`), or a glossary term of a concept linked to it (`トランザクション`
/// for `Transaction`). Each missing symbol is reported once per linked paragraph group, at its first
/// mention. A symbol the other side writes with different letter case (`InAppPurchase` and
/// `inAppPurchase`) is reported once, on the target side, as a case mismatch.
struct ParityAPIMentionRule: CheckRule {
    let descriptor = RuleDescriptor.parityAPIMention

    func findings(in context: CheckContext) -> [Diagnostic] {
        var conceptsBySymbol: [String: [Int]] = [:]
        for (index, concept) in context.glossary.concepts.enumerated() {
            for symbol in concept.symbols { conceptsBySymbol[Self.baseName(symbol).lowercased(), default: []].append(index) }
        }
        var result: [Diagnostic] = []
        for pair in context.pairs {
            for (a, b) in [(pair.source, pair.target), (pair.target, pair.source)] {
                let analysisA = context.analyses[a.analysis]
                let analysisB = context.analyses[b.analysis]
                var mentions: [Int: [APIMention]] = [:]
                for mention in analysisA.document.document.apiMentions where mention.origin == .prose && Self.isCodeShaped(mention.symbol) {
                    guard let paragraph = a.paragraph(line: mention.line, column: mention.column, in: analysisA) else { continue }
                    mentions[paragraph, default: []].append(mention)
                }
                guard !mentions.isEmpty else { continue }
                let isSource = a.analysis == pair.source.analysis
                for link in pair.paragraphLinks {
                    let paragraphsA = isSource ? link.source : link.target
                    let paragraphsB = isSource ? link.target : link.source
                    let here = paragraphsA.flatMap { mentions[$0] ?? [] }
                    guard !here.isEmpty else { continue }
                    let textB = b.text(ofParagraphs: b.widened(paragraphsB), in: analysisB)
                    let conceptsB = Set(b.widened(paragraphsB).flatMap { analysisB.occurrences(in: b.paragraphSpans[$0]) }.map(\.conceptIndex))
                    var reported: Set<String> = []
                    for mention in here where !reported.contains(mention.symbol) {
                        let base = Self.baseName(mention.symbol)
                        if textB.contains(mention.symbol) || textB.contains(base) { continue }
                        let line = paragraphsB.first.map { analysisB.locator.line(of: b.paragraphSpans[$0].lowerBound) } ?? 0
                        if let written = Self.caseVariant(of: mention.symbol, in: textB) {
                            // Reported once, on the target side.
                            guard !isSource else { continue }
                            reported.insert(mention.symbol)
                            result.append(finding(
                                at: analysisA.location(line: mention.line, column: mention.column, covering: mention.symbol),
                                message: "API '\(mention.symbol)' is written '\(written)' in the aligned \(analysisB.language) text "
                                    + "(\(analysisB.id):\(line)); one of them has the wrong case",
                                text: mention.symbol))
                            continue
                        }
                        if let concepts = conceptsBySymbol[base.lowercased()], !conceptsB.isDisjoint(with: concepts) { continue }
                        reported.insert(mention.symbol)
                        result.append(finding(
                            at: analysisA.location(line: mention.line, column: mention.column, covering: mention.symbol),
                            message: "API '\(mention.symbol)' is mentioned here but not in the aligned \(analysisB.language) text "
                                + "(\(analysisB.id):\(line))",
                            text: mention.symbol,
                            notes: ["aligned \(analysisB.language) text: '\(excerpt(textB))'"]))
                    }
                }
            }
        }
        return result
    }

    /// Whether a symbol is written as code (`Product.SubscriptionInfo`, `purchase(options:)`,
    /// `eligibleWinBackOfferIDs`, `InAppPurchase`) rather than as a product or feature name that
    /// speech and subtitles translate (`AutoFill`, `watchOS5`, `eBooks`): it has a `.`, `(` or `:`,
    /// or it is a lowerCamelCase word starting with two lowercase letters, or an UpperCamelCase one
    /// of three or more words.
    static func isCodeShaped(_ symbol: String) -> Bool {
        if symbol.contains(where: { $0 == "." || $0 == "(" || $0 == ":" }) { return true }
        let scalars = Array(symbol.unicodeScalars)
        guard scalars.count >= 6, scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return false }
        // Word humps: a lowercase letter, then an uppercase letter followed by a lowercase one.
        var humps = 0
        for i in 1..<(scalars.count - 1)
        where scalars[i - 1].properties.isLowercase && scalars[i].properties.isUppercase && scalars[i + 1].properties.isLowercase {
            humps += 1
        }
        let leadingLowercase = scalars.prefix { $0.properties.isLowercase }.count
        return (leadingLowercase >= 2 && humps >= 1) || humps >= 2
    }

    /// The spelling of `symbol` in `text` when it occurs there only with other letter case.
    static func caseVariant(of symbol: String, in text: String) -> String? {
        guard let range = text.range(of: symbol, options: .caseInsensitive) else { return nil }
        return String(text[range])
    }

    /// The last component of a symbol before any parameter list: `purchase` for
    /// `Product.purchase(options:)`, `winBack` for `Product.SubscriptionOffer.OfferType.winBack`.
    static func baseName(_ symbol: String) -> String {
        let head = symbol.split(separator: "(", maxSplits: 1).first.map(String.init) ?? symbol
        return head.split(separator: ".").last.map(String.init) ?? head
    }
}
