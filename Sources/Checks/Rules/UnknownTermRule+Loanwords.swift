import GlossaryKit
import TextKit

extension UnknownTermRule {
    /// The glossary concepts a katakana candidate is a loanword of: `コントローラー` sounds like the
    /// Kubernetes glossary's `Controller`, whose Japanese term is `Controller` itself. Such a
    /// candidate is not a new term but a spelling of a known concept that the glossary lacks, and
    /// the finding says which concept, so that the fix is a term added to it, not a new entry.
    ///
    /// A candidate names a concept when its whole romanised run sounds like one of the concept's
    /// Latin-letter terms (`LoanwordSound`, `LoanwordConcepts.minimumSimilarity`) and the English
    /// versions of the documents that write it name that concept (`corroborated`); a compound
    /// (`ルートコントローラー`, route controller) is another concept and names none.
    struct LoanwordConcepts {
        struct Name {
            var skeleton: [Unicode.Scalar]
            var concept: Int
            var term: String
            /// How the term opens (`LoanwordSound.startsAlike`).
            var opening: LoanwordSound.Opening
        }
        /// The concepts' Latin-letter names by the length of their skeletons.
        private var byLength: [Int: [Name]] = [:]
        /// The same names by skeleton, for the candidates short enough to need the same sound.
        private var bySkeleton: [[Unicode.Scalar]: [Name]] = [:]

        /// How alike a candidate and a name must sound (`LoanwordSound.similarity`). Higher than
        /// `KatakanaRenderings` asks, which looks for one concept's renderings where the English
        /// names it: here every concept of the glossary is a candidate. Names of up to six
        /// consonants must sound the same; `レプリケート` (replicate, five consonants, one from
        /// `ReplicaSet`'s six) and `オーナーオブジェクト` (owner object) are not a concept's,
        /// `ストレージクラス` (seven, one from `Storage Class`'s) is.
        static let minimumSimilarity = 0.85
        /// The fewest consonants a candidate is compared with: two are the sound of too many words
        /// (`サブビュー`, subview, and `Save` are both `s b`; `アウトドア`, outdoor, and `Today` `t d`),
        /// and a long English transcript names every everyday concept somewhere.
        static let fewestConsonants = 3

        init(glossary: Glossary) {
            for (index, concept) in glossary.concepts.enumerated() {
                for name in KatakanaRenderings.latinSkeletons(of: concept, softG: true) where name.skeleton.count >= Self.fewestConsonants {
                    let entry = Name(skeleton: name.skeleton, concept: index, term: name.term, opening: LoanwordSound.opening(latin: name.term))
                    byLength[name.skeleton.count, default: []].append(entry)
                    bySkeleton[name.skeleton, default: []].append(entry)
                }
            }
        }

        /// The names that `katakana` sounds like, at least `minimumSimilarity`
        /// alike, the most alike first (one per concept, its most alike name; ties in glossary order).
        ///
        /// - Complexity: O(*n* · *l*²) for the *n* names whose skeletons are of a length that can
        ///   be that alike (the shorter at least `minimumSimilarity` of the longer), each of *l*
        ///   consonants or fewer; a lookup when only the same sound is that alike.
        func names(soundingLike katakana: String) -> [(name: Name, similarity: Double)] {
            let sound = LoanwordSound.skeleton(katakana: katakana)
            guard sound.count >= Self.fewestConsonants else { return [] }
            let opening = LoanwordSound.opening(katakana: katakana)
            let minimum = Self.minimumSimilarity
            // Two skeletons are at least `minimum` alike only if the shorter is that share of the longer.
            let lengths = Int((Double(sound.count) * minimum).rounded(.up))...Int((Double(sound.count) / minimum).rounded(.down))
            var best: [Int: (name: Name, similarity: Double)] = [:]
            if lengths.count == 1 {
                // Only the same sound is that alike (a candidate of up to five consonants).
                for name in bySkeleton[sound] ?? [] where best[name.concept] == nil && LoanwordSound.startsAlike(opening, name.opening) {
                    best[name.concept] = (name, 1)
                }
                return best.values.sorted { $0.name.concept < $1.name.concept }
            }
            for length in lengths {
                for name in byLength[length] ?? [] where LoanwordSound.startsAlike(opening, name.opening) {
                    let similarity = LoanwordSound.similarity(sound, name.skeleton)
                    if similarity >= minimum, similarity > best[name.concept]?.similarity ?? 0 { best[name.concept] = (name, similarity) }
                }
            }
            return best.values.sorted { ($0.similarity, -$0.name.concept) > ($1.similarity, -$1.name.concept) }
        }
    }

    /// The concepts each parallel group's English document names (its exact and loose term
    /// matches), to ask whether the English versions of the documents that write a loanword name
    /// the concept it sounds like.
    static func englishConcepts(in context: CheckContext) -> [String: Set<Int>] {
        var named: [String: Set<Int>] = [:]
        for analysis in context.analyses where analysis.language == "en" || analysis.language.hasPrefix("en-") {
            guard let group = analysis.document.parallelGroup else { continue }
            named[group, default: []].formUnion((analysis.exact + analysis.loose).map(\.conceptIndex))
        }
        return named
    }

