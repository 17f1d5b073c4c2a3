/// One line of a `.termbridge-ignore` file: a rule, and optionally a document and a fingerprint
/// (`nil` stands for the `*` wildcard).
public struct SuppressionEntry: Hashable, Sendable {
    public var rule: String
    /// The document id, or `nil` for every document.
    public var document: String?
    /// The fingerprint (lowercase hex), or `nil` for every finding.
    public var fingerprint: String?
    /// The 1-based line of the entry in its file (0 when built in code).
    public var line: Int

    public init(rule: String, document: String? = nil, fingerprint: String? = nil, line: Int = 0) {
        self.rule = rule
        self.document = document
        self.fingerprint = fingerprint
        self.line = line
    }

    /// Whether this entry silences `diagnostic`.
    public func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.rule == rule
            && (document == nil || document == diagnostic.location.document)
            && (fingerprint == nil || fingerprint == diagnostic.fingerprint)
    }
}
