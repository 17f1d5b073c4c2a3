import Checks
import CorpusModel
import Foundation
import GlossaryKit
import OfferModel
import TextKit

/// Builds the `ReferenceModel` from a checked corpus: the glossary, the documents, the aligned
/// phrases of their parallel pairs, the findings and claims, and the offer model's API catalogue.
public struct ReferenceBuilder {
    public var glossary: Glossary
    public var documents: [CheckedDocument]
    public var alignedPhrases: [AlignedPhrasePair]
    public var findings: [Diagnostic]
    public var claims: [Claim]
    public var catalogue: [APISymbol]
    /// The languages shown side by side.
    public var languages: [String]
    public var generator: String
    /// The glossary terms' occurrence counts by `TermMatcher(glossary:)` pattern index and document
    /// path, when the caller has them (`Concordance.counts`); counted again when nil.
    public var termCounts: [Int: [String: Int]]?

    public init(
        glossary: Glossary, documents: [CheckedDocument], alignedPhrases: [AlignedPhrasePair], findings: [Diagnostic],
        claims: [Claim], catalogue: [APISymbol] = APICatalogue.entries, languages: [String] = defaultLanguages,
        generator: String, termCounts: [Int: [String: Int]]? = nil
    ) {
        self.glossary = glossary
        self.documents = documents
        self.alignedPhrases = alignedPhrases
        self.findings = findings
        self.claims = claims
        self.catalogue = catalogue
        self.languages = languages
        self.generator = generator
        self.termCounts = termCounts
    }

    /// The languages shown beside English unless others are named.
    public static let defaultLanguages = ["ja", "zh-Hans"]

    /// The most sentence pairs, mentions and code listings shown per symbol.
    static let sentenceLimit = 24
    static let mentionLimit = 30
    static let codeLimit = 8

    /// The lines of a text, cut out when asked for: a line is what lies between two line-feed bytes
    /// (a carriage return before one stays with its line). Only the byte offsets of the line starts
    /// are kept (a corpus's every line as a string was a quarter of this builder's time, and most
    /// lines are never cited).
    struct Lines {
        let text: String
        /// The UTF-8 offset at which each line starts.
        private let starts: [Int]
        /// The document's markup spans (`Document.markup`), in order.
        private let markup: [SourceSpan]

        init(_ text: String, markup: [SourceSpan] = []) {
            var text = text
            var starts = [0]
            text.withUTF8 { bytes in
                for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            }
            self.text = text
            self.starts = starts
            self.markup = markup.sorted()
        }

        /// Line `number` as a reader of the page sees it: the blanks of the page's markup left out
        /// (`Document.removingBlanks(of:in:line:column:)`: `参照されるハンドラー名`, not `参照される ハンドラー 名`).
        /// A slice of the text when the line holds no markup (a subtitle file's long lines are not copied).
        func shown(_ number: Int) -> Substring? {
            guard let line = self[number] else { return nil }
            let spans = markup.prefix { $0.line <= number }.filter { $0.endLine >= number }
            return spans.isEmpty ? line : Document.removingBlanks(of: spans, in: line, line: number, column: 1)[...]
        }

        var count: Int { starts.count }

        /// Line `number` (1-based), or nil past the ends: a slice of the text (a subtitle file's
        /// line runs to thousands of bytes, of which a citation shows a few hundred), without its
        /// line break (a CRLF's CR included).
        subscript(number: Int) -> Substring? {
            guard number >= 1, number <= starts.count else { return nil }
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
            var to = utf8.index(utf8.startIndex, offsetBy: number < starts.count ? starts[number] - 1 : utf8.count)
            if to > from, utf8[utf8.index(before: to)] == 0x0D { to = utf8.index(before: to) }
            return text[from..<to]
        }
    }

