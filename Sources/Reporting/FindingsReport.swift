import Checks

/// What a reporter renders: the findings of one run and how many documents were checked.
public struct FindingsReport: Hashable, Sendable {
    /// The findings, in the order they should be printed (usually `Diagnostic.documentOrder`).
    public var diagnostics: [Diagnostic]
    /// How many documents the run checked.
    public var documentCount: Int

    public init(diagnostics: [Diagnostic], documentCount: Int) {
        self.diagnostics = diagnostics
        self.documentCount = documentCount
    }

    public var errorCount: Int { diagnostics.count(of: .error) }
    public var warningCount: Int { diagnostics.count(of: .warning) }
    public var infoCount: Int { diagnostics.count(of: .info) }
}
