import CorpusModel

/// `parity-number-mismatch`: aligned paragraphs of a parallel group state different quantities
/// of the same unit (`3か月` against `六个月`).
///
/// Quantities are the parser's numeric facts (Arabic, full-width and Chinese numerals with a
/// unit: months, days, percent, …). For each linked group of paragraphs and each unit, a mismatch
/// is when each side has a number the other lacks (a range counts as its two ends); a number
/// missing on one side only is a paraphrase, not a contradiction. The target document's differing
/// quantities are reported, with the source's in the message. Bare numbers in Arabic digits
/// (`5つ`, `6 个`, `80 端口`: unit `count`) are compared with all the numbers of the other side.
///
/// Written pairs are compared sentence by sentence too: a confidently linked phrase bead (score ≥
/// `minimumSentenceBeadScore`) whose two sides each state a number the other lacks disagrees, though
/// the paragraphs agree — the paragraph states the number elsewhere (`14` twice where the original
/// says `14` then `13`), or two sentences swap their numbers (`v1.6以前 … v1.9から` against `v1.9 之前 …
/// v1.6 起`). A number reported for its paragraph is not reported again for its sentence.
///
/// Time-cut subtitle transcripts pair paragraphs of about a minute of speech, most of it about
/// other things, so there a differing number is also checked where it is said (see
/// `isContradicted(_:in:comparable:)`): its phrase must be aligned with some confidence, the number
/// must be missing from the other side's aligned paragraphs and their neighbours however it is
/// written there (`615ppi`, `C++17`, `15万` for `150，000`), and the other side's phrases of that bead
/// or the beads next to it must state a number of their own — else the translation left the
/// number out, which is condensation, not a contradiction.
struct ParityNumberMismatchRule: CheckRule {
    let descriptor = RuleDescriptor.parityNumberMismatch

    func findings(in context: CheckContext) -> [Diagnostic] {
        FactDisagreement.differingOnce(
            paragraphs: Self.disagreements(in: context, bySentence: false), sentences: Self.disagreements(in: context, bySentence: true),
            position: { ($0.line, $0.column) }
        ).map { disagreement, fact, aligned in
            let sourceText = disagreement.stated.map { "'\($0.text)'" }.joined(separator: ", ")
            let sourceLine = disagreement.stated.first?.line ?? 0
            return finding(
                at: disagreement.target.location(line: fact.line, column: fact.column, covering: fact.text),
                message: "'\(fact.text)' (\(Self.describe(fact))) differs from the aligned \(disagreement.source.language) "
                    + "\(aligned) (\(disagreement.source.id):\(sourceLine)), which has \(sourceText)",
                text: fact.text)
        }
    }

    /// Written pairs' phrase beads scoring lower are not trusted for the sentence-level comparison.
    static let minimumSentenceBeadScore = 0.3

    /// The disagreements of the context's pairs: of their linked paragraph groups (time-cut subtitle
    /// pairs' differing numbers kept only where `isContradicted`), or `bySentence` of the linked
    /// phrase beads of written pairs scoring at least `minimumSentenceBeadScore` — a sentence whose
    /// number differs from its translation's though the paragraph states it elsewhere.
    static func disagreements(in context: CheckContext, bySentence: Bool) -> [FactDisagreement<NumericFact>] {
        func find<Key: Hashable>(_ facts: (DocumentAnalysis) -> [NumericFact], key: (NumericFact) -> Key) -> [FactDisagreement<NumericFact>] {
            bySentence
                ? FactDisagreement.inBeads(
                    in: context, minimumScore: minimumSentenceBeadScore, facts: facts, position: { ($0.line, $0.column) }, key: key,
                    values: { Set($0.quantity) })
                : FactDisagreement.all(in: context, facts: facts, position: { ($0.line, $0.column) }, key: key, values: { Set($0.quantity) })
        }
        let withUnits = find({ numbers(of: $0).filter { $0.unit != .count } }, key: \.unit)
        // Bare numbers (`5つ`, `6 个`, `80 端口`) are compared with every number of the other side,
        // whatever its unit: a translation may add or drop a unit word (`5分` against `5 分钟`).
        let counts = find({ $0.document.document.numbers.filter { $0.unit != .version } }, key: { _ in 0 })
            .compactMap { disagreement -> FactDisagreement<NumericFact>? in
                let differing = disagreement.differing.filter { $0.unit == .count }
                guard !differing.isEmpty else { return nil }
                return FactDisagreement(
                    source: disagreement.source, target: disagreement.target, stated: disagreement.stated,
                    differing: differing, pair: disagreement.pair, sourceParagraphs: disagreement.sourceParagraphs,
                    targetParagraphs: disagreement.targetParagraphs)
            }
        return withUnits.map { disagreement in
            contradicted(disagreement) { stated, fact in stated.unit == fact.unit }
        } + counts.map { disagreement in
            contradicted(disagreement) { stated, _ in stated.unit != .version }
        }
    }

    /// Whether a fact's number is followed by a degree sign (`70度`, `21 °`, `22℃`).
    static func isDegrees(_ fact: NumericFact, in analysis: DocumentAnalysis) -> Bool {
        var offset = analysis.locator.offset(line: fact.line, column: fact.column) + fact.text.utf16.count
        while offset < analysis.locator.unitCount, analysis.locator.unit(at: offset) == 0x20 { offset += 1 }
        guard offset < analysis.locator.unitCount else { return false }
        let unit = analysis.locator.unit(at: offset)
        return unit == 0x5EA6 || unit == 0x00B0 || unit == 0x2103 || unit == 0x2109
    }

