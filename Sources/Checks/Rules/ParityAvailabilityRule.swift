import CorpusModel

/// `parity-availability`: aligned paragraphs of a parallel group state different availability
/// for the same platform (`iOS 17.2以降` against `iOS 17.4 或更高版本`).
///
/// For each linked group of paragraphs and each platform both sides mention, a disagreement is
/// when each side has a version (or version range) the other lacks. The target document's
/// differing facts are reported.
struct ParityAvailabilityRule: CheckRule {
    let descriptor = RuleDescriptor.parityAvailability

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
                for platform in Set(a.map(\.platform)).intersection(b.map(\.platform)) {
                    let versionsA = Set(a.filter { $0.platform == platform }.map(\.versions))
                    let versionsB = Set(b.filter { $0.platform == platform }.map(\.versions))
                    guard !versionsA.subtracting(versionsB).isEmpty, !versionsB.subtracting(versionsA).isEmpty else { continue }
                    let stated = a.filter { $0.platform == platform && !versionsB.contains($0.versions) }
                    let sourceText = stated.map { "\(platform) \($0.versionText)" }.joined(separator: ", ")
                    for fact in b where fact.platform == platform && !versionsA.contains(fact.versions) {
                        let span = target.span(line: fact.line, column: fact.column, through: fact.upperVersion ?? fact.version)
                        let text = span.isEmpty ? "\(platform) \(fact.versionText)" : target.locator.text(span)
                        result.append(finding(
                            at: span.isEmpty
                                ? target.location(line: fact.line, column: fact.column, covering: fact.platform)
                                : target.location(of: span),
                            message: "availability '\(text)' differs from the aligned \(source.language) text "
                                + "(\(source.id):\(stated.first?.line ?? 0)), which has \(sourceText)",
                            text: text))
                    }
                }
            }
        }
        return result
    }

    static func facts(of analysis: DocumentAnalysis, side: ParallelPair.Side) -> [Int: [AvailabilityFact]] {
        var byParagraph: [Int: [AvailabilityFact]] = [:]
        for fact in analysis.document.document.availability {
            guard let paragraph = side.paragraph(line: fact.line, column: fact.column, in: analysis) else { continue }
            byParagraph[paragraph, default: []].append(fact)
        }
        return byParagraph
    }
}

extension AvailabilityFact {
    /// The version and upper version compared across languages.
    var versions: [String] { [version, upperVersion ?? ""] }

    var versionText: String { upperVersion.map { "\(version)–\($0)" } ?? version }
}
