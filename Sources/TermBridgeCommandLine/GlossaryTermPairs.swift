import AlignmentKit
import GlossaryKit

/// The ja × zh-Hans term pairs that `align` and `terms discover` take from glossaries.
enum GlossaryTermPairs {
    /// For each concept, every preferred or admitted Japanese term with every preferred or admitted
    /// Simplified Chinese term (`Glossary.termPairs(from:to:)`).
    static func pairs(in glossary: Glossary) -> [(ja: String, zh: String)] {
        glossary.termPairs(from: "ja", to: "zh-Hans").map { (ja: $0.source, zh: $0.target) }
    }

    /// The pairs from `--glossary` (the bundled glossary unless `disabled`) plus those of a
    /// `--glossary-pairs` TSV file.
    static func load(glossary: String?, disabled: Bool, tsv: String?) throws -> [(ja: String, zh: String)] {
        var result = disabled ? [] : pairs(in: try GlossaryLoader.load(glossary))
        if let tsv { result += try TermBridge.Terms.Discover.readPairs(tsv) }
        return result
    }
}