    /// Whether two whole numbers are one temperature in degrees Fahrenheit and Celsius, rounded
    /// either way (70 and 21, 72 and 22).
    static func sameTemperature(_ a: Int, _ b: Int) -> Bool {
        func celsius(_ fahrenheit: Int) -> Double { Double(fahrenheit - 32) * 5 / 9 }
        return abs(celsius(a) - Double(b)) < 1 || abs(celsius(b) - Double(a)) < 1
    }

    /// Phrase beads of subtitles scoring lower are not trusted to say what the other side says
    /// there (the median bead of a WWDC subtitle pair scores about 0.4).
    static let minimumSubtitleBeadScore = 0.3

    /// The disagreement with only the differing facts that `isContradicted` keeps, for time-cut
    /// subtitle pairs; other pairs' disagreements as they are.
    static func contradicted(
        _ disagreement: FactDisagreement<NumericFact>, comparable: (NumericFact, NumericFact) -> Bool
    ) -> FactDisagreement<NumericFact> {
        guard disagreement.pair.source.isTimeCut || disagreement.pair.target.isTimeCut else { return disagreement }
        let kept = disagreement.differing.filter { isContradicted($0, in: disagreement, comparable: comparable) }
        return FactDisagreement(
            source: disagreement.source, target: disagreement.target, stated: disagreement.stated, differing: kept,
            pair: disagreement.pair, sourceParagraphs: disagreement.sourceParagraphs,
            targetParagraphs: disagreement.targetParagraphs)
    }

    /// Whether a target fact of a subtitle pair contradicts the source where it is said: the
    /// fact's phrase bead is linked with a score of at least `minimumSubtitleBeadScore`; the
    /// number, as written around the fact (`150，000` whole), is neither written (in digits or Han
    /// numerals) nor a fact anywhere in the source's aligned paragraphs and their neighbours; and
    /// the source phrases of the bead or of the linked beads right before and after it hold a
    /// comparable fact whose number the target's aligned paragraphs and their neighbours do not
    /// say (two numbers in conflict, rather than one left out).
    /// - Complexity: O(*t* + *f*) for the text *t* of the aligned paragraphs and the source's facts *f*.
    static func isContradicted(
        _ fact: NumericFact, in disagreement: FactDisagreement<NumericFact>,
        comparable: (NumericFact, NumericFact) -> Bool
    ) -> Bool {
        let pair = disagreement.pair
        let target = disagreement.target
        let source = disagreement.source
        let offset = target.locator.offset(line: fact.line, column: fact.column)
        guard let bead = pair.linkedBead(at: offset, on: pair.target),
            pair.beads[bead].score >= minimumSubtitleBeadScore
        else { return false }
        let around = pair.source.widened(disagreement.sourceParagraphs)
        let aroundSpans = around.map { pair.source.paragraphSpans[$0] }
        let aroundText = pair.source.text(ofParagraphs: around, in: source)
        var said = WrittenNumbers.all(in: aroundText).union(WrittenNumbers.hanNumbers(in: aroundText))
        let sourceFacts = numbers(of: source)
        for stated in sourceFacts {
            let at = source.locator.offset(line: stated.line, column: stated.column)
            guard aroundSpans.contains(where: { $0.contains(at) }) else { continue }
            said.formUnion(stated.quantity.map(String.init))
        }
        if let written = target.locator.writtenNumber(around: offset), said.contains(written) {
            return false
        }
        if fact.quantity.allSatisfy({ said.contains(String($0)) }) { return false }
        if fact.unit == .version, said.contains(fact.text) { return false }
        // A temperature said in the other scale (`70度` against `21度`: the speaker's °F, the
        // translation's °C).
        if isDegrees(fact, in: target),
            fact.quantity.allSatisfy({ value in said.contains { Int($0).map { sameTemperature(value, $0) } ?? false } })
        {
            return false
        }
        // A contradiction, not an omission: the other side says, in this bead or the next ones, a
        // comparable number that this side does not say in its aligned paragraphs.
        guard let span = pair.counterpartSpan(ofBead: bead, radius: 1, from: pair.target) else { return false }
        let here = pair.target.text(ofParagraphs: pair.target.widened(disagreement.targetParagraphs), in: target)
        let saidHere = WrittenNumbers.all(in: here).union(WrittenNumbers.hanNumbers(in: here))
        return sourceFacts.contains { stated in
            let at = source.locator.offset(line: stated.line, column: stated.column)
            guard comparable(stated, fact), span.contains(at) else { return false }
            let written = source.locator.writtenNumber(around: at) ?? String(stated.value)
            return !saidHere.contains(written) && !stated.quantity.allSatisfy { saidHere.contains(String($0)) }
        }
    }

    /// The document's numbers, without the versions of its availability facts (`iOS 17.4`), which
    /// `parity-availability` compares.
    static func numbers(of analysis: DocumentAnalysis) -> [NumericFact] {
        let document = analysis.document.document
        var stated: Set<String> = []
        for fact in document.availability {
            stated.insert("\(fact.line):\(fact.version)")
            if let upper = fact.upperVersion { stated.insert("\(fact.line):\(upper)") }
        }
        guard !stated.isEmpty else { return document.numbers }
        return document.numbers.filter { $0.unit != .version || !stated.contains("\($0.line):\($0.text)") }
    }

    static func describe(_ fact: NumericFact) -> String {
        if fact.unit == .version { return "version \(fact.text)" }
        let value = fact.upperValue.map { "\(fact.value)–\($0)" } ?? "\(fact.value)"
        return fact.unit == .count ? value : "\(value) \(fact.unit.rawValue)"
    }
}

extension NumericFact {
    /// The numbers compared across languages: the value, and the upper value of a range (so that
    /// `0％から100％` agrees with `0%` and `100%` written apart).
    var quantity: [Int] { upperValue.map { [value, $0] } ?? [value] }
}
