import GlossaryKit
import TextKit

extension NearMissRule {
    /// A glossary term of two or more characters with a Han character, as UTF-16 units.
    struct HanTerm {
        var units: [UInt16]
        var text: String
        var conceptIndex: Int
    }

    /// A string one Han character away from a glossary term of the document's language (`term`, an
    /// index into `HomophoneIndex.hanTerms(of:)`'s list for that language), where that character
    /// (at `position` in the term) reads the same: `reading`.
    struct HomophoneCandidate: Sendable {
        var range: Range<Int>
        var term: Int
        var position: Int
        var text: String
        var reading: String
    }

    /// Term indices by a UTF-16 unit, in a flat table of every unit.
    struct UnitIndex {
        private var slots = [Int32](repeating: -1, count: 0x10000)
        private var lists: [[Int]] = []

        mutating func add(_ unit: UInt16, _ term: Int) {
            let slot = slots[Int(unit)]
            if slot >= 0 {
                lists[Int(slot)].append(term)
            } else {
                slots[Int(unit)] = Int32(lists.count)
                lists.append([term])
            }
        }

        /// The terms added under `unit`, in the order they were added; nil when none was.
        @inline(__always) func terms(_ unit: UInt16) -> [Int]? {
            let slot = slots[Int(unit)]
            return slot < 0 ? nil : lists[Int(slot)]
        }
    }

    /// Han homophone typos: a string that differs from a glossary term of the document's language
    /// in one Han character, where that character has the same toneless pinyin (ICU `Han-Latin`)
    /// as the term's (`定阅` for `订阅`, `集裙` for `集群`, `控制气` for `控制器`) — the typo an
    /// input method makes when the wrong candidate is picked.
    ///
    /// Japanese kanji are read through the same pinyin: ICU has no on'yomi transliteration, so a
    /// Japanese homophone (`機関` for `期間`) is found only when the Chinese readings agree too.
    /// Not reported: a string inside or overlapping an exact glossary match, a string that is a
    /// glossary term itself, and a string written `frequentRun` times or more in the documents of
    /// one language (a word of its own: `上有` is not a typo of `上游`). Each document's candidates
    /// are its summary's (`HomophoneIndex.candidates(in:)`).
    func homophoneFindings(in context: CheckContext, tally: Tally) -> [Diagnostic] {
        let glossary = context.glossary
        let termsByLanguage = HomophoneIndex.hanTerms(of: glossary).byLanguage
        var result: [Diagnostic] = []
        for (analysisIndex, candidate) in tally.homophones {
            let analysis = context.analyses[analysisIndex]
            guard (tally.homophoneFrequency[analysis.language]?[candidate.text] ?? 0) < Self.frequentRun,
                let term = termsByLanguage[analysis.language]?[candidate.term],
                !Self.wordsRuleOut(candidate.range, position: candidate.position, in: analysis),
                !Self.continuesNumber(at: candidate.range.lowerBound + candidate.position, in: analysis)
            else { continue }
            let written = UTF16Transcoding.string([analysis.locator.unit(at: candidate.range.lowerBound + candidate.position)])
            let expected = UTF16Transcoding.string([term.units[candidate.position]])
            let concept = glossary.concepts[term.conceptIndex]
            result.append(finding(
                at: analysis.location(of: candidate.range),
                message: "'\(candidate.text)' looks like a typo of '\(term.text)' (\(concept.englishName)): '\(written)' sounds like "
                    + "'\(expected)' (\(candidate.reading))",
                text: candidate.text, suggestion: term.text))
        }
        return result
    }

    /// The glossary's Han terms of two or more characters, per language, indexed by their first and
    /// second UTF-16 units, with ICU's Han–Latin for the readings: what each document's homophone
    /// candidates are found with.
    struct HomophoneIndex {
        let termsByLanguage: [String: [HanTerm]]
        let knownTexts: Set<String>
        /// The terms of each language by their first and by their second unit: a table lookup per
        /// position of the text (a hashed one was most of the rule's time).
        let indexes: [String: (byFirst: UnitIndex, bySecond: UnitIndex)]
        /// Han–Latin's answers, remembered across documents and runs.
        let readings: TransliterationMemo

