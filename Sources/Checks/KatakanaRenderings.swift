import GlossaryKit
import TextKit

/// Where Japanese text writes a concept's Latin-letter name in katakana: `コントローラー` for
/// `Controller`, `サービス` of `サービスアカウント` for `Service`.
///
/// A Japanese translation writes most English names as loanwords, while glossaries often give the
/// name itself as the Japanese term (the Kubernetes glossary's `Controller`, `Service`, `Replica`,
/// `Namespace`, which its Japanese pages write `コントローラー`, `サービス`, `レプリカ`,
/// `ネームスペース` eight times in ten). Such a rendering is not a glossary term — the term rules do
/// not report it as a variant — but it does translate the concept, which is what the parity rules
/// ask.
///
/// A rendering is one or more consecutive ICU words of a katakana run (at most four: a compound's
/// part, or the whole of a multi-word name) whose romanisation sounds like one of the concept's
/// Latin-letter terms, in any language (`LoanwordSound`, at least 0.8 alike: a name of up to four
/// consonants must sound the same, as `クラス`, class, is one sound from `Cluster` and `クライアント`,
/// client, another; names of fewer than two consonants, `App`, are not looked for).
struct KatakanaRenderings {
    private let glossary: Glossary
    /// The skeletons of each concept's Latin-letter terms, as asked.
    private var names: [Int: [[Unicode.Scalar]]] = [:]
    /// The skeleton of each romanised katakana word sequence met.
    private var sounds: [String: [Unicode.Scalar]] = [:]
    /// The ICU words of each katakana run met.
    private var candidates: [String: [String]] = [:]

    /// How many ICU words of a katakana run a rendering may take.
    static let widestRendering = 4
    /// How alike a rendering must sound (`LoanwordSound.similarity`).
    static let minimumSimilarity = 0.8

    init(glossary: Glossary) {
        self.glossary = glossary
    }

    /// Whether `language` writes loanwords in katakana.
    static func applies(to language: String) -> Bool {
        language == "ja" || language.hasPrefix("ja-")
    }

    /// How many renderings of concept `concept` the UTF-16 `spans` of a document hold (none when
    /// the concept has no Latin-letter term of two consonants or more). A katakana run that holds
    /// an exact occurrence of the concept (a glossary term written in katakana) is not read again.
    mutating func count(of concept: Int, in spans: [Range<Int>], of analysis: DocumentAnalysis) -> Int {
        let names = skeletons(of: concept)
        guard !names.isEmpty else { return 0 }
        var count = 0
        for span in spans {
            let named = analysis.occurrences(in: span).filter { $0.conceptIndex == concept }.map(\.utf16Range)
            let units = Array(analysis.locator.text(span).utf16)
            for run in KatakanaRun.runs(in: units, minimumLength: 2) {
                let place = (span.lowerBound + run.utf16Range.lowerBound)..<(span.lowerBound + run.utf16Range.upperBound)
                guard !named.contains(where: { $0.overlaps(place) }) else { continue }
                count += renderings(in: words(of: run, in: units), names: names)
            }
        }
        return count
    }

    /// How many renderings of `names` a katakana run's words hold, taken left to right, the widest
    /// first.
    private mutating func renderings(in pieces: [String], names: [[Unicode.Scalar]]) -> Int {
        var count = 0
        var start = 0
        while start < pieces.count {
            var matched = 0
            for width in stride(from: min(Self.widestRendering, pieces.count - start), through: 1, by: -1) {
                let sound = skeleton(ofKatakana: pieces[start..<(start + width)].joined())
                if names.contains(where: { LoanwordSound.similarity(sound, $0) >= Self.minimumSimilarity }) {
                    matched = width
                    break
                }
            }
            if matched > 0 {
                count += 1
                start += matched
            } else {
                start += 1
            }
        }
        return count
    }

    private mutating func skeletons(of concept: Int) -> [[Unicode.Scalar]] {
        if let known = names[concept] { return known }
        let found = Self.latinSkeletons(of: glossary.concepts[concept]).map(\.skeleton)
        names[concept] = found
        return found
    }

    /// The consonant skeletons (`LoanwordSound.skeleton`; with `softG`, `skeletons`: a `g` before
    /// `e`, `i`, `y` read both ways) of a concept's Latin-letter terms in any language, each once,
    /// with the first term that has it; none of fewer than two consonants.
    static func latinSkeletons(of concept: Concept, softG: Bool = false) -> [(skeleton: [Unicode.Scalar], term: String)] {
        var found: [(skeleton: [Unicode.Scalar], term: String)] = []
        for language in concept.languages {
            for term in concept.terms[language] ?? [] where term.text.unicodeScalars.allSatisfy({ $0.isASCII }) {
                for skeleton in softG ? LoanwordSound.skeletons(term.text) : [LoanwordSound.skeleton(term.text)]
                where skeleton.count >= 2 && !found.contains(where: { $0.skeleton == skeleton }) {
                    found.append((skeleton, term.text))
                }
            }
        }
        return found
    }

    private mutating func skeleton(ofKatakana word: String) -> [Unicode.Scalar] {
        if let known = sounds[word] { return known }
        let sound = LoanwordSound.skeleton(katakana: word)
        sounds[word] = sound
        return sound
    }

    /// The ICU words of a katakana run of `units`.
    private mutating func words(of run: KatakanaRun, in units: [UInt16]) -> [String] {
        if let known = candidates[run.text] { return known }
        let runUnits = Array(units[run.utf16Range])
        let words = ((try? TextSegmentation.wordRanges(inUTF16: runUnits, locale: "ja")) ?? [0..<runUnits.count])
            .map { UTF16Transcoding.string(runUnits[$0]) }
        candidates[run.text] = words
        return words
    }
}
