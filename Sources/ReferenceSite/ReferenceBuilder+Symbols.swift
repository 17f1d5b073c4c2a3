import Checks
import CorpusModel
import GlossaryKit
import OfferModel

extension ReferenceBuilder {
    /// The symbols a reference has a page for — the catalogue's, then the corpus's other mentions
    /// (by name), then the glossary's — and how a mention resolves to a catalogue symbol.
    struct SymbolTable {
        /// Every symbol, in page order.
        private(set) var names: [String]
        let catalogueByName: [String: APISymbol]
        /// Each symbol's mentions in the documents, in document order, each with its document's
        /// index (not a copy of the document: a corpus has a hundred thousand mentions).
        private(set) var mentionLines: [String: [(document: Int, mention: APIMention)]] = [:]
        private let catalogueCount: [String: Int]
        /// The catalogue symbols by each dotted suffix of their names.
        private var suffixIndex: [String: [String]] = [:]
        /// Each name resolved so far (a corpus mentions the same names thousands of times).
        private var resolved: [String: String] = [:]

        init(catalogue: [APISymbol], glossary: Glossary, documents: [CheckedDocument]) {
            names = catalogue.map(\.symbol)
            catalogueByName = Dictionary(catalogue.map { ($0.symbol, $0) }, uniquingKeysWith: { a, _ in a })
            catalogueCount = Dictionary(catalogue.map { ($0.symbol, 1) }, uniquingKeysWith: +)
            for entry in catalogue {
                let parts = entry.symbol.split(separator: ".")
                for k in 1..<max(parts.count, 1) { suffixIndex[parts[k...].joined(separator: "."), default: []].append(entry.symbol) }
            }
            for (index, document) in documents.enumerated() {
                for mention in document.document.apiMentions {
                    let name = resolve(mention.symbol)
                    mentionLines[name, default: []].append((index, mention))
                }
            }
            for name in mentionLines.keys.sorted() where catalogueByName[name] == nil { names.append(name) }
            var named = Set(names)
            for concept in glossary.concepts {
                for symbol in concept.symbols {
                    let name = resolve(symbol)
                    if named.insert(name).inserted { names.append(name) }
                }
            }
        }

        /// The catalogue symbol a mention names, when exactly one matches; the mention otherwise.
        mutating func resolve(_ mention: String) -> String {
            if let known = resolved[mention] { return known }
            var result = mention
            if catalogueByName[mention] != nil {
                result = mention
            } else if let candidates = suffixIndex[mention], candidates.count == 1 {
                result = candidates[0]
            } else {
                // A fully qualified mention of a catalogue symbol (`Product.SubscriptionInfo.RenewalInfo.x`):
                // the catalogue entries that are what follows one of its dots, when there is one.
                var longer: [String] = []
                var count = 0
                let utf8 = mention.utf8
                var index = utf8.startIndex
                while let dot = utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
                    index = utf8.index(after: dot)
                    let suffix = String(decoding: utf8[index...], as: UTF8.self)
                    if let n = catalogueCount[suffix] {
                        longer.append(suffix)
                        count += n
                    }
                }
                if count == 1 { result = longer[0] }
            }
            resolved[mention] = result
            return result
        }
    }

    /// Which aligned phrases a reference of `documents` can show: those in two of `languages` that
    /// name one of its symbols. A caller that keeps only these (`CheckRun`'s `keepingPhrases`) builds
    /// the same reference while holding a fraction of a large corpus's phrases (a tenth of a
    /// subtitle corpus's, half of a documentation set's).
    /// (`build()` applies the same two tests, `isIn(_:_:)` and `finder(for:)`, before it places a phrase.)
    /// The choice also has a name, `identity`: the languages and the symbols' names, which decide it
    /// (for a cache that keeps each choice's phrases apart: `CheckContext`'s `keptPhrasesKey`).
    public static func phrasesShown(
        glossary: Glossary, documents: [CheckedDocument], catalogue: [APISymbol] = APICatalogue.entries,
        languages: [String] = defaultLanguages
    ) -> (identity: String, keeps: @Sendable (AlignedPhrasePair) -> Bool) {
        let names = SymbolTable(catalogue: catalogue, glossary: glossary, documents: documents).names
        let finder = finder(for: names)
        let identity = ([languages.joined(separator: ",")] + names).joined(separator: "\u{1F}")
        return (identity, { phrase in
            isIn(phrase, languages)
                && (finder.namesAny(in: phrase.source.text) || finder.namesAny(in: phrase.target.text))
        })
    }

    /// Whether both sides of `phrase` are in `languages`: the phrases a reference shows side by side.
    static func isIn(_ phrase: AlignedPhrasePair, _ languages: [String]) -> Bool {
        languages.contains(phrase.source.language) && languages.contains(phrase.target.language)
    }

    /// Finds the symbols named in a text, by index into `names`.
    static func finder(for names: [String]) -> IdentifierFinder { IdentifierFinder(names.map(needle(for:))) }
}
