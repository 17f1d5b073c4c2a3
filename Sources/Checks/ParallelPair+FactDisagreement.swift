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
                grouped(facts(analysis)) { fact in
                    let (line, column) = position(fact)
                    return side.paragraph(line: line, column: column, in: analysis)
                }
            }
            let sourceFacts = byParagraph(source, pair.source)
            let targetFacts = byParagraph(target, pair.target)
            for link in pair.paragraphLinks {
                result += disagreements(
                    link.source.flatMap { sourceFacts[$0] ?? [] }, link.target.flatMap { targetFacts[$0] ?? [] },
                    key: key, values: values, pair: pair, source: source, target: target,
                    paragraphs: (link.source, link.target))
            }
        }
        return result
    }

    /// For every linked phrase bead scoring at least `minimumScore` of every pair that no side of
    /// cuts by time, the facts grouped by `key` where the bead's two sides each state a value the
    /// other lacks: a sentence that says `14` where its translation says `13`, though the paragraph
    /// says `14` elsewhere (which `all` does not see). The paragraphs are the bead's.
    /// - Complexity: O(*f* log *u* + *b*) per pair for *f* facts, *u* units and *b* beads.
    static func inBeads<Key: Hashable, Value: Hashable>(
        in context: CheckContext, minimumScore: Double, facts: (DocumentAnalysis) -> [Fact],
        position: (Fact) -> (line: Int, column: Int), key: (Fact) -> Key, values: (Fact) -> Set<Value>
    ) -> [FactDisagreement] {
        var result: [FactDisagreement] = []
        for pair in context.pairs where !pair.source.isTimeCut && !pair.target.isTimeCut {
            let source = context.analyses[pair.source.analysis]
            let target = context.analyses[pair.target.analysis]
            func byUnit(_ analysis: DocumentAnalysis, _ side: ParallelPair.Side) -> [Int: [Fact]] {
                grouped(facts(analysis)) { fact in
                    let (line, column) = position(fact)
                    return side.unit(containing: analysis.locator.offset(line: line, column: column))
                }
            }
            let sourceFacts = byUnit(source, pair.source)
            let targetFacts = byUnit(target, pair.target)
            guard !sourceFacts.isEmpty, !targetFacts.isEmpty else { continue }
            for bead in pair.beads where bead.isLinked && bead.score >= minimumScore {
                let a = bead.source.flatMap { sourceFacts[$0] ?? [] }
                let b = bead.target.flatMap { targetFacts[$0] ?? [] }
                guard !a.isEmpty, !b.isEmpty else { continue }
                result += disagreements(
                    a, b, key: key, values: values, pair: pair, source: source, target: target,
                    paragraphs: (
                        Array(Set(bead.source.map { pair.source.units[$0].paragraph })).sorted(),
                        Array(Set(bead.target.map { pair.target.units[$0].paragraph })).sorted()
                    ))
            }
        }
        return result
    }

    /// `facts` by the place (a paragraph, a unit) each is in; those in none are left out.
    private static func grouped(_ facts: [Fact], by place: (Fact) -> Int?) -> [Int: [Fact]] {
        var grouped: [Int: [Fact]] = [:]
        for fact in facts {
            guard let index = place(fact) else { continue }
            grouped[index, default: []].append(fact)
        }
        return grouped
    }

    /// The differing facts of `paragraphs`' disagreements, then of `sentences`', each fact once (one a
    /// paragraph reported is not reported again for its sentence), with the word for what it was
    /// compared with (`text`, `sentence`): what `parity-number-mismatch` and `parity-availability`
    /// report.
    static func differingOnce(
        paragraphs: [FactDisagreement], sentences: [FactDisagreement], position: (Fact) -> (line: Int, column: Int)
    ) -> [(disagreement: FactDisagreement, fact: Fact, aligned: String)] {
        var reported: Set<String> = []
        var result: [(disagreement: FactDisagreement, fact: Fact, aligned: String)] = []
        for (aligned, disagreements) in [("text", paragraphs), ("sentence", sentences)] {
            for disagreement in disagreements {
                for fact in disagreement.differing {
                    let (line, column) = position(fact)
                    guard reported.insert("\(disagreement.target.id)\u{1F}\(line)\u{1F}\(column)").inserted else { continue }
                    result.append((disagreement, fact, aligned))
                }
            }
        }
        return result
    }

    /// The disagreements of the facts `a` (source) and `b` (target) of one group: per shared key,
    /// where each side has a value the other lacks.
    private static func disagreements<Key: Hashable, Value: Hashable>(
        _ a: [Fact], _ b: [Fact], key: (Fact) -> Key, values: (Fact) -> Set<Value>, pair: ParallelPair,
        source: DocumentAnalysis, target: DocumentAnalysis, paragraphs: (source: [Int], target: [Int])
    ) -> [FactDisagreement] {
        var result: [FactDisagreement] = []
        for shared in Set(a.map(key)).intersection(b.map(key)) {
            let inA = a.filter { key($0) == shared }
            let inB = b.filter { key($0) == shared }
            let valuesA = inA.reduce(into: Set<Value>()) { $0.formUnion(values($1)) }
            let valuesB = inB.reduce(into: Set<Value>()) { $0.formUnion(values($1)) }
            guard !valuesA.subtracting(valuesB).isEmpty, !valuesB.subtracting(valuesA).isEmpty else { continue }
            result.append(FactDisagreement(
                source: source, target: target, stated: inA.filter { !valuesB.isSuperset(of: values($0)) },
                differing: inB.filter { !valuesA.isSuperset(of: values($0)) },
                pair: pair, sourceParagraphs: paragraphs.source, targetParagraphs: paragraphs.target))
        }
        return result
    }
}
