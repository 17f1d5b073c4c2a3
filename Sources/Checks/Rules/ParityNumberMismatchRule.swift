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
struct ParityNumberMismatchRule: CheckRule {
    let descriptor = RuleDescriptor.parityNumberMismatch

    func findings(in context: CheckContext) -> [Diagnostic] {
        let withUnits = FactDisagreement<NumericFact>.all(
            in: context, facts: { Self.numbers(of: $0).filter { $0.unit != .count } },
            position: { ($0.line, $0.column) }, key: \.unit, values: { Set($0.quantity) })
        // Bare numbers (`5つ`, `6 个`, `80 端口`) are compared with every number of the other side,
        // whatever its unit: a translation may add or drop a unit word (`5分` against `5 分钟`).
        let counts = FactDisagreement<NumericFact>.all(
            in: context, facts: { $0.document.document.numbers.filter { $0.unit != .version } },
            position: { ($0.line, $0.column) }, key: { _ in 0 }, values: { Set($0.quantity) }
        ).compactMap { disagreement -> FactDisagreement<NumericFact>? in
            let differing = disagreement.differing.filter { $0.unit == .count }
            guard !differing.isEmpty else { return nil }
            return FactDisagreement(
                source: disagreement.source, target: disagreement.target, stated: disagreement.stated,
                differing: differing)
        }
        return (withUnits + counts).flatMap { disagreement in
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