    /// The names of `sounding` (most alike first) whose concept the English versions of
    /// `versions` (the concepts each names) name: sound alone confuses short names (`プロセス`,
    /// process, and `API resource` are one skeleton, `セキュリティ`, security, and `Secret`
    /// another), the translated text does not. A name is kept when at least two thirds of the
    /// versions name its concept; of those kept, the most alike.
    static func corroborated(
        _ sounding: [(name: LoanwordConcepts.Name, similarity: Double)], versions: [Set<Int>]
    ) -> [LoanwordConcepts.Name] {
        guard !versions.isEmpty else { return [] }
        let kept = sounding.filter { candidate in
            3 * versions.filter { $0.contains(candidate.name.concept) }.count >= 2 * versions.count
        }
        guard let top = kept.first?.similarity else { return [] }
        return kept.filter { $0.similarity == top }.map(\.name)
    }

    /// How many documents with an English version a candidate's concepts are asked of.
    static let corroboratingDocuments = 5

    /// `findings` with each Japanese katakana candidate of this rule that is a loanword of a
    /// glossary concept saying so (`LoanwordConcepts`), asked of the whole corpus: the rule itself
    /// runs over one language's documents at a time (and an incremental build keeps its findings
    /// while those documents are unchanged), while the English versions it asks may change.
    ///
    /// The documents asked are the candidate's first (the finding's) and the next documents of its
    /// language that write it, up to `corroboratingDocuments` with an English version.
    static func namingLoanwordConcepts(_ findings: [Diagnostic], in context: CheckContext) -> [Diagnostic] {
        let id = RuleDescriptor.unknownTerm.id
        guard findings.contains(where: { $0.rule == id && isKatakanaWord($0.text) }) else { return findings }
        let english = englishConcepts(in: context)
        guard !english.isEmpty else { return findings }
        let sounds = LoanwordConcepts(glossary: context.glossary)
        var byLanguage: [String: [Int]] = [:]
        var byPath: [String: Int] = [:]
        for (index, analysis) in context.analyses.enumerated() {
            byLanguage[analysis.language, default: []].append(index)
            byPath[analysis.document.path] = byPath[analysis.document.path] ?? index
        }
        func version(of index: Int) -> Set<Int>? {
            context.analyses[index].document.parallelGroup.flatMap { english[$0] }
        }
        var result = findings
        for (position, finding) in findings.enumerated() where finding.rule == id && isKatakanaWord(finding.text) {
            guard let own = byPath[finding.location.path], KatakanaRenderings.applies(to: context.analyses[own].language) else { continue }
            let sounding = sounds.names(soundingLike: finding.text)
            guard !sounding.isEmpty else { continue }
            var versions: [Set<Int>] = version(of: own).map { [$0] } ?? []
            let needle = Array(finding.text.utf8)
            for index in byLanguage[context.analyses[own].language] ?? [] where versions.count < corroboratingDocuments && index != own {
                guard let named = version(of: index), Self.contains(needle, in: context.analyses[index].document.text) else { continue }
                versions.append(named)
            }
            let language = context.analyses[own].language
            result[position].message += loanwordClause(corroborated(sounding, versions: versions), language: language, in: context.glossary)
        }
        return result
    }

    /// Whether `text` is katakana only (a katakana candidate's text, not a Chinese one's).
    static func isKatakanaWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf16.allSatisfy(KatakanaRun.isKatakana)
    }

    /// Whether `text` holds the UTF-8 bytes `needle`: Horspool's search, each place tested from
    /// the needle's last byte and the text then skipped by what that byte allows (a search from a
    /// first byte stops at every kana and ideograph: they all start with a few lead bytes).
    ///
    /// - Complexity: O(*n* / *m*) typical, O(*n* · *m*) at worst, *n* the text's bytes, *m* the needle's.
    static func contains(_ needle: [UInt8], in text: String) -> Bool {
        let count = needle.count
        guard count > 0 else { return true }
        var skip = [Int](repeating: count, count: 256)
        for (index, byte) in needle.dropLast().enumerated() { skip[Int(byte)] = count - 1 - index }
        var text = text
        return text.withUTF8 { haystack in
            var end = count - 1
            while end < haystack.count {
                var matched = 0
                while matched < count, haystack[end - matched] == needle[count - 1 - matched] { matched += 1 }
                if matched == count { return true }
                end += skip[Int(haystack[end])]
            }
            return false
        }
    }

    /// What a katakana candidate's finding adds when the candidate is a loanword of concepts:
    /// `; it is a loanword of 'Controller' (controller), whose Japanese term is 'Controller'`.
    static func loanwordClause(_ names: [LoanwordConcepts.Name], language: String, in glossary: Glossary) -> String {
        guard !names.isEmpty else { return "" }
        let described = names.prefix(3).map { name -> String in
            let concept = glossary.concepts[name.concept]
            let own = concept.preferredTerm(in: language) ?? concept.preferredTerm(in: "ja")
            let term = own.map { "whose Japanese term is '\($0.text)'" } ?? "which has no Japanese term"
            return "'\(name.term)' (\(concept.id)), \(term)"
        }
        return "; it is a loanword of " + described.joined(separator: ", or ")
    }
}
