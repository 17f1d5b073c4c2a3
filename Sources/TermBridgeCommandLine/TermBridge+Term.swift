import ArgumentParser
import CorpusIndex
import CorpusModel
import Foundation
import GlossaryKit
import TextKit

extension TermBridge {
    /// `termbridge term QUERY`: looks a concept up by any of its terms, in any script.
    struct TermCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "term",
            abstract: "Look a term up in the glossary: English, Japanese, Chinese, romaji or pinyin, prefixes and variants.",
            discussion: """
                Prints each matching concept as a card: the English name, every term per language \
                with its status, the definition, the API symbols, how often each term occurs in \
                each corpus document, and a few concordance lines. Occurrences come from the index \
                that 'termbridge build' wrote (--index, default .termbridge) when there is one, it was \
                built with the same glossary and no --corpus is given (a note says when corpus files \
                changed since); otherwise the corpus is read. Without --glossary, the glossary that \
                build was given is used. Exits 1 with suggestions when nothing matches.
                """)

        @Argument(help: "The term to look up (any language or script).")
        var query: String

        @Option(
            name: .long,
            help: "A TBX or CSV file or a folder; defaults to the glossary the index was built with, else every *.tbx in the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "Match only terms of this language (en, ja, zh-Hans).")
        var lang: String?

        @Option(name: .long, help: "The most concepts to show.")
        var limit: Int = 5

        @Option(
            name: .long,
            help: "The corpus folder for occurrences (with a corpus.json, or any folder of NAME.LANG.md/.txt files); defaults to the bundled Corpus/.")
        var corpus: String?

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Option(name: .long, help: "The folder 'termbridge build' wrote; defaults to .termbridge in the current folder.")
        var index: String?

        func run() throws {
            try runReportingErrors {
                let corpusIndex = try usableIndex()
                let meta = try corpusIndex?.meta()
                // Without --glossary, the glossary the index was built with (as that build named it).
                let glossaryPath = self.glossary ?? meta?[BuildRun.Fact.glossaryOption].flatMap { $0.isEmpty ? nil : $0 }
                // The index's occurrences (and its copy of the glossary) count only when it was
                // built with these glossary files.
                let glossaryHash = try corpusIndex.map { _ in try BuildRun.glossaryHash(GlossaryLoader.files(glossaryPath)) }
                let sameGlossary = glossaryHash != nil && meta?["glossaryHash"] == glossaryHash
                // The document list and the check of the corpus files against the build time (a
                // `stat` per file) run on another core while the glossary is read and searched.
                let listing = sameGlossary ? corpusIndex.map { index in BackgroundTask { [meta] in try Self.listing(index, meta: meta) } } : nil
                let glossary =
                    try (sameGlossary ? corpusIndex.flatMap { GlossaryLoader.stored(in: $0, hash: glossaryHash!) } : nil)
                    ?? GlossaryLoader.load(glossaryPath)
                let romanized = meta?["romanizedTerms"].flatMap {
                    try? JSONDecoder().decode([String: String].self, from: Data($0.utf8))
                }
                let index = TermQuery(glossary: glossary, romanized: romanized ?? [:])
                let hits = index.search(query, languages: lang.map { [$0] }, limit: max(limit, 1))
                guard !hits.isEmpty else {
                    let suggestions = index.suggestions(for: query)
                    if format == .json {
                        print(try JSONOutput.encode(TermCard.Listing(matches: [], suggestions: suggestions)))
                    }
                    printError("no concept matches '\(query)'" + (suggestions.isEmpty ? "" : "; did you mean: \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"))
                    throw ExitCode.failure
                }
                let concordance: (TermMatcher, Concordance)?
                let languages: [String: String]
                // Another glossary than the index's: the corpus the index was built from is read.
                var corpusPaths = corpus.map { [$0] }
                if corpusIndex != nil, !sameGlossary {
                    corpusPaths = corpusPaths ?? Self.builtPaths(meta ?? [:])
                    let named = corpusPaths.map { $0.isEmpty ? "the bundled corpus" : $0.joined(separator: ", ") } ?? "the bundled corpus"
                    printError("note: the index was built with another glossary; reading \(named) instead")
                }
                if let corpusIndex, let listing {
                    let indexed = try Self.indexedOccurrences(
                        corpusIndex, listing: listing, glossary: glossary, concepts: Set(hits.map(\.conceptIndex)))
                    (concordance, languages) = (indexed.concordance, indexed.languages)
                } else {
                    let documents = Self.corpusDocuments(paths: corpusPaths ?? [])
                    concordance = documents.map { Self.concordance(glossary: glossary, documents: $0) }
                    languages = Dictionary((documents ?? []).map { ($0.id, $0.language) }, uniquingKeysWith: { a, _ in a })
                }
                let cards = Self.cards(hits, glossary: glossary, concordance: concordance, languages: languages)
                switch format {
                case .json: print(try JSONOutput.encode(TermCard.Listing(matches: cards, suggestions: nil)))
                case .text: printText(cards.map(\.text).joined(separator: "\n"))
                }
            }
        }

        /// The index to read occurrences from: none with `--corpus` (unless `--index` is given too).
        func usableIndex() throws -> CorpusIndex? {
            guard corpus == nil || index != nil else { return nil }
            return try IndexLocation.open(index)
        }

        /// The occurrences stored in the index (built with `glossary`). Reads only what the cards of
        /// `concepts` show.
        static func indexedOccurrences(
            _ corpusIndex: CorpusIndex, listing: BackgroundTask<(languages: [String: String], note: String?)>, glossary: Glossary,
            concepts: Set<Int>
        ) throws -> (concordance: (TermMatcher, Concordance), languages: [String: String]) {
            let matcher = TermMatcher.forLookup(glossary: glossary)
            // Patterns sharing a key with a concept's pattern count for it too (`Concordance.occurrences`).
            var patterns: Set<Int> = []
            for (p, pattern) in matcher.patterns.enumerated() where concepts.contains(pattern.conceptIndex) {
                patterns.formUnion(matcher.patterns(sharingKeyWith: p))
                patterns.insert(p)
            }
            let stored = try corpusIndex.termOccurrences(patterns: patterns.sorted(), concepts: concepts.sorted())
            var counts: [Int: [String: Int]] = [:]
            for item in stored.counts { counts[item.pattern, default: [:]][item.document] = item.count }
            var lines: [Int: [Concordance.Line]] = [:]
            for item in stored.lines {
                lines[item.concept, default: []].append(
                    Concordance.Line(document: item.document, line: item.line, left: item.left, match: item.match, right: item.right))
            }
            let (languages, note) = try listing.value()
            if let note { printError(note) }
            return ((matcher, Concordance(counts: counts, lines: lines)), languages)
        }

        /// Every indexed document's language by id, and the note when corpus files changed after the build.
        static func listing(_ corpusIndex: CorpusIndex, meta: [String: String]?) throws -> (languages: [String: String], note: String?) {
            let places = try corpusIndex.documentPlaces()
            let note = IndexLocation.stalenessNote(corpusIndex, meta: meta, documents: places)
            return (Dictionary(places.map { ($0.id, $0.language) }, uniquingKeysWith: { a, _ in a }), note)
        }

        /// The cards of `hits`, with occurrences from `concordance`.
        static func cards(
            _ hits: [TermQuery.Hit], glossary: Glossary, concordance: (TermMatcher, Concordance)?,
            languages: [String: String] = [:]
        ) -> [TermCard] {
            hits.map { TermCard(hit: $0, glossary: glossary, concordance: concordance, languages: languages) }
        }

        /// Scans the corpus for every term; nil (with a warning) when there is no corpus.
        static func concordance(glossary: Glossary, corpus: String?) -> (TermMatcher, Concordance)? {
            corpusDocuments(paths: corpus.map { [$0] } ?? []).map { concordance(glossary: glossary, documents: $0) }
        }

        /// The paths a build read (`termbridge build PATH…`), from the folder it ran in; empty for
        /// the bundled corpus.
        static func builtPaths(_ meta: [String: String]) -> [String] {
            let paths = (meta["paths"] ?? "").split(separator: "\n").map(String.init)
            let folder = meta["workingDirectory"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            return paths.map { path in
                guard let folder, !path.hasPrefix("/") else { return path }
                return folder.appendingPathComponent(path).standardizedFileURL.path
            }
        }

        static func concordance(
            glossary: Glossary, documents: [(id: String, language: String, text: String, written: LineIndex?, markup: [Range<Int>])]
        ) -> (TermMatcher, Concordance) {
            let matcher = TermMatcher(glossary: glossary)
            return (
                matcher,
                Concordance(
                    parts: documents.concurrentMap {
                        Concordance.Part(matcher: matcher, id: $0.id, text: $0.text, written: $0.written, markup: $0.markup)
                    })
            )
        }

        /// The documents of `paths` (`--corpus`: a folder with or without `corpus.json`; none: the bundled corpus),
        /// read as `check` reads them: Markdown markup is blanked, so only prose counts. Nil (with a
        /// warning) when there is no corpus.
        static func corpusDocuments(paths: [String]) -> [(id: String, language: String, text: String, written: LineIndex?, markup: [Range<Int>])]? {
            do {
                let inputs = try CheckInputs.load(paths: paths)
                for failure in inputs.failures { printError("warning: \(failure)") }
                return inputs.documents.map { ($0.id, $0.language, $0.matchedText, $0.writtenLines, $0.markupRanges) }
            } catch {
                printError("warning: no occurrences: \(userMessage(error))")
                return nil
            }
        }
    }
}
