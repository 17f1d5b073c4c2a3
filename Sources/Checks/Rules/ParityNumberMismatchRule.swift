import CorpusModel

/// `parity-number-mismatch`: aligned paragraphs of a parallel group state different quantities
/// of the same unit (`3か月` against `六个月`).
///
/// Quantities are the parser's numeric facts (Arabic, full-width and Chinese numerals with a
/// unit: months, days, percent, …). For each linked group of paragraphs and each unit, a mismatch
/// is when each side has a value the other lacks; a value missing on one side only is a
/// paraphrase, not a contradiction. The target document's differing values are reported, with
/// the source's values in the message.
struct ParityNumberMismatchRule: CheckRule {
    let descriptor = RuleDescriptor.parityNumberMismatch

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            let source = context.analyses[pair.source.analysis]
            let target = context.analyses[pair.target.analysis]
            let sourceFacts = Self.facts(of: source, side: pair.source)
            let targetFacts = Self.facts(of: target, side: pair.target)
            for link in pair.paragraphLinks {
                let a = link.source.flatMap { sourceFacts[$0] ?? [] }
                let b = link.target.flatMap { targetFacts[$0] ?? [] }
                for unit in Set(a.map(\.unit)).intersection(b.map(\.unit)) {
                    let valuesA = Set(a.filter { $0.unit == unit }.map(\.quantity))
                    let valuesB = Set(b.filter { $0.unit == unit }.map(\.quantity))
                    guard !valuesA.subtracting(valuesB).isEmpty, !valuesB.subtracting(valuesA).isEmpty else { continue }
                    let stated = a.filter { $0.unit == unit && !valuesB.contains($0.quantity) }
                    let sourceText = stated.map { "'\($0.text)'" }.joined(separator: ", ")
                    let sourceLine = stated.first?.line ?? 0
                    for fact in b where fact.unit == unit && !valuesA.contains(fact.quantity) {
                        result.append(finding(
                            at: target.location(line: fact.line, column: fact.column, covering: fact.text),
                            message: "'\(fact.text)' (\(Self.describe(fact))) differs from the aligned \(source.language) text "
                                + "(\(source.id):\(sourceLine)), which has \(sourceText)",
                            text: fact.text))
                    }
                }
            }
        }
        return result
    }

    /// The numeric facts of a document keyed by aligned paragraph.
    static func facts(of analysis: DocumentAnalysis, side: ParallelPair.Side) -> [Int: [NumericFact]] {
        var byParagraph: [Int: [NumericFact]] = [:]
        for fact in analysis.document.document.numbers {
            guard let paragraph = side.paragraph(line: fact.line, column: fact.column, in: analysis) else { continue }
            byParagraph[paragraph, default: []].append(fact)
        }
        return byParagraph
    }

    static func describe(_ fact: NumericFact) -> String {
        let value = fact.upperValue.map { "\(fact.value)–\($0)" } ?? "\(fact.value)"
        return fact.unit == .count ? value : "\(value) \(fact.unit.rawValue)"
    }
}

extension NumericFact {
    /// The value (and upper value of a range) compared across languages.
    var quantity: [Int] { [value, upperValue ?? value] }
}
