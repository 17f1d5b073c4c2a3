import AlignmentKit
import CorpusModel
import DocumentParsing
import Foundation
import GlossaryKit
import Synchronization
import Testing

@testable import Checks

/// Per-document results kept between runs: document-local rules and claims computed only for the
/// documents the cache has nothing for, with the same findings as a run without a cache.
@Suite struct DocumentResultCacheTests {
    /// An in-memory cache keyed by document id and text, counting what it was asked to store.
    final class MemoryCache: DocumentResultCache {
        struct Entry {
            var claims: [Claim]?
            var findings: [Diagnostic]?
        }
        let entries = Mutex<[String: Entry]>([:])
        let stored = Mutex<[String]>([])
        let keepsChosenResults: Bool

        init(keepingChosenResults: Bool = true) { keepsChosenResults = keepingChosenResults }

        func key(_ document: CheckedDocument) -> String { document.id + "\u{1F}" + document.text }
        func claims(of document: CheckedDocument) -> [Claim]? { entries.withLock { $0[key(document)]?.claims } }
        func storeClaims(_ claims: [Claim], of document: CheckedDocument) {
            entries.withLock { $0[key(document), default: Entry()].claims = claims }
            stored.withLock { $0.append("claims:" + document.id) }
        }
        func localFindings(of document: CheckedDocument) -> [Diagnostic]? {
            entries.withLock { $0[key(document)]?.findings }
        }
        func storeLocalFindings(_ findings: [Diagnostic], of document: CheckedDocument) {
            entries.withLock { $0[key(document), default: Entry()].findings = findings }
            stored.withLock { $0.append("findings:" + document.id) }
        }
        let summaries = Mutex<[String: Data]>([:])
        func summary(_ rule: String, of document: CheckedDocument) -> Data? {
            summaries.withLock { $0[rule + "\u{1F}" + key(document)] }
        }
        func storeSummary(_ summary: Data, _ rule: String, of document: CheckedDocument) {
            summaries.withLock { $0[rule + "\u{1F}" + key(document)] = summary }
            stored.withLock { $0.append("summary:\(rule):" + document.id) }
        }
        let matches = Mutex<[String: KeptTermMatches]>([:])
        func termMatches(of document: CheckedDocument) -> KeptTermMatches? { matches.withLock { $0[key(document)] } }
        func storeTermMatches(_ found: KeptTermMatches, of document: CheckedDocument) {
            matches.withLock { $0[key(document)] = found }
            stored.withLock { $0.append("matches:" + document.id) }
        }
        let groups = Mutex<[String: GroupResults]>([:])
        func groupResults(of members: [CheckedDocument]) -> GroupResults? {
            groups.withLock { $0[members.map(key).joined(separator: "\u{1E}")] }
        }
        func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument]) {
            groups.withLock { $0[members.map(key).joined(separator: "\u{1E}")] = results }
            stored.withLock { $0.append("group:" + members.map(\.id).joined(separator: ",")) }
        }
        let chosen = Mutex<[String: GroupResults]>([:])
        func groupResults(of members: [CheckedDocument], chosenBy choice: String) -> GroupResults? {
            chosen.withLock { $0[choice + "\u{1F}" + members.map(key).joined(separator: "\u{1E}")] }
        }
        func storeGroupResults(_ results: GroupResults, of members: [CheckedDocument], chosenBy choice: String) {
            chosen.withLock { $0[choice + "\u{1F}" + members.map(key).joined(separator: "\u{1E}")] = results }
            stored.withLock { $0.append("chosen:\(choice):" + members.map(\.id).joined(separator: ",")) }
        }
        let summaryFindings = Mutex<[String: [Diagnostic]]>([:])
        func summaryFindings(_ rule: String, of members: [CheckedDocument]) -> [Diagnostic]? {
            summaryFindings.withLock { $0[rule + "\u{1F}" + members.map(key).joined(separator: "\u{1E}")] }
        }
        func storeSummaryFindings(_ findings: [Diagnostic], _ rule: String, of members: [CheckedDocument]) {
            summaryFindings.withLock { $0[rule + "\u{1F}" + members.map(key).joined(separator: "\u{1E}")] = findings }
            let languages = Set(members.map(\.language)).sorted().joined(separator: ",")
            stored.withLock { $0.append("summary-findings:\(rule):" + languages) }
        }
    }

    /// The rules marked document-local.
    static var localRules: [any CheckRule] { Checker.allRules.filter { $0 is any DocumentLocalRule } }

    @Test func documentLocalRulesFindInEachDocumentWhatTheyFindInItAlone() {
        let documents = CheckFixtures.bundledDocuments
        let glossary = CheckFixtures.bundledGlossary
        #expect(documents.count >= 5 && !Self.localRules.isEmpty)
        let context = CheckContext(glossary: glossary, documents: documents, aligning: false)
        for rule in Self.localRules {
            let together = rule.findings(in: context).withStableFingerprints()
            let alone = documents.flatMap { document in
                rule.findings(in: CheckContext(glossary: glossary, documents: [document], aligning: false))
            }.withStableFingerprints()
            #expect(together == alone, "'\(rule.descriptor.id)' is marked document-local")
            for finding in together {
                #expect(
                    documents.contains { $0.id == finding.location.document },
                    "'\(rule.descriptor.id)' locates in its document")
            }
        }
        #expect(
            Self.localRules.contains { rule in !rule.findings(in: context).isEmpty },
            "the bundled corpus exercises them")
    }

    /// The summary rules compare the documents of one language only: over every document they find
    /// in each language's documents what they find in those documents alone.
    @Test func summaryRulesFindInEachLanguageWhatTheyFindInItAlone() throws {
        let documents = Self.twoGroups
        let glossary = CheckFixtures.bundledGlossary
        let rules = Checker.allRules.compactMap { $0 as? any DocumentSummaryRule }
        #expect(Set(rules.map(\.descriptor.id)) == ["inconsistent-spelling", "near-miss", "unknown-term"])
        let context = CheckContext(glossary: glossary, documents: documents, aligning: false)
        let partitions = context.languagePartitions()
        var languages: [String] = []
        for document in documents where !languages.contains(document.language) { languages.append(document.language) }
        #expect(languages.count == 2 && partitions.map { documents[$0[0]].language } == languages, "in order of first document")
        #expect(partitions.flatMap { $0 }.sorted() == Array(documents.indices))
        for partition in partitions {
            #expect(Set(partition.map { documents[$0].language }).count == 1 && partition == partition.sorted())
        }
        for rule in rules {
            let together = rule.findings(in: context).withStableFingerprints()
            let alone = partitions.flatMap { partition in
                rule.findings(in: CheckContext(glossary: glossary, documents: partition.map { documents[$0] }, aligning: false))
            }.withStableFingerprints()
            #expect(together == alone, "'\(rule.descriptor.id)' compares the documents of one language")
        }
        #expect(rules.contains { !$0.findings(in: context).isEmpty }, "the bundled corpus exercises them")
        // A language's piece holds no copy of the claims (a summary rule reads none); a document-local
        // rule's restriction keeps its documents' claims.
        var withClaims = context
        withClaims.claims = ClaimVerifier(context: context).claims()
        let first = try #require(partitions.first)
        let ids = Set(first.map { documents[$0].id })
        #expect(withClaims.restricted(to: first, keepingClaims: false).claims == nil)
        let kept = try #require(withClaims.restricted(to: first).claims)
        #expect(!kept.isEmpty && kept == withClaims.claims?.filter { ids.contains($0.location.document) })
    }

    /// The bundled corpus and a second parallel group: a copy of the bundled group whose Chinese
    /// version states another number of months (a `parity-number-mismatch` of its own).
    static var twoGroups: [CheckedDocument] {
        let documents = CheckFixtures.bundledDocuments
        let copies = documents.filter { $0.parallelGroup != nil }.map { document -> CheckedDocument in
            var text = document.text
            if document.language.hasPrefix("zh") { text = text.replacingOccurrences(of: "至少已过去 6 个月", with: "至少已过去 9 个月") }
            return reparsed(document, text: text, id: "copy-" + document.id, group: "copy")
        }
        return documents + copies
    }

    static func reparsed(_ old: CheckedDocument, text: String, id: String? = nil, group: String? = nil) -> CheckedDocument {
        let id = id ?? old.id
        let parsed = DocumentParser.parse(
            text: text, source: old.path,
            options: DocumentParser.Options(
                id: id, language: LanguageTag(old.language), shape: DocumentShape(kind: old.document.kind),
                title: old.document.title))
        return CheckedDocument(
            id: id, path: id == old.id ? old.path : old.path + ".copy", language: old.language,
            parallelGroup: group ?? old.parallelGroup, text: text, document: parsed)
    }

    @Test func alignmentBeadsComeBackFromTheirBinaryForm() throws {
        let beads = [
            Bead(source: [0, 1], target: [0], score: 0.123_456_789_012_345_67), Bead(source: [2], target: [], score: 0),
            Bead(source: [], target: [1, 2, 3], score: 0), Bead(source: [3], target: [4], score: 1),
        ]
        #expect(try Bead.beads(binary: Bead.binaryEncoded(beads)) == beads)
        #expect(try Bead.beads(binary: Bead.binaryEncoded([])) == [])
        #expect(throws: (any Error).self) { try Bead.beads(binary: Data("[]".utf8)) }
        var trailing = Bead.binaryEncoded(beads)
        trailing.append(0)
        #expect(throws: (any Error).self) { try Bead.beads(binary: trailing) }
    }

    @Test func groupResultsAndChineseSummariesComeBackFromTheirBinaryForm() throws {
        let finding = Diagnostic(
            rule: "parity-api-mention", severity: .warning,
            location: FindingLocation(document: "a", path: "x/a.md", line: 3, column: 7, endColumn: 12),
            message: "'Product' is missing", text: "Product", suggestion: "製品", notes: ["one", "two"], occurrence: 2)
        let plain = Diagnostic(
            rule: "parity-number-mismatch", severity: .info, location: FindingLocation(document: "b", path: "b", line: 1),
            message: "m", text: "")
        let side = AlignedPhrasePair.Side(
            document: "a", path: "Documentation/ja/offers/win-back.md", language: "ja", text: "ウィンバックオファーの例です", line: 4)
        let results = GroupResults(
            findings: [finding, plain],
            alignedPhrases: [AlignedPhrasePair(source: side, target: side, score: 0.123_456_789), AlignedPhrasePair(source: side, target: side, score: 0)],
            alignments: [String(repeating: "9f", count: 32), "0a"])
        let decoded = try GroupResults(binary: results.binaryEncoded())
        #expect(decoded.alignments == results.alignments)
        #expect(decoded == results)
        // The members' paths repeat on every phrase: decoded into one shared string, not a copy each.
        let storage = { (text: String) -> UnsafeRawPointer? in
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let paths = decoded.alignedPhrases.flatMap { [$0.source.path, $0.target.path] }
        #expect(Set(paths.map(storage)).count == 1, "one instance of the path")
        #expect(storage(decoded.alignedPhrases[0].source.text) != storage(decoded.alignedPhrases[1].source.text), "texts are not shared")
        var bytes = results.binaryEncoded()
        bytes.removeLast()
        #expect(throws: (any Error).self) { try GroupResults(binary: bytes) }
        // A group's phrases name each of its documents once in the record, however many they are.
        let other = AlignedPhrasePair.Side(document: "b", path: "Documentation/zh-Hans/offers/win-back.md", language: "zh-Hans", text: "赢回优惠", line: 9)
        let many = GroupResults(
            findings: [], alignedPhrases: (0..<50).map { AlignedPhrasePair(source: side, target: other, score: Double($0) / 50) })
        let encoded = many.binaryEncoded()
        #expect(try GroupResults(binary: encoded) == many)
        for path in [side.path, other.path] {
            #expect(encoded.ranges(of: Data(path.utf8)).count == 1, "\(path)")
        }
        #expect(encoded.ranges(of: Data(side.text.utf8)).count == 50)

        var summary = UnknownTermRule.DocumentSummary()
        summary.chinese.entries = [
            .init(text: "优惠代码", count: 3, start: 10, end: 14, marked: true), .init(text: "兑换表", count: 1, start: 30, end: 33, marked: false),
        ]
        summary.katakana.entries = [.init(text: "ウインバック", key: Array("ウインバック".utf16), count: 2, start: 4, end: 10)]
        let again = try UnknownTermRule.DocumentSummary(binary: summary.binaryEncoded())
        #expect(
            again.chinese.entries.map { "\($0.text) \($0.count) \($0.start) \($0.end) \($0.marked)" }
                == ["优惠代码 3 10 14 true", "兑换表 1 30 33 false"])
        #expect(again.katakana.entries.map { "\($0.text) \($0.count) \($0.start) \($0.end)" } == ["ウインバック 2 4 10"])
        #expect(again.katakana.entries.first?.key == Array("ウインバック".utf16))
        var short = summary.binaryEncoded()
        short.removeLast()
        #expect(throws: (any Error).self) { try UnknownTermRule.DocumentSummary(binary: short) }

        let runs = NearMissRule.DocumentSummary(
            runs: [.init(text: "ウィンバックバック", key: Array("ウィンバックバック".utf16), start: 5, end: 14)],
            homophones: [.init(range: 20..<22, term: 3, position: 1, text: "集裙", reading: "qun")])
        let decodedRuns = try NearMissRule.DocumentSummary(binary: runs.binaryEncoded())
        #expect(decodedRuns.runs.map { "\($0.text) \($0.key.count) \($0.start) \($0.end)" } == ["ウィンバックバック 9 5 14"])
        #expect(decodedRuns.runs.first?.key == Array("ウィンバックバック".utf16))
        #expect(decodedRuns.homophones.map { "\($0.range) \($0.term) \($0.position) \($0.text) \($0.reading)" } == ["20..<22 3 1 集裙 qun"])
        var cut = runs.binaryEncoded()
        cut.removeLast()
        #expect(throws: (any Error).self) { try NearMissRule.DocumentSummary(binary: cut) }
    }

    @Test func aDocumentsKeptAnalysisComesBackFromItsBinaryForm() throws {
        let finding = Diagnostic(
            rule: "deprecated-term", severity: .error,
            location: FindingLocation(document: "a", path: "x/a.md", line: 3, column: 7, endColumn: 12),
            message: "deprecated", text: "再獲得", suggestion: "ウィンバック", notes: ["n"], occurrence: 1)
        let claim = Claim(
            kind: ClaimKind.allCases[0], status: ClaimStatus.allCases[1],
            location: FindingLocation(document: "a", path: "x/a.md", line: 9, column: 1), language: "ja",
            text: "iOS 17.2", claim: "Transaction.offer: iOS 17.2", model: "iOS 17.2", suggestion: nil, group: "g")
        let part = Concordance.Part(
            document: "a", counts: [4: 2, 1: 7],
            lines: [1: [Concordance.Line(document: "a", line: 3, left: "左", match: "オファー", right: "右")], 0: []])
        let matches = KeptTermMatches(
            exact: [.init(pattern: 3, start: 10, end: 14)], loose: [.init(pattern: 3, start: 10, end: 14), .init(pattern: 70_000, start: 0, end: 2)])
        let kept = KeptDocumentAnalysis(
            claims: [claim, claim], findings: [finding], occurrences: part,
            matches: matches)
        let again = try KeptDocumentAnalysis(binary: kept.binaryEncoded())
        #expect(again.claims == kept.claims && again.findings == kept.findings && again.occurrences == part)
        #expect(again.matches == matches)
        let empty = try KeptDocumentAnalysis(
            binary: KeptDocumentAnalysis(claims: nil, findings: [], occurrences: nil).binaryEncoded())
        #expect(empty.claims == nil && empty.findings == [] && empty.occurrences == nil && empty.matches == nil)
        var bytes = kept.binaryEncoded()
        bytes.removeLast()
        #expect(throws: (any Error).self) { try KeptDocumentAnalysis(binary: bytes) }
        #expect(throws: (any Error).self) { try KeptDocumentAnalysis(binary: Data("{\"claims\":[]}".utf8)) }
        // A term match whose offset does not fit is an error, not a trap.
        var w = BinaryWriter()
        w.byte(KeptDocumentAnalysis.binaryFormat)
        for _ in 0..<3 { w.optional(Int?.none) { $0.int($1) } }
        var run = BinaryWriter()
        run.array([1 << 40]) { w, offset in
            w.int(0)
            w.int(0)
            w.int(offset)
        }
        run.array([Int]()) { $0.int($1) }
        w.optional(0) { w, _ in w.byteRun(run.bytes) }
        #expect(throws: BinaryDecodingError.unknownValue("term match offset \(1 << 40)")) { try KeptDocumentAnalysis(binary: Data(w.bytes)) }
    }

    /// Each part of a kept analysis decodes alone, the others' bytes skipped (a build reads each
    /// part of a stored analysis when it needs it); a part's bytes that do not decode whole are an error.
    @Test func aKeptAnalysisDecodesOnePartAtATime() throws {
        let finding = Diagnostic(
            rule: "deprecated-term", severity: .error, location: FindingLocation(document: "a", path: "x/a.md", line: 3, column: 7),
            message: "deprecated", text: "再獲得", suggestion: nil, notes: [], occurrence: 1)
        let part = Concordance.Part(
            document: "a", counts: [4: 2], lines: [4: [Concordance.Line(document: "a", line: 3, left: "左", match: "オファー", right: "右")]])
        let matches = KeptTermMatches(exact: [.init(pattern: 3, start: 10, end: 14)], loose: [])
        let kept = KeptDocumentAnalysis(
            claims: [], findings: [finding], occurrences: part, matches: matches)
        let bytes = [UInt8](kept.binaryEncoded())
        let one = try KeptDocumentAnalysis(binary: bytes, parts: .findings)
        #expect(one.findings == [finding] && one.claims == nil && one.occurrences == nil && one.matches == nil)
        let two = try KeptDocumentAnalysis(binary: bytes, parts: [.occurrences, .matches])
        #expect(two.occurrences == part && two.matches == matches && two.findings == nil && two.claims == nil)
        #expect(try KeptDocumentAnalysis(binary: bytes, parts: .claims).claims == [])
        #expect(try KeptDocumentAnalysis(binary: bytes, parts: []).findings == nil)
        // The findings' run one byte longer than its records: an error when the findings are read.
        var w = BinaryWriter()
        w.byte(KeptDocumentAnalysis.binaryFormat)
        w.optional(Int?.none) { $0.int($1) }
        var run = BinaryWriter()
        run.array([finding]) { $1.write(to: &$0) }
        run.byte(0)
        w.optional(0) { w, _ in w.byteRun(run.bytes) }
        for _ in 0..<2 { w.optional(Int?.none) { $0.int($1) } }
        #expect(throws: BinaryDecodingError.trailingBytes) { try KeptDocumentAnalysis(binary: w.bytes, parts: .findings) }
        #expect(try KeptDocumentAnalysis(binary: w.bytes, parts: .claims).claims == nil)
    }

    @Test func groupLocalRulesFindInEachGroupWhatTheyFindInItAlone() {
        let documents = Self.twoGroups
        let glossary = CheckFixtures.bundledGlossary
        let rules = Checker.allRules.filter { $0 is any GroupLocalRule }
        #expect(rules.count == Checker.allRules.filter { $0.descriptor.id.hasPrefix("parity-") }.count)
        let context = CheckContext(glossary: glossary, documents: documents, aligning: true)
        let groups = Set(documents.compactMap(\.parallelGroup))
        #expect(groups.count == 2)
        for rule in rules {
            let together = rule.findings(in: context).withStableFingerprints()
            let alone = groups.sorted().flatMap { group in
                rule.findings(
                    in: CheckContext(glossary: glossary, documents: documents.filter { $0.parallelGroup == group }, aligning: true))
            }.withStableFingerprints()
            #expect(together == alone, "'\(rule.descriptor.id)' is marked group-local")
        }
        let numbers = ParityNumberMismatchRule().findings(in: context)
        #expect(
            numbers.contains { $0.location.document.hasPrefix("copy-") },
            "the copied group has a number mismatch of its own")
    }

    /// The check spreads a group-local rule over slices of the groups and reads the summary rules'
    /// summaries first: each rule's findings must be those it finds over the whole context.
    @Test func theWorkSplitByRuleAndSliceFindsWhatEachRuleFindsAlone() {
        let documents = Self.twoGroups
        let context = CheckContext(glossary: CheckFixtures.bundledGlossary, documents: documents, aligning: true)
        for count in [0, 1, 2, 16] {
            let slices = context.pairSlices(count: count)
            #expect(slices.count == min(max(count, 1), 2))
            #expect(slices.flatMap { $0.pairs.map(\.beads) } == context.pairs.map(\.beads))
            // A slice holds whole groups: each group's pairs are in one slice.
            let groupsPerSlice = slices.map { slice in Set(slice.pairs.map { context.analyses[$0.source.analysis].document.parallelGroup }) }
            #expect(groupsPerSlice.reduce(0) { $0 + $1.count } == 2)
        }
        // At most one group a slice: as many slices as groups, whatever the count asked for.
        let single = context.pairSlices(count: 1, maximumGroups: 1)
        #expect(single.count == 2)
        #expect(single.flatMap { $0.pairs.map(\.beads) } == context.pairs.map(\.beads))
        #expect(single.allSatisfy { slice in Set(slice.pairs.map { context.analyses[$0.source.analysis].document.parallelGroup }).count == 1 })
        let rules = Checker.allRules
        let split = Checker.findingsByRule(in: context, rules: rules, cache: nil)
        for (rule, found) in zip(rules, split) {
            #expect(found.withStableFingerprints() == rule.findings(in: context).withStableFingerprints(), "\(rule.descriptor.id)")
        }
        #expect(split.contains { !$0.isEmpty && $0[0].rule.hasPrefix("parity-") })
        let skipped = Checker.findingsByRule(in: context, rules: rules, cache: nil, skipping: { _ in true })
        #expect(skipped.count == rules.count && skipped.allSatisfy { $0.isEmpty })
    }

    /// A run's claims per document are the lists the cache keeps, not copies, and read in order they
    /// are `claims(cache:)`; the claim rules report the same from the contradicted claims alone.
    @Test func claimsByDocumentAreTheCachesListsAndTheRulesNeedOnlyTheContradicted() throws {
        let documents = CheckFixtures.bundledDocuments
        let glossary = CheckFixtures.bundledGlossary
        let cache = MemoryCache()
        var context = CheckContext(glossary: glossary, documents: documents, aligning: false, results: cache)
        let byDocument = ClaimVerifier(context: context).claimsByDocument(cache: cache)
        let all = Array(byDocument.joined())
        #expect(all == ClaimVerifier(context: context).claims(cache: nil))
        #expect(all.contains { $0.status == .contradicted } && all.contains { $0.status != .contradicted })
        for (document, list) in zip(documents, byDocument) {
            let kept = try #require(cache.claims(of: document))
            #expect(list.withUnsafeBufferPointer { $0.baseAddress } == kept.withUnsafeBufferPointer { $0.baseAddress })
        }
        let checker = Checker(glossary: glossary, rules: try RuleSelection(parsing: "availability-mismatch,unknown-api,undefined-identifier,claim-contradicted"))
        context.claims = all
        let fromAll = checker.check(context, rules: checker.selectedRules, cache: nil)
        context.claims = all.filter { $0.status == .contradicted }
        #expect(!fromAll.isEmpty)
        #expect(checker.check(context, rules: checker.selectedRules, cache: nil) == fromAll)
    }

    @Test func aCacheGivesTheFindingsAndClaimsOfARunWithoutOne() throws {
        var documents = Self.twoGroups
        let glossary = CheckFixtures.bundledGlossary
        let checker = Checker(glossary: glossary)
        func run(_ documents: [CheckedDocument], cache: MemoryCache?) -> ([Diagnostic], [Claim], [AlignedPhrasePair]) {
            var context = CheckContext(glossary: glossary, documents: documents, aligning: true, results: cache)
            context.claims = ClaimVerifier(context: context).claims(cache: cache)
            return (
                checker.check(context, rules: checker.selectedRules, cache: cache), context.claims ?? [],
                context.alignedPhrases
            )
        }
        let cache = MemoryCache()
        let first = run(documents, cache: cache)
        let plain = run(documents, cache: nil)
        #expect(first.0 == plain.0 && first.1 == plain.1 && first.2 == plain.2)
        // Claims, local findings, the unknown-term, near-miss and inconsistent-spelling summaries and
        // the term matches per document; the results per group; the three summary rules' findings per
        // language.
        let languages = Set(documents.map(\.language))
        #expect(languages == ["ja", "zh-Hans"])
        #expect(cache.stored.withLock { $0.count } == 6 * documents.count + 2 + 3 * languages.count)
        #expect(
            cache.stored.withLock { $0.filter { $0.hasPrefix("summary-findings:") }.sorted() }
                == ["inconsistent-spelling", "near-miss", "unknown-term"].flatMap { rule in
                    languages.sorted().map { "summary-findings:\(rule):\($0)" }
                })
        #expect(!first.2.isEmpty && first.0.contains { $0.rule.hasPrefix("parity-") })

        // One document changed: only its results are computed again, and they are a clean run's; the
        // summary rules tally its language's summaries again, not the other languages'.
        cache.stored.withLock { $0.removeAll() }
        let edited = try #require(documents.firstIndex { $0.language == "ja" && $0.parallelGroup != nil })
        let old = documents[edited]
        // A deprecated term (`deprecated-term`, document-local), an availability claim and a typo
        // (`near-miss`, read from the documents' summaries).
        documents[edited] = Self.reparsed(old, text: old.text + "\nアプリ内購入は iOS 3 から使えます。\nウィンバックバックオファーを試します。\n")
        let again = run(documents, cache: cache)
        let clean = run(documents, cache: nil)
        #expect(again.0 == clean.0 && again.1 == clean.1 && again.2 == clean.2)
        let group = documents.filter { $0.parallelGroup == old.parallelGroup }.map(\.id).joined(separator: ",")
        #expect(
            cache.stored.withLock { $0.sorted() }
                == [
                    "claims:\(old.id)", "findings:\(old.id)", "group:\(group)", "matches:\(old.id)",
                    "summary-findings:inconsistent-spelling:ja", "summary-findings:near-miss:ja",
                    "summary-findings:unknown-term:ja", "summary:inconsistent-spelling:\(old.id)", "summary:near-miss:\(old.id)",
                    "summary:unknown-term:\(old.id)",
                ])
        #expect(again.0.contains { $0.rule == "near-miss" && $0.location.document == old.id && $0.text == "ウィンバックバックオファー" })
        // A kept match is where the scan finds it, with its text, line and column.
        let glossaryContext = CheckContext(glossary: glossary, documents: documents, aligning: false)
        let keptContext = CheckContext(glossary: glossary, documents: documents, aligning: false, results: cache)
        for (scanned, kept) in zip(glossaryContext.analyses, keptContext.analyses) {
            #expect(scanned.matches == kept.matches && !scanned.exact.isEmpty)
            #expect(scanned.exact.map(\.text) == kept.exact.map(\.text) && scanned.loose.map(\.column) == kept.loose.map(\.column))
        }
        #expect(again.0.count > first.0.count, "the edit adds a finding")
        // The other group's parity findings came from the cache, and are still there.
        #expect(again.0.contains { $0.rule.hasPrefix("parity-") && $0.location.document.hasPrefix("copy-") })
    }

    /// A context built with `deferringAlignment` holds no pairs: the check aligns a slice of groups
    /// at a time and keeps their phrases. Same findings and phrases as aligning everything first,
    /// with and without a cache, and nothing left pending.
    @Test func alignmentDeferredToTheCheckFindsWhatAligningFirstFinds() {
        let documents = Self.twoGroups
        let glossary = CheckFixtures.bundledGlossary
        let checker = Checker(glossary: glossary)
        let eager = CheckContext(glossary: glossary, documents: documents, aligning: true)
        let expected = checker.check(eager, rules: checker.selectedRules)
        #expect(!eager.pairs.isEmpty && expected.contains { $0.rule.hasPrefix("parity-") })

        var deferred = CheckContext(glossary: glossary, documents: documents, aligning: true, deferringAlignment: true)
        #expect(deferred.pairs.isEmpty && deferred.pendingPairs.count == eager.pairs.count)
        #expect(deferred.alignedPhrases.isEmpty)
        // Slices of pending pairs hold whole groups, in order.
        let slices = deferred.pairSlices(count: 16)
        #expect(slices.count == 2 && slices.allSatisfy { $0.pairs.isEmpty })
        #expect(slices.flatMap(\.pendingPairs) == deferred.pendingPairs)
        #expect(slices.map { $0.aligningPendingPairs().pairs.count } == slices.map(\.pendingPairs.count))

        let found = checker.check(updating: &deferred, rules: checker.selectedRules)
        #expect(found == expected)
        #expect(deferred.pendingPairs.isEmpty && deferred.pairs.isEmpty, "the pairs were let go")
        #expect(deferred.alignedPhrases == eager.alignedPhrases && !eager.alignedPhrases.isEmpty)
        // Without a group-local rule, the pending pairs are still aligned for their phrases.
        var unread = CheckContext(glossary: glossary, documents: documents, aligning: true, deferringAlignment: true)
        _ = checker.check(updating: &unread, rules: [DeprecatedTermRule()])
        #expect(unread.alignedPhrases == eager.alignedPhrases && unread.pendingPairs.isEmpty)

        // With a cache: the groups' results stored from the deferred run are the eager run's.
        let eagerCache = MemoryCache(), deferredCache = MemoryCache()
        #expect(checker.check(eager, rules: checker.selectedRules, cache: eagerCache) == expected)
        var again = CheckContext(glossary: glossary, documents: documents, aligning: true, results: deferredCache, deferringAlignment: true)
        #expect(checker.check(updating: &again, rules: checker.selectedRules, cache: deferredCache) == expected)
        #expect(again.alignedPhrases == eager.alignedPhrases)
        let groups = { (cache: MemoryCache) in cache.stored.withLock { $0.filter { $0.hasPrefix("group:") }.sorted() } }
        #expect(groups(deferredCache) == groups(eagerCache) && groups(eagerCache).count == 2)
        for member in documents where member.parallelGroup != nil {
            let members = documents.filter { $0.parallelGroup == member.parallelGroup }
            #expect(deferredCache.groupResults(of: members)?.alignedPhrases == eagerCache.groupResults(of: members)?.alignedPhrases)
        }
        // A second deferred run keeps both groups: nothing to align, the same findings and phrases.
        var kept = CheckContext(glossary: glossary, documents: documents, aligning: true, results: deferredCache, deferringAlignment: true)
        #expect(kept.pendingPairs.isEmpty && kept.keptGroups.count == 2)
        #expect(checker.check(updating: &kept, rules: checker.selectedRules, cache: deferredCache) == expected)
        #expect(kept.alignedPhrases == eager.alignedPhrases)
    }

    @Test func aContextKeepsTheChosenPhrasesWhileTheCacheGetsEveryOne() throws {
        let documents = Self.twoGroups
        let glossary = CheckFixtures.bundledGlossary
        let checker = Checker(glossary: glossary)
        let eager = CheckContext(glossary: glossary, documents: documents, aligning: true)
        let expected = checker.check(eager, rules: checker.selectedRules)
        let every = eager.alignedPhrases
        // Keep the phrases of one group's first document only: a choice that drops some.
        let first = try #require(every.first?.source.document)
        let keep: @Sendable (AlignedPhrasePair) -> Bool = { $0.source.document == first }
        let chosen = every.filter(keep)
        #expect(!chosen.isEmpty && chosen.count < every.count)

        let cache = MemoryCache()
        var deferred = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: cache, deferringAlignment: true, keepingPhrases: keep)
        #expect(checker.check(updating: &deferred, rules: checker.selectedRules, cache: cache) == expected, "the rules read every phrase")
        #expect(deferred.alignedPhrases == chosen)
        #expect(deferred.alignedByGroup.values.joined().allSatisfy(keep), "only the chosen phrases are held")
        // The cache was given every phrase of both groups, for a run that keeps others.
        let stored = Dictionary(grouping: documents.filter { $0.parallelGroup != nil }, by: { $0.parallelGroup! }).values
            .flatMap { cache.groupResults(of: $0)?.alignedPhrases ?? [] }
        #expect(Set(stored) == Set(every) && stored.count == every.count)
        // A later run that keeps the groups from the cache holds only the chosen phrases of them.
        let kept = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: cache, deferringAlignment: true, keepingPhrases: keep)
        #expect(kept.keptGroups.count == 2 && kept.pendingPairs.isEmpty)
        #expect(kept.keptGroups.values.flatMap(\.alignedPhrases).allSatisfy(keep))
        #expect(kept.alignedPhrases == chosen)
        // Without a cache, and eagerly aligned: the same choice.
        var uncached = CheckContext(glossary: glossary, documents: documents, aligning: true, deferringAlignment: true, keepingPhrases: keep)
        #expect(checker.check(updating: &uncached, rules: checker.selectedRules) == expected)
        #expect(uncached.alignedPhrases == chosen)
        #expect(CheckContext(glossary: glossary, documents: documents, aligning: true, keepingPhrases: keep).alignedPhrases == chosen)
    }

    @Test func aNamedChoiceOfPhrasesIsKeptApartAndReadInsteadOfEveryPhrase() throws {
        let documents = Self.twoGroups
        let glossary = CheckFixtures.bundledGlossary
        let checker = Checker(glossary: glossary)
        let every = CheckContext(glossary: glossary, documents: documents, aligning: true).alignedPhrases
        let first = try #require(every.first?.source.document)
        let keep: @Sendable (AlignedPhrasePair) -> Bool = { $0.source.document == first }
        let chosen = every.filter(keep)
        #expect(!chosen.isEmpty && chosen.count < every.count)
        let groups = Dictionary(grouping: documents.filter { $0.parallelGroup != nil }, by: { $0.parallelGroup! }).values.map { $0 }
        #expect(groups.count == 2)

        // A run that aligns the groups stores the chosen phrases under the choice's name, and not
        // every phrase beside them: no run with that name reads those.
        let cache = MemoryCache()
        var aligning = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: cache, deferringAlignment: true, keepingPhrases: keep,
            keptPhrasesKey: "first")
        let expected = checker.check(updating: &aligning, rules: checker.selectedRules, cache: cache)
        #expect(Set(groups.flatMap { try! #require(cache.groupResults(of: $0, chosenBy: "first")).alignedPhrases }) == Set(chosen))
        #expect(groups.allSatisfy { cache.groupResults(of: $0) == nil })

        // The next run with that name reads the chosen phrases and the groups' findings from them.
        var named = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: cache, deferringAlignment: true, keepingPhrases: keep,
            keptPhrasesKey: "first")
        #expect(named.keptGroups.count == 2 && named.pendingPairs.isEmpty)
        #expect(named.alignedPhrases == chosen)
        #expect(checker.check(updating: &named, rules: checker.selectedRules, cache: cache) == expected)
        // Another name, or none, finds nothing to keep: its groups are aligned again, with the same findings.
        var other = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: cache, deferringAlignment: true, keepingPhrases: keep,
            keptPhrasesKey: "second")
        #expect(other.keptGroups.isEmpty && !other.pendingPairs.isEmpty)
        #expect(checker.check(updating: &other, rules: checker.selectedRules, cache: cache) == expected)
        #expect(other.alignedPhrases == chosen)
        let unnamed = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: cache, deferringAlignment: true, keepingPhrases: keep)
        #expect(unnamed.keptGroups.isEmpty)

        // A cache that keeps no choice is given the whole results, and a later run picks from them.
        let plain = MemoryCache(keepingChosenResults: false)
        var first1 = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: plain, deferringAlignment: true, keepingPhrases: keep,
            keptPhrasesKey: "first")
        #expect(checker.check(updating: &first1, rules: checker.selectedRules, cache: plain) == expected)
        #expect(groups.flatMap { plain.groupResults(of: $0)?.alignedPhrases ?? [] }.count == every.count)
        let again = CheckContext(
            glossary: glossary, documents: documents, aligning: true, results: plain, deferringAlignment: true, keepingPhrases: keep,
            keptPhrasesKey: "second")
        #expect(again.keptGroups.count == 2 && again.alignedPhrases == chosen)
    }
}