    /// The model with the document pages' lines left empty, and what fills them: a renderer that
    /// writes a batch of pages at a time fills each document page as it renders it
    /// (`HTMLRenderer(model:citedLines:)`).
    public func buildCitingLines() -> (ReferenceModel, CitedLines) {
        let documentSlugs = Dictionary(documents.map { ($0.path, Slug.document($0.path)) }, uniquingKeysWith: { a, _ in a })
        let byID = Dictionary(documents.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let lines = Dictionary(documents.map { ($0.path, Lines($0.text, markup: $0.document.markup)) }, uniquingKeysWith: { a, _ in a })
        func citation(path: String, language: String, line: Int, text: String? = nil) -> ReferenceModel.Citation {
            let shown = text.map { $0[...] } ?? lines[path]?.shown(line) ?? ""
            return .init(
                path: path, document: documentSlugs[path] ?? Slug.document(path), language: language, line: line,
                text: Self.clip(Self.trimmingSpaces(shown)).collapsingBlanks())
        }

        // The symbols: the catalogue's, the corpus's mentions and the glossary's.
        var table = SymbolTable(catalogue: catalogue, glossary: glossary, documents: documents)
        let symbolNames = table.names
        let catalogueByName = table.catalogueByName
        let mentionLines = table.mentionLines
        func resolve(_ mention: String) -> String { table.resolve(mention) }
        var seenSlugs: Set<String> = []
        var symbolSlugs: [String: String] = [:]
        for name in symbolNames where symbolSlugs[name] == nil {
            var slug = Slug.symbol(name)
            while !seenSlugs.insert(slug.lowercased()).inserted { slug += "-2" }
            symbolSlugs[name] = slug
        }
        let conceptSlugs = Dictionary(
            glossary.concepts.map { ($0.id, Slug.concept($0.id)) }, uniquingKeysWith: { a, _ in a })
        var conceptsOfSymbol: [String: [String]] = [:]
        for concept in glossary.concepts {
            for symbol in concept.symbols { conceptsOfSymbol[resolve(symbol), default: []].append(conceptSlugs[concept.id]!) }
        }

        // Which symbols each phrase, listing and claim names: one pass over each text.
        let finder = Self.finder(for: symbolNames)
        var phrasesOf = [[AlignedPhrasePair]](repeating: [], count: symbolNames.count)
        // The phrases searched on every core, a slice at a time, kept in phrase order; those shown
        // picked out a slice at a time too, never a copy of all of them.
        for start in stride(from: 0, to: alignedPhrases.count, by: 4096) {
            let slice = alignedPhrases[start..<min(start + 4096, alignedPhrases.count)].filter { Self.isIn($0, languages) }
            let named = slice.concurrentMap { finder.matches(in: $0.source.text).union(finder.matches(in: $0.target.text)).sorted() }
            for (phrase, symbols) in zip(slice, named) {
                for s in symbols where phrasesOf[s].count < Self.sentenceLimit { phrasesOf[s].append(phrase) }
            }
        }
        var listingsOf = [[(document: Int, listing: CodeListing)]](repeating: [], count: symbolNames.count)
        for (index, document) in documents.enumerated() {
            for listing in document.document.codeListings {
                for s in finder.matches(in: listing.code).sorted() { listingsOf[s].append((index, listing)) }
            }
        }
        var claimsOf = [[Claim]](repeating: [], count: symbolNames.count)
        for claim in claims where claim.status == .contradicted {
            for s in finder.matches(in: claim.text).union(finder.matches(in: claim.claim)).sorted() { claimsOf[s].append(claim) }
        }

        // Symbol pages.
        var symbols: [ReferenceModel.SymbolPage] = []
        for (number, name) in symbolNames.enumerated() {
            let entry = catalogueByName[name]
            var pairs: [ReferenceModel.SentencePair] = []
            var paired: Set<String> = []
            for phrase in phrasesOf[number] {
                let a = citation(path: phrase.source.path, language: phrase.source.language, line: phrase.source.line, text: phrase.source.text)
                let b = citation(path: phrase.target.path, language: phrase.target.language, line: phrase.target.line, text: phrase.target.text)
                pairs.append(.init(sides: [a.language: a, b.language: b], score: (phrase.score * 100).rounded() / 100))
                paired.insert("\(a.path):\(a.line)")
                paired.insert("\(b.path):\(b.line)")
            }
            var mentions: [ReferenceModel.Citation] = []
            var mentioned: Set<String> = []
            for (index, mention) in mentionLines[name] ?? [] where mention.origin == .prose {
                let document = documents[index]
                let key = "\(document.path):\(mention.line)"
                guard !paired.contains(key), mentioned.insert(key).inserted, mentions.count < Self.mentionLimit else { continue }
                mentions.append(citation(path: document.path, language: document.language, line: mention.line))
            }
            var code: [ReferenceModel.Code] = []
            var listed: Set<String> = []
            // The same listing in several language versions is shown once.
            for (index, listing) in listingsOf[number] where code.count < Self.codeLimit && listed.insert(listing.code).inserted {
                let document = documents[index]
                code.append(
                    .init(
                        path: document.path, document: documentSlugs[document.path]!, line: listing.line,
                        language: Self.language(of: listing, in: document.document), title: listing.title, code: listing.code))
            }
            let contradictions = claimsOf[number]
                .map {
                    ReferenceModel.Contradiction(
                        citation: citation(path: $0.location.path, language: $0.language, line: $0.location.line, text: $0.text),
                        claim: $0.claim, model: $0.model, suggestion: $0.suggestion)
                }
            var related: [String] = []
            if let entry {
                let ownerType = entry.ownerType ?? entry.symbol
                for other in catalogue where other.symbol != name {
                    if other.ownerType == ownerType || other.symbol == entry.ownerType || (other.ownerType == entry.ownerType && entry.ownerType != nil)
                        || other.concept == entry.concept
                    {
                        related.append(symbolSlugs[other.symbol]!)
                    }
                }
            }
            symbols.append(
                .init(
                    slug: symbolSlugs[name]!, symbol: name, kind: entry?.kind.rawValue ?? "unknown", owner: entry?.owner.rawValue,
                    ownerType: entry?.ownerType, inModel: entry != nil, offerConcept: entry?.concept,
                    availability: (entry?.availability ?? []).map {
                        .init(platform: $0.platform.rawValue, introduced: $0.introduced, deprecated: $0.deprecated)
                    },
                    availabilityConfirmed: entry?.availabilityConfirmed ?? false, serviceVersion: entry?.serviceVersion,
                    deprecated: entry?.deprecated ?? false,
                    appleDocumentation: (entry?.citations ?? []).map { [$0.title, $0.url] }, contradictions: contradictions,
                    concepts: conceptsOfSymbol[name] ?? [], sentences: pairs, mentions: mentions, code: code,
                    related: Array(related.prefix(16))))
        }
        // (Each name lowercased once, not at every comparison.)
        symbols = zip(symbols.map { $0.symbol.lowercased() }, symbols).sorted { $0.0 < $1.0 }.map(\.1)

        // Concept pages.
        let matcher = TermMatcher(glossary: glossary)
        let counts = termCounts ?? Concordance(matcher: matcher, documents: documents.map { ($0.path, $0.matchedText) }).counts
        var occurrences: [Int: [String: Int]] = [:]
        for (pattern, perDocument) in counts {
            let concept = matcher.patterns[pattern].conceptIndex
            for (path, count) in perDocument { occurrences[concept, default: [:]][documentSlugs[path] ?? path, default: 0] += count }
        }
        let findingEntries = findings.map { finding in
            (
                finding,
                ReferenceModel.FindingEntry(
                    rule: finding.rule, severity: finding.severity.rawValue, path: finding.location.path,
                    document: documentSlugs[finding.location.path] ?? Slug.document(finding.location.path), line: finding.location.line,
                    message: finding.message)
            )
        }
        // The findings about each concept: their text or suggestion is one of its terms, or a short
        // text holds one (a typo around a term).
        var conceptsOfTerm: [String: Set<Int>] = [:]
        for (index, concept) in glossary.concepts.enumerated() {
            for terms in concept.terms.values { for term in terms where term.text.count >= 2 { conceptsOfTerm[term.text, default: []].insert(index) } }
        }
        // Foundation's search (`contains`) for every term in every short finding text was most of the
        // model's time: a term whose canonical decomposition is not among the text's bytes is not in
        // the text, so Foundation is asked only about the others.
        let decomposedTerms = conceptsOfTerm.map { (term: $0.key, bytes: Array($0.key.decomposedStringWithCanonicalMapping.utf8), concepts: $0.value) }
        // Found among a text's bytes in one pass (`TermBytes`), not term by term.
        let termBytes = TermBytes(decomposedTerms.map(\.bytes))
        var findingsOfConcept: [Int: [Int]] = [:]
        for (f, (finding, _)) in findingEntries.enumerated() {
            var hits = conceptsOfTerm[finding.text] ?? []
            if let suggestion = finding.suggestion { hits.formUnion(conceptsOfTerm[suggestion] ?? []) }
            if hits.isEmpty, finding.text.count <= 40 {
                let text = Array(finding.text.decomposedStringWithCanonicalMapping.utf8)
                for index in text.withUnsafeBufferPointer({ termBytes.occurring(in: $0) }) {
                    let (term, _, concepts) = decomposedTerms[index]
                    if finding.text.contains(term) { hits.formUnion(concepts) }
                }
            }
            for concept in hits { findingsOfConcept[concept, default: []].append(f) }
        }
        var concepts: [ReferenceModel.ConceptPage] = []
        for (index, concept) in glossary.concepts.enumerated() {
            var terms: [String: [ReferenceModel.TermEntry]] = [:]
            for language in concept.languages {
                let preferred = concept.preferredTerm(in: language)?.text
                terms[language] = (concept.terms[language] ?? []).map { term in
                    let retired = term.status == .deprecated || term.status == .superseded
                    return .init(text: term.text, status: term.status.rawValue, use: retired ? preferred : nil)
                }
            }
            var contexts: [ReferenceModel.Citation] = []
            for language in concept.languages {
                for term in concept.terms[language] ?? [] {
                    for context in term.contexts {
                        let document = byID[context.document] ?? documents.first { $0.path == context.document }
                        contexts.append(
                            citation(
                                path: document?.path ?? context.document, language: language, line: context.line, text: context.sentence))
                    }
                }
            }
            let related = (findingsOfConcept[index] ?? []).map { findingEntries[$0].1 }
            concepts.append(
                .init(
                    slug: conceptSlugs[concept.id]!, id: concept.id, name: concept.englishName, subjectField: concept.subjectField,
                    terms: terms, definitions: concept.definitions, contexts: contexts,
                    symbols: concept.symbols.compactMap { symbolSlugs[resolve($0)] }, occurrences: occurrences[index] ?? [:],
                    findings: related))
        }

        // Document pages.
        var groups: [String: [(String, String)]] = [:]
        for document in documents {
            if let group = document.parallelGroup { groups[group, default: []].append((document.language, documentSlugs[document.path]!)) }
        }
        var findingsByPath: [String: [ReferenceModel.FindingEntry]] = [:]
        for (finding, entry) in findingEntries { findingsByPath[finding.location.path, default: []].append(entry) }
        let documentPages = documents.map { document in
            let slug = documentSlugs[document.path]!
            var versions: [String: String] = [:]
            for (language, other) in groups[document.parallelGroup ?? "\u{0}"] ?? [] where other != slug { versions[language] = other }
            return ReferenceModel.DocumentPage(
                slug: slug, id: document.id, path: document.path, language: document.language, title: document.document.title,
                kind: document.document.kind.rawValue, versions: versions,
                sections: document.document.sections.map { .init(heading: $0.heading, level: $0.level, line: $0.line) },
                code: document.document.codeListings.map {
                    .init(
                        path: document.path, document: slug, line: $0.line, language: Self.language(of: $0, in: document.document),
                        title: $0.title, code: $0.code)
                },
                mentions: document.document.apiMentions.map {
                    let name = resolve($0.symbol)
                    return .init(symbol: $0.symbol, slug: symbolSlugs[name] ?? Slug.symbol(name), line: $0.line)
                },
                findings: findingsByPath[document.path] ?? [], lines: [])
        }
        // The cited lines of each document, with their text.
        var cited: [String: Set<Int>] = [:]
        for page in documentPages {
            cited[page.slug, default: []].formUnion(page.sections.map(\.line) + page.code.map(\.line) + page.mentions.map(\.line) + page.findings.map(\.line))
        }
        for symbol in symbols {
            for pair in symbol.sentences { for side in pair.sides.values { cited[side.document, default: []].insert(side.line) } }
            for m in symbol.mentions { cited[m.document, default: []].insert(m.line) }
            for c in symbol.contradictions { cited[c.citation.document, default: []].insert(c.citation.line) }
        }
        for concept in concepts { for c in concept.contexts { cited[c.document, default: []].insert(c.line) } }
        for f in findingEntries.map(\.1) { cited[f.document, default: []].insert(f.line) }
        let citedLines = CitedLines(lines: lines, cited: cited.mapValues { $0.sorted() })

        let model = ReferenceModel(
            generator: generator, languages: languages, symbols: symbols, concepts: concepts, documents: documentPages,
            symbolIndex: Self.symbolIndex(symbols), conceptIndex: IndexHeadings.conceptIndex(glossary, slugs: conceptSlugs, languages: languages + ["en"]),
            search: SearchData.entries(symbols: symbols, concepts: concepts))
        return (model, citedLines)
    }

    /// The lines each document page cites (sections, code, mentions, findings, and the lines the
    /// symbol and concept pages quote), given their text as a page asks for them: a large corpus's
    /// cited lines made all at once, before the first page is written, were the largest part of the
    /// reference model.
    public struct CitedLines: Sendable {
        let lines: [String: Lines]
        /// The cited line numbers by document slug, in order.
        let cited: [String: [Int]]

        /// `page` with its cited lines and their text (clipped as citations are).
        public func filling(_ page: ReferenceModel.DocumentPage) -> ReferenceModel.DocumentPage {
            var page = page
            let text = lines[page.path]
            page.lines = (cited[page.slug] ?? []).map { line in
                .init(line: line, text: ReferenceBuilder.clip(text?.shown(line) ?? "").collapsingBlanks())
            }
            return page
        }
    }

    /// The whole model, every document page with its cited lines.
    public func build() -> ReferenceModel {
        var (model, cited) = buildCitingLines()
        model.documents = model.documents.map(cited.filling)
        return model
    }

    static func symbolIndex(_ symbols: [ReferenceModel.SymbolPage]) -> [ReferenceModel.OwnerGroup] {
        var owners: [String: [String: [String]]] = [:]
        for symbol in symbols {
            owners[symbol.owner ?? "Corpus mentions not in the model", default: [:]][symbol.ownerType ?? "", default: []].append(symbol.slug)
        }
        let order = APISymbol.Owner.allCasesInOrder.map(\.rawValue)
        return owners.keys.sorted { (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1) }.map { owner in
            .init(owner: owner, types: owners[owner]!.keys.sorted().map { .init(type: $0, symbols: owners[owner]![$0]!) })
        }
    }

    /// What identifies a symbol in text: its last component without arguments
    /// (`winBackOffer` for `Product.PurchaseOption.winBackOffer(_:)`), or the whole name when that
    /// component is a short lowercase word that prose uses too.
    static func needle(for symbol: String) -> String {
        let bare = symbol.split(separator: "(").first.map(String.init) ?? symbol
        let last = bare.split(separator: ".").last.map(String.init) ?? bare
        let distinctive = last.count >= 8 || last.contains { $0.isUppercase } && last.count >= 5 || last.contains("_")
        return distinctive ? last : bare
    }

    /// Whether `text` names `needle` as a whole identifier (not inside a longer one).
    static func mentions(_ text: String, _ needle: String) -> Bool {
        var start = text.startIndex
        while let range = text.range(of: needle, range: start..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isIdentifier: (Character?) -> Bool = { c in c.map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "_" } ?? false }
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            start = range.upperBound
        }
        return false
    }

