import Foundation

/// Which rules a run applies, parsed from `--rules`.
///
/// The value is a comma-separated list of items, applied left to right:
/// - `all` adds every rule;
/// - `RULE` adds that rule;
/// - `-RULE` removes it.
///
/// When the first item is an exclusion, the selection starts from all rules, so `-unknown-term`
/// means "every rule but unknown-term". An empty or absent value selects every rule.
///
/// ```
/// try RuleSelection(parsing: "deprecated-term,near-miss")   // two rules
/// try RuleSelection(parsing: "all,-unknown-term")           // all but one
/// ```
public struct RuleSelection: Hashable, Sendable {
    /// The selected rule ids.
    public private(set) var ids: Set<String>

    /// Every rule.
    public static let all = RuleSelection(ids: Set(RuleDescriptor.all.map(\.id)))

    public init(ids: Set<String>) { self.ids = ids }

    /// Parses a `--rules` value.
    ///
    /// - Throws: `CheckError.unknownRule` naming the first unknown id, or
    ///   `CheckError.emptyRuleSelection` when nothing is left selected.
    public init(parsing text: String) throws(CheckError) {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = items.first else {
            self = .all
            return
        }
        var ids: Set<String> = first.hasPrefix("-") ? RuleSelection.all.ids : []
        for item in items {
            let excluded = item.hasPrefix("-")
            let name = excluded ? String(item.dropFirst()) : item
            if name == "all" {
                ids = excluded ? [] : RuleSelection.all.ids
                continue
            }
            guard RuleDescriptor.named(name) != nil else { throw .unknownRule(name) }
            if excluded { ids.remove(name) } else { ids.insert(name) }
        }
        guard !ids.isEmpty else { throw .emptyRuleSelection(text) }
        self.ids = ids
    }

    /// Whether `rule` is selected.
    public func contains(_ rule: String) -> Bool { ids.contains(rule) }

    /// The selected descriptors in registry order.
    public var descriptors: [RuleDescriptor] { RuleDescriptor.all.filter { ids.contains($0.id) } }
}
