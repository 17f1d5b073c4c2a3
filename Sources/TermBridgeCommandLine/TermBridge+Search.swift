import ArgumentParser
import CorpusIndex
import Foundation

extension TermBridge {
    /// `termbridge search TEXT`: full-text search through the index of `termbridge build`.
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Search the corpus's text through the index that 'termbridge build' wrote.",
            discussion: """
                Finds the segments (sentences and lines of prose, and lines of code listings) holding \
                TEXT, in any language: the \
                text and the query are folded (width, case) and split into words with ICU, so a \
                Japanese or Chinese word is found as a word, and an English noun in its plural and \
                possessive forms too ('in-app purchase' finds 'In-App Purchases'), and a katakana word \
                with or without its final long-vowel mark (ユーザー finds ユーザ). When no segment holds \
                the phrase, those holding every word of it are listed (and the summary says so). \
                Prints one keyword-in-context line per hit, 'document:line: …context…', in document \
                order; the line is the one that holds the match, in a sentence wrapped over several \
                lines.

                Exit status: 0 when something was found, 1 when nothing was (or there is no index).
                """)

        @Argument(help: "The text to search for (a word or a phrase).")
        var text: String

        @Option(name: .long, help: "Only documents of this language (ja, zh-Hans, en; 'zh' takes every Chinese variant).")
        var lang: String?

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Option(name: .long, help: "The most hits to print.")
        var limit: Int = 20

        @Option(name: .long, help: "The folder 'termbridge build' wrote; defaults to .termbridge in the current folder.")
        var index: String?

        func validate() throws {
            guard limit >= 0 else { throw ValidationError("--limit must be 0 or more") }
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ValidationError("the search text is empty")
            }
        }

        func run() throws {
            var found = false
            try runReportingErrors {
                guard let corpusIndex = try IndexLocation.open(index) else {
                    throw IndexLocationError.missing(IndexLocation.defaultFolder)
                }
                if let note = IndexLocation.stalenessNote(corpusIndex) { printError(note) }
                let result = try corpusIndex.search(text, language: lang, limit: limit)
                found = result.total > 0
                switch format {
                case .json:
                    print(try JSONOutput.encode(Output(hits: result.hits.map(Output.Hit.init), total: result.total, wordsApart: result.wordsApart)))
                case .text:
                    for hit in result.hits {
                        printText("\(hit.document):\(hit.line): \(Self.context(of: text, in: hit.text, language: hit.language))")
                    }
                    printError(
                        "\(result.total) hit\(result.total == 1 ? "" : "s")"
                            + (result.wordsApart ? " holding every word, none the phrase" : "")
                            + (result.total > result.hits.count ? " (showing \(result.hits.count); see --limit)" : ""))
                }
            }
            if !found { throw ExitCode.failure }
        }

        /// The JSON shape: `{"hits":[{"document","language","line","column","text","code"}],"total":N,"wordsApart":false}`
        /// (`line` and `column`: where the segment goes on on the line that holds the match, `CorpusIndex.SearchHit`)
        /// (`code`: the hit is a line of a code listing; `wordsApart`: no segment holds the phrase, the
        /// hits hold every word of it).
        struct Output: Encodable {
            struct Hit: Encodable {
                var document: String
                var language: String
                var line: Int
                var column: Int
                var text: String
                var code: Bool

                init(_ hit: CorpusIndex.SearchHit) {
                    (document, language, line, column, text, code) = (hit.document, hit.language, hit.line, hit.column, hit.text, hit.code)
                }
            }

            var hits: [Hit]
            var total: Int
            var wordsApart: Bool
        }

        /// The hit's text around the query: up to `width` characters either side, the match in
        /// brackets (`SearchWords.place`: the words the index matched, any plural or possessive of a
        /// Latin word, else the query as a substring, inside a compound written the other way, else the
        /// first of its words found); the start of the text when none is.
        static func context(of query: String, in text: String, language: String? = nil, width: Int = 30) -> String {
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            guard let range = SearchWords.place(of: query, in: flat, language: language) else {
                return flat.count > 2 * width + 20 ? String(flat.prefix(2 * width + 20)) + "…" : flat
            }
            let before = flat[..<range.lowerBound]
            let after = flat[range.upperBound...]
            let left = before.count > width ? "…" + before.suffix(width) : String(before)
            let right = after.count > width ? after.prefix(width) + "…" : String(after)
            return left + "[" + flat[range] + "]" + right
        }
    }
}
