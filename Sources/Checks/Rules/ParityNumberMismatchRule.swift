import CorpusModel

/// `parity-number-mismatch`: aligned paragraphs of a parallel group state different quantities
/// of the same unit (`3か月` against `六个月`).
///
/// Quantities are the parser's numeric facts (Arabic, full-width and Chinese numerals with a
/// unit: months, days, percent, …). For each linked group of paragraphs and each unit, a mismatch
/// is when each side has a number the other lacks (a range counts as its two ends); a number
/// missing on one side only is a paraphrase, not a contradiction. The target document's differing
/// quantities are reported, with the source's in the message.
struct ParityNumberMismatchRule: CheckRule {
    let descriptor = RuleDescriptor.parityNumberMismatch

    func findings(in context: CheckContext) -> [Diagnostic] {
        let disagreements = FactDisagreement<NumericFact>.all(
            in: context, facts: { $0.document.document.numbers }, position: { ($0.line, $0.column) },
            key: \.unit, values: { Set($0.quantity) })
        return disagreements.flatMap { disagreement in
            let sourceText = disagreement.stated.map { "'\($0.text)'" }.joined(separator: ", ")
            let sourceLine = disagreement.stated.first?.line ?? 0
            return disagreement.differing.map { fact in
                finding(
                    at: disagreement.target.location(line: fact.line, column: fact.column, covering: fact.text),
                    message: "'\(fact.text)' (\(Self.describe(fact))) differs from the aligned \(disagreement.source.language) "
                        + "text (\(disagreement.source.id):\(sourceLine)), which has \(sourceText)",
                    text: fact.text)
            }
        }
    }

    static func describe(_ fact: NumericFact) -> String {
        let value = fact.upperValue.map { "\(fact.value)–\($0)" } ?? "\(fact.value)"
        return fact.unit == .count ? value : "\(value) \(fact.unit.rawValue)"
    }
}

extension NumericFact {
    /// The numbers compared across languages: the value, and the upper value of a range (so that
    /// `0％から100％` agrees with `0%` and `100%` written apart).
    var quantity: [Int] { upperValue.map { [value, $0] } ?? [value] }
}
