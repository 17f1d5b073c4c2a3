/// Facts of one kind (quantities, availability) that aligned paragraphs of a parallel pair state
/// differently: the shared logic of `parity-number-mismatch` and `parity-availability`.
struct FactDisagreement<Fact> {
    let source: DocumentAnalysis
    let target: DocumentAnalysis
    /// The source's facts with a value the target's aligned paragraphs lack.
    let stated: [Fact]
    /// The target's facts with a value the source's aligned paragraphs lack (these are reported).
    let differing: [Fact]
    /// The pair, and the linked paragraphs of each side where the facts disagree.
    let pair: ParallelPair
    let sourceParagraphs: [Int]
    let targetParagraphs: [Int]

    /// For every pair and linked paragraph group, the facts grouped by `key` (a unit, a platform)
    /// where each side has a value the other lacks; a value on one side only is an omission, not a
    /// disagreement.
    ///
    /// - Parameters:
    ///   - facts: a document's facts of this kind.
    ///   - position: a fact's 1-based line and column.
    ///   - key: what must match for two facts to be compared.
    ///   - values: the values a fact states (a range states both ends).
    /// - Complexity: O(*f*) per pair for *f* facts, plus the paragraph look-ups.
    static func all<Key: Hashable, Value: Hashable>(
        in context: CheckContext, facts: (DocumentAnalysis) -> [Fact], position: (Fact) -> (line: Int, column: Int),
        key: (Fact) -> Key, values: (Fact) -> Set<Value>
    ) -> [FactDisagreement] {
        var result: [FactDisagreement] = []
        for pair in context.pairs {
            let source = context.analyses[pair.source.analysis]
            let target = context.analyses[pair.target.analysis]
            func byParagraph(_ analysis: DocumentAnalysis, _ side: ParallelPair.Side) -> [Int: [Fact]] {
                var grouped: [Int: [Fact]] = [:]
                for fact in facts(analysis) {
                    let (line, column) = position(fact)
                    guard let paragraph = side.paragraph(line: line, column: column, in: analysis) else { continue }
                    grouped[paragraph, default: []].append(fact)
                }
                return grouped
            }
            let sourceFacts = byParagraph(source, pair.source)
            let targetFacts = byParagraph(target, pair.target)
            for link in pair.paragraphLinks {
                let a = link.source.flatMap { sourceFacts[$0] ?? [] }
                let b = link.target.flatMap { targetFacts[$0] ?? [] }
                for shared in Set(a.map(key)).intersection(b.map(key)) {
                    let inA = a.filter { key($0) == shared }
                    let inB = b.filter { key($0) == shared }
                    let valuesA = inA.reduce(into: Set<Value>()) { $0.formUnion(values($1)) }
                    let valuesB = inB.reduce(into: Set<Value>()) { $0.formUnion(values($1)) }
                    guard !valuesA.subtracting(valuesB).isEmpty, !valuesB.subtracting(valuesA).isEmpty else { continue }
                    result.append(FactDisagreement(
                        source: source, target: target, stated: inA.filter { !valuesB.isSuperset(of: values($0)) },
                        differing: inB.filter { !valuesA.isSuperset(of: values($0)) },
                        pair: pair, sourceParagraphs: link.source, targetParagraphs: link.target))
                }
            }
        }
        return result
    }
}