    /// `text` cut to `limit` characters, with `…` after a cut.
    static func clip(_ text: String, limit: Int = 400) -> String { clip(text[...], limit: limit) }

    /// `clip(_:limit:)` of a slice (a line of its document), copying only what is kept.
    static func clip(_ text: Substring, limit: Int = 400) -> String {
        // No more UTF-8 bytes than the limit: no more characters either (most lines), without counting them.
        if text.utf8.count <= limit { return String(text) }
        // Nor more scalars (a long Japanese or Chinese line: three bytes a character), counted no
        // further than the limit (a subtitle file's paragraph lines run to thousands). When none of
        // the first `limit + 1` scalars can join a neighbour in one character, the limit-th scalar
        // ends the limit-th character: the cut needs no grapheme breaking (most of the clipping of a
        // corpus's long lines).
        // The scalars are read off the UTF-8 bytes (a Swift string's are valid): walking the scalar
        // view decoded each one through its index, a good part of building a large corpus's site.
        var copy = text
        let (cut, scalars, simple) = copy.withUTF8 { bytes -> (cut: Int, scalars: Int, simple: Bool) in
            var scalars = 0
            var simple = true
            var cut = 0
            var i = 0
            while i < bytes.count {
                if scalars == limit { cut = i }
                scalars += 1
                let (value, length) = UTF8Scalar.decode(bytes, at: i)
                if simple && !isOwnCharacter(value) { simple = false }
                if scalars > limit { break }
                i += length
            }
            return (cut, scalars, simple)
        }
        if scalars <= limit { return String(text) }
        if simple { return String(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: cut)]) + "…" }
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
            return String(text)
        }
        return String(text[..<end]) + "…"
    }

    /// Whether the scalar `value` is a character of its own beside any scalar of this kind: printable ASCII,
    /// kana (without the combining sound marks), the common Han ideographs, CJK punctuation and the
    /// fullwidth ASCII forms. (Not CR, which joins a following LF; not the marks, joiners, variation
    /// selectors and regional indicators that join their neighbours.)
    static func isOwnCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0x3001...0x3003, 0x300C...0x3011, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF,
            0xFF01...0xFF5E:
            true
        default: false
        }
    }

    /// `text` without the spaces and tabs at either end (`CharacterSet.whitespaces`), without
    /// bridging to NSString.
    static func trimmingSpaces(_ text: Substring) -> Substring { text.droppingSurroundingWhitespace(newlines: false) }

    /// The language a listing is shown in: its own (a Markdown fence's info string), else plain text
    /// for a Markdown page's (a fence without one is no language's) and nil, Swift, for the listings
    /// of transcripts and articles (the code of Apple's sessions).
    static func language(of listing: CodeListing, in document: Document) -> String? {
        listing.language ?? (document.isWrittenProse ? "text" : nil)
    }
}

