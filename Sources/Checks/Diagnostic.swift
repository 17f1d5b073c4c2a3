import Foundation
import TextKit

/// One finding of a check rule: which rule, how serious, where, what is wrong and what to write
/// instead.
///
/// Rules create diagnostics with `init(rule:severity:location:message:text:suggestion:notes:)`;
/// the run then passes all of them through `Diagnostic.assigningFingerprints(_:)` (or
/// `Array.withStableFingerprints()`), which numbers identical findings of a document and gives
/// each one its final `fingerprint`. See `Fingerprint` for the scheme.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// The rule's id, one of `RuleDescriptor.all` (for example `deprecated-term`).
    public var rule: String
    public var severity: Severity
    public var location: FindingLocation
    /// What is wrong and what to use instead: lowercase, user values in single quotes.
    public var message: String
    /// The offending text exactly as it appears in the document.
    public var text: String
    /// The replacement to write instead of `text`, when there is one.
    public var suggestion: String?
    /// Further context: other locations of the variants, the glossary entry, and so on.
    public var notes: [String]
    /// Which of the identical findings of this document this is (0-based, in document order).
    public private(set) var occurrence: Int
    /// A stable identifier for suppression files and baselines; see `Fingerprint`.
    public private(set) var fingerprint: String

    public init(
        rule: String,
        severity: Severity,
        location: FindingLocation,
        message: String,
        text: String,
        suggestion: String? = nil,
        notes: [String] = [],
        occurrence: Int = 0
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.text = text
        self.suggestion = suggestion
        self.notes = notes
        self.occurrence = occurrence
        self.fingerprint = Fingerprint.compute(
            rule: rule, document: location.document, text: text, suggestion: suggestion, occurrence: occurrence)
    }

    /// The fields that make two findings "identical" for occurrence numbering.
    var identityKey: Fingerprint.Identity {
        Fingerprint.Identity(
            rule: rule, document: location.document, text: Fingerprint.normalize(text),
            suggestion: suggestion.map(Fingerprint.normalize))
    }

    /// Numbers identical findings (same rule, document, normalised text and suggestion) in document
    /// order and recomputes their fingerprints; returns the findings sorted by location, then rule.
    ///
    /// - Complexity: O(*n* log *n*) for *n* findings.
    public static func assigningFingerprints(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Each finding's text and suggestion normalised once, on every core (the identity key and
        // the fingerprint both read them), then numbered in report order.
        let order = diagnostics.indices.sorted { documentOrder(diagnostics[$0], diagnostics[$1]) }
        let identities = order.concurrentMap { diagnostics[$0].identityKey }
        var counts: [Fingerprint.Identity: Int] = [:]
        let occurrences = identities.map { key in
            let index = counts[key, default: 0]
            counts[key] = index + 1
            return index
        }
        return Array(order.indices).concurrentMap { position in
            var numbered = diagnostics[order[position]]
            let identity = identities[position]
            numbered.occurrence = occurrences[position]
            numbered.fingerprint = Fingerprint.compute(
                rule: identity.rule, document: identity.document, normalizedText: identity.text,
                normalizedSuggestion: identity.suggestion ?? "", occurrence: occurrences[position])
            return numbered
        }
    }

    /// Report order: by location (path, line, column), then rule, then message.
    public static func documentOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// These findings in report order with final fingerprints; see `Diagnostic.assigningFingerprints(_:)`.
    public func withStableFingerprints() -> [Diagnostic] { Diagnostic.assigningFingerprints(self) }

    /// The findings whose severity reaches `threshold`.
    public func reaching(_ threshold: Severity) -> [Diagnostic] { filter { $0.severity >= threshold } }

    /// How many findings have `severity`.
    public func count(of severity: Severity) -> Int { reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }
}