        /// The preferred and admitted Japanese and Chinese terms of two or more units with a Han
        /// character, per language in glossary order, and the text of every term.
        static func hanTerms(of glossary: Glossary) -> (byLanguage: [String: [HanTerm]], knownTexts: Set<String>) {
            var termsByLanguage: [String: [HanTerm]] = [:]
            var knownTexts: Set<String> = []
            for (conceptIndex, language, term) in glossary.allTerms {
                knownTexts.insert(term.text)
                let units = UTF16Transcoding.units(of: term.text)
                guard language == "ja" || language.hasPrefix("zh"), term.status == .preferred || term.status == .admitted,
                    units.count >= 2, units.contains(where: NearMissRule.isHan)
                else { continue }
                termsByLanguage[language, default: []].append(HanTerm(units: units, text: term.text, conceptIndex: conceptIndex))
            }
            return (termsByLanguage, knownTexts)
        }

        /// Nil when the glossary has no such term, or ICU no Han–Latin.
        init?(glossary: Glossary) {
            let (termsByLanguage, knownTexts) = Self.hanTerms(of: glossary)
            let readings = TransliterationMemo.shared(Transliterator.hanToPinyin)
            guard !termsByLanguage.isEmpty, readings.isAvailable else { return nil }
            var indexes: [String: (byFirst: UnitIndex, bySecond: UnitIndex)] = [:]
            for (language, terms) in termsByLanguage {
                var byFirst = UnitIndex()
                var bySecond = UnitIndex()
                for (index, term) in terms.enumerated() {
                    byFirst.add(term.units[0], index)
                    bySecond.add(term.units[1], index)
                }
                indexes[language] = (byFirst, bySecond)
            }
            self.termsByLanguage = termsByLanguage
            self.knownTexts = knownTexts
            self.indexes = indexes
            self.readings = readings
        }

        /// The homophone candidates of one document, in text order: outside code lines and exact
        /// glossary matches, and not glossary terms themselves.
        /// - Complexity: O(*n* × *c*) for *n* characters and *c* terms sharing a first or a second
        ///   character with the text at a position; each Han character is transliterated once.
        func candidates(in analysis: DocumentAnalysis) -> [HomophoneCandidate] {
            guard let terms = termsByLanguage[analysis.language], let (byFirst, bySecond) = indexes[analysis.language] else { return [] }
            var readings: [UInt16: String] = [:]
            func reading(_ unit: UInt16) -> String {
                if let known = readings[unit] { return known }
                let latin = self.readings.transliterate(UTF16Transcoding.string([unit])) ?? ""
                let key = String(latin.lowercased().filter { $0.isLetter && $0.isASCII })
                readings[unit] = key
                return key
            }
            var candidates: [HomophoneCandidate] = []
            let units = analysis.locator.utf16Units()
            func consider(_ termIndex: Int, at start: Int) {
                let term = terms[termIndex].units
                guard start + term.count <= units.count else { return }
                var differing = -1
                for k in term.indices where units[start + k] != term[k] {
                    if differing >= 0 { differing = -2; break }
                    differing = k
                }
                guard differing >= 0 else { return }
                let written = units[start + differing]
                let expected = term[differing]
                guard NearMissRule.isHan(written), NearMissRule.isHan(expected) else { return }
                let heard = reading(written)
                guard !heard.isEmpty, heard == reading(expected) else { return }
                let range = start..<(start + term.count)
                guard !analysis.codeLines.contains(analysis.locator.line(of: start)),
                    !NearMissRule.overlapsExactMatch(range, in: analysis)
                else { return }
                let text = analysis.locator.text(range)
                guard !knownTexts.contains(text) else { return }
                candidates.append(HomophoneCandidate(range: range, term: termIndex, position: differing, text: text, reading: heard))
            }
            for start in units.indices {
                let unit = units[start]
                if let first = byFirst.terms(unit) { for termIndex in first { consider(termIndex, at: start) } }
                guard start + 1 < units.count, let second = bySecond.terms(units[start + 1]) else { continue }
                // (A term that also starts with this unit was considered with the first ones.)
                for termIndex in second where terms[termIndex].units[0] != unit { consider(termIndex, at: start) }
            }
            return candidates
        }
    }