extension APISymbol.Owner {
    static let allCasesInOrder: [Self] = [.storeKit, .storeKitOriginal, .appStoreServerAPI, .appStoreConnectAPI]
}

/// File names of pages: ASCII letters, digits, `.`, `_` and `-` only.
public enum Slug {
    static func clean(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let kept =
                (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || value == 0x2E || value == 0x5F || value == 0x2D
            if kept {
                bytes.append(UInt8(value))
            } else if bytes.last != UInt8(ascii: "-") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        // Without `-` and `.` at either end (trimmed on the bytes, all ASCII).
        let isTrimmed = { (byte: UInt8) in byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") }
        let first = bytes.firstIndex { !isTrimmed($0) } ?? bytes.endIndex
        let last = bytes.lastIndex { !isTrimmed($0) }.map { $0 + 1 } ?? first
        let trimmed = String(decoding: bytes[first..<max(first, last)], as: UTF8.self)
        guard !trimmed.isEmpty else { return "x" + stableHash(text) }
        // File names stay well under the 255-byte limit; a cut name keeps a hash of the whole.
        return trimmed.count > 100 ? String(trimmed.prefix(90)) + "-" + stableHash(text) : trimmed
    }

    /// FNV-1a of the UTF-8 bytes, as 8 hex digits: the same on every run and machine.
    static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    public static func symbol(_ name: String) -> String { clean(name) }
    public static func concept(_ id: String) -> String { clean(id) }
    public static func document(_ path: String) -> String {
        var path = path
        if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") { path = String(path[..<dot]) }
        return clean(path.replacingOccurrences(of: "/", with: "--"))
    }
}
