/// What a check rule is: its stable id, default severity and the text tools show about it.
///
/// `RuleDescriptor.all` is the registry of every rule `termbridge check` knows, in a fixed order
/// (SARIF `ruleIndex` values follow it).
public struct RuleDescriptor: Hashable, Sendable, Codable, Identifiable {
    /// The stable id used in output, `--rules`, suppression files and inline markers.
    public let id: String
    public let defaultSeverity: Severity
    /// One line: what the rule finds.
    public let shortDescription: String
    /// A paragraph: when it fires, what to do about it, how to silence it.
    public let help: String

    public init(id: String, defaultSeverity: Severity, shortDescription: String, help: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.shortDescription = shortDescription
        self.help = help
    }

    /// The descriptor with `id`, if it is a known rule.
    public static func named(_ id: String) -> RuleDescriptor? { all.first { $0.id == id } }

    /// The position of `id` in `all`, if it is a known rule.
    public static func index(of id: String) -> Int? { all.firstIndex { $0.id == id } }
}
