import CorpusModel
import GlossaryKit
import TextKit

/// One checked document as the claim extractors read it: its records, its lines as Unicode
/// scalars (columns count scalars), and the glossary terms found in it.
struct ClaimSource {
    let analysis: DocumentAnalysis
    /// The document's lines (index 0 is line 1).
    let lines: [[Unicode.Scalar]]
    /// The exact glossary matches of each line, in column order.
    private let termsByLine: [Int: [TermOccurrence]]
    /// The document's API mentions by line, in document order.
    let mentionsByLine: [Int: [APIMention]]
    /// The document's code listings in line order, each with its lines and, for a Swift listing,
    /// its scope analysis; empty when the claims read none (see `init(_:analysingListings:)`).
    let listings: [AnalysedListing]

    /// A code listing as the API and identifier claims read it.
    struct AnalysedListing {
        var listing: CodeListing
        /// The document lines it spans.
        var lines: Range<Int>
        /// Its names (`ListingScope`) when it is Swift (`ListingScope.isSwift`); nil otherwise.
        var scope: ListingScope?
    }

    /// - Parameter analysingListings: whether to analyse the code listings (the API and identifier
    ///   claims read them).
    init(_ analysis: DocumentAnalysis, analysingListings: Bool = true) {
        self.analysis = analysis
        // The parser's lines (LF, CRLF or a lone CR ends one), as scalars: columns count scalars.
        var lines = LineBreaks.lines(of: analysis.document.text).map { Array($0.unicodeScalars) }
        Self.restoreListings(of: analysis.document.document, in: &lines)
        self.lines = lines
        termsByLine = Dictionary(grouping: analysis.exact, by: \.line)
        mentionsByLine = Dictionary(grouping: analysis.document.document.apiMentions, by: \.line)
        listings = !analysingListings ? [] : analysis.document.document.codeListings.map { listing in
            AnalysedListing(
                listing: listing, lines: listing.line..<(listing.line + listing.raw.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }),
                scope: ListingScope.isSwift(listing) ? ListingScope(code: listing.code) : nil)
        }.sorted { $0.lines.lowerBound < $1.lines.lowerBound }
    }

    /// The listing holding line `n`: the last starting at or before it (listings follow each other
    /// in the document), found by bisection — a long page has thousands.
    func listing(at n: Int) -> AnalysedListing? {
        var low = 0
        var high = listings.count
        while low < high {
            let middle = (low + high) / 2
            if listings[middle].lines.lowerBound <= n { low = middle + 1 } else { high = middle }
        }
        guard low > 0, listings[low - 1].lines.contains(n) else { return nil }
        return listings[low - 1]
    }

    /// The API mentions on line `n`, in document order.
    func mentions(onLine n: Int) -> [APIMention] { mentionsByLine[n] ?? [] }

    /// Puts back the code listings' lines that the checked text blanks as markup (a Markdown
    /// listing): each blank line of a listing becomes its code, right-aligned in the line's width
    /// (a container's indentation or quote marks stay blank), so that claims on code read the
    /// names they are about at their columns.
    static func restoreListings(of document: Document, in lines: inout [[Unicode.Scalar]]) {
        guard !document.markup.isEmpty else { return }
        for listing in document.codeListings where !listing.raw.isEmpty {
            for (offset, code) in listing.raw.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let index = listing.line - 1 + offset
                guard index >= 0, index < lines.count, !code.isEmpty, lines[index].allSatisfy({ $0 == " " }),
                    lines[index].count >= code.count
                else { continue }
                lines[index] = Array(repeating: " ", count: lines[index].count - code.count) + Array(code)
            }
        }
    }

    var document: Document { analysis.document.document }
    var language: String { analysis.document.language }

    /// Line `n` (1-based), empty when out of range.
    func line(_ n: Int) -> [Unicode.Scalar] { n >= 1 && n <= lines.count ? lines[n - 1] : [] }

    /// The text of line `n` from 1-based `column`, `count` scalars long (clamped).
    func text(line n: Int, column: Int, count: Int) -> String {
        let scalars = line(n)
        let start = min(max(0, column - 1), scalars.count)
        let end = min(scalars.count, start + max(0, count))
        return String(scalars: scalars[start..<end])
    }

    /// A finding location at a line and column covering `text`.
    func location(line: Int, column: Int, covering text: String) -> FindingLocation {
        analysis.location(line: line, column: column, covering: text)
    }

    /// The glossary terms found on line `n`, in column order.
    func terms(onLine n: Int) -> [TermOccurrence] { termsByLine[n] ?? [] }

    /// The bounds of the sentence around `column` on line `n` (0-based scalar offsets): a transcript
    /// line is one paragraph; sentences end at `。！？!?`.
    func sentence(line n: Int, around column: Int) -> Range<Int> {
        let scalars = line(n)
        let ends: Set<Unicode.Scalar> = ["。", "！", "？", "!", "?"]
        var lower = min(max(0, column - 1), scalars.count)
        while lower > 0, !ends.contains(scalars[lower - 1]) { lower -= 1 }
        var upper = min(max(0, column - 1), scalars.count)
        while upper < scalars.count, !ends.contains(scalars[upper]) { upper += 1 }
        return lower..<upper
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether `word` occurs at offset `i`.
    func has(_ word: String, at i: Int) -> Bool {
        var j = i
        for scalar in word.unicodeScalars {
            guard j >= 0, j < count, self[j] == scalar else { return false }
            j += 1
        }
        return true
    }

    /// The offsets of `word` in `range`.
    func offsets(of word: String, in range: Range<Int>) -> [Int] {
        guard let first = word.unicodeScalars.first else { return [] }
        var found: [Int] = []
        for i in range where self[i] == first && has(word, at: i) { found.append(i) }
        return found
    }
}
