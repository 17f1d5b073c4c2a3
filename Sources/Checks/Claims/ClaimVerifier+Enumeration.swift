import CorpusModel
import OfferModel
import TextKit

extension ClaimVerifier {
    /// The model's enumerations the glossary's symbols map to: offer types and payment modes.
    static let modelEnumerations: [(name: String, symbolPrefix: String, cases: [String: String])] = [
        ("offer types", ".OfferType.", [
            "introductory": OfferType.introductory.rawValue, "promotional": OfferType.promotional.rawValue,
            "code": OfferType.offerCode.rawValue, "winBack": OfferType.winBack.rawValue,
        ]),
        ("payment modes", ".PaymentMode.", Dictionary(uniqueKeysWithValues: PaymentMode.allCases.map { ($0.rawValue, $0.rawValue) })),
    ]

    /// Enumeration claims: three or more glossary terms on one line whose concepts map to cases of
    /// one model enumeration (`お試しオファー プロモーションオファー そしてオファーコード`), with the
    /// count stated before them (`3種類`, `三种`, `three kinds`) if any. Confirmed when the items
    /// named are the model's cases (a count equal to their number); contradicted when the count
    /// differs from the items named, or from the model's cases while the document never names the
    /// missing ones.
    ///
    /// - Complexity: O(terms found in the document).
    func enumerationClaims(_ source: ClaimSource) -> [Claim] {
        var claims: [Claim] = []
        let allTerms = source.analysis.exact
        for enumeration in Self.modelEnumerations {
            let modelCases = Set(enumeration.cases.values)
            func caseOf(_ term: TermOccurrence) -> String? {
                for symbol in context.glossary.concepts[term.conceptIndex].symbols {
                    guard let range = symbol.range(of: enumeration.symbolPrefix) else { continue }
                    if let name = enumeration.cases[String(symbol[range.upperBound...])] { return name }
                }
                return nil
            }
            let namedInDocument = Set(allTerms.compactMap(caseOf))
            let byLine = Dictionary(grouping: allTerms.filter { caseOf($0) != nil }, by: \.line)
            for line in byLine.keys.sorted() {
                let terms = byLine[line]!.sorted { $0.column < $1.column }
                // Runs of items no more than 40 scalars apart.
                var runs: [[TermOccurrence]] = []
                for term in terms {
                    if let previous = runs.last?.last, term.column - previous.column <= 40 {
                        runs[runs.count - 1].append(term)
                    } else {
                        runs.append([term])
                    }
                }
                for run in runs {
                    var named: [String] = []
                    for term in run { if let c = caseOf(term), !named.contains(c) { named.append(c) } }
                    guard named.count >= 3 else { continue }
                    let count = Self.statedCount(source.line(line), before: run[0].column - 1)
                    let first = run[0]
                    let text = count?.text ?? first.text
                    let column = count?.column ?? first.column
                    let stated = (count.map { "\($0.value) " } ?? "") + enumeration.name + ": " + named.joined(separator: ", ")
                    let missing = modelCases.subtracting(named).sorted()
                    let model = "the model's \(enumeration.name): \(modelCases.sorted().joined(separator: ", "))"
                    let status: ClaimStatus
                    var note = ""
                    if let count, count.value != named.count {
                        status = .contradicted
                        note = "; the text counts \(count.value) but names \(named.count)"
                    } else if missing.isEmpty {
                        status = .confirmed
                    } else if missing.allSatisfy(namedInDocument.contains) {
                        status = .confirmed
                        note = "; the document names \(missing.joined(separator: ", ")) elsewhere"
                    } else if count != nil {
                        status = .contradicted
                        note = "; the document never names \(missing.joined(separator: ", "))"
                    } else {
                        status = .confirmed
                        note = "; a partial list"
                    }
                    claims.append(claim(
                        .enumeration, status, in: source, line: line, column: column, text: text, claim: stated,
                        model: model + note))
                }
            }
        }
        return claims
    }

    /// A count of kinds just before a list: `3種類`, `三种`, `three kinds`/`3 types`.
    static func statedCount(_ s: [Unicode.Scalar], before position: Int) -> (value: Int, text: String, column: Int)? {
        let lower = max(0, position - 24)
        for i in stride(from: min(position, s.count) - 1, through: lower, by: -1) {
            for word in ["種類", "种", " kinds", " types", "kinds", "types"] where s.has(word, at: i) {
                var j = i
                while j > lower, s[j - 1] == " " { j -= 1 }
                var start = j
                while start > lower, ("0"..."9").contains(s[start - 1]) || HanNumerals.isNumeral(s[start - 1]) { start -= 1 }
                guard start < j else { continue }
                let digits = String(scalars: s[start..<j])
                let value = Int(digits) ?? HanNumerals.read(Array(s[start..<j]), at: 0)?.value
                guard let value else { continue }
                let end = i + word.unicodeScalars.count
                return (value, String(scalars: s[start..<end]), start + 1)
            }
        }
        return nil
    }
}