    /// Whether ICU's dictionary word break for the document's language says a homophone candidate
    /// (`range`, its differing character at `position`) is no typo, from one break of the text
    /// around it:
    /// - the differing character is part of a word of two or more characters (`使` in `免费使用`:
    ///   `使用` is a word, so `免费使用` is no typo of `免费试用`); a typo's character stands alone
    ///   (`集|裙`);
    /// - or the string starts or ends inside a word of the sentence: a typo changes a character of a
    ///   word, it does not start inside another (`交以` in `相交以计算`, "intersect to compute", is no
    ///   typo of `交易`).
    static func wordsRuleOut(_ range: Range<Int>, position: Int, in analysis: DocumentAnalysis) -> Bool {
        let low = max(0, range.lowerBound - 16)
        let high = min(analysis.locator.unitCount, range.upperBound + 16)
        let locale = analysis.language.hasPrefix("zh") ? "zh" : "ja"
        guard let breaks = try? TextSegmentation.wordBreaks(in: analysis.locator.units(in: low..<high), locale: locale) else {
            return false
        }
        let start = range.lowerBound - low
        let end = range.upperBound - low
        if (start > 0 && !breaks.contains(start)) || (end < high - low && !breaks.contains(end)) { return true }
        let differing = start + position
        guard let wordEnd = breaks.first(where: { $0 > differing }), let wordStart = breaks.last(where: { $0 <= differing })
        else { return false }
        return wordEnd - wordStart >= 2
    }

    /// Whether the character at `offset` is a Han numeral that continues a number (`千` of `数千名`,
    /// "several thousand people", `百` of `三百名`): a quantity and its counter, not a typo of the term
    /// (`签名`) whose character sounds the same.
    static func continuesNumber(at offset: Int, in analysis: DocumentAnalysis) -> Bool {
        guard offset > 0 else { return false }
        func isNumeral(_ unit: UInt16) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return false }
            return HanNumerals.isNumeral(scalar) || "万亿".unicodeScalars.contains(scalar)
        }
        let written = analysis.locator.unit(at: offset)
        let before = analysis.locator.unit(at: offset - 1)
        // Before it: another numeral, `数`/`几` ("several"), or a digit (`5千`, `５千`).
        return isNumeral(written)
            && (isNumeral(before) || before == 0x6570 || before == 0x51E0 || (0x30...0x39).contains(before) || (0xFF10...0xFF19).contains(before))
    }

    /// Han ideographs of the Basic Multilingual Plane.
    static func isHan(_ unit: UInt16) -> Bool {
        (0x4E00...0x9FFF).contains(unit) || (0x3400...0x4DBF).contains(unit) || (0xF900...0xFAFF).contains(unit)
    }

    /// Whether an exact glossary match of the document overlaps `range`.
    /// - Complexity: O(log *n*) for *n* matches (they do not overlap each other).
    static func overlapsExactMatch(_ range: Range<Int>, in analysis: DocumentAnalysis) -> Bool {
        let exact = analysis.exact
        var low = 0
        var high = exact.count
        while low < high {
            let mid = (low + high) / 2
            if exact[mid].utf16Range.lowerBound < range.upperBound { low = mid + 1 } else { high = mid }
        }
        return low > 0 && exact[low - 1].utf16Range.upperBound > range.lowerBound
    }
}
