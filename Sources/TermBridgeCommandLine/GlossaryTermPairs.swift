import AlignmentKit
import GlossaryKit

/// The ja × zh-Hans term pairs that `align` and `terms discover` take from glossaries.
enum GlossaryTermPairs {
    /// For each concept, every preferred or admitted Japanese term with every preferred or admitted
    /// Simplified Chinese term, deduplicated, in glossary order.
    ///
    /// - Complexity: O(c · j · z) for c concepts with j Japanese and z Chinese terms.
    static func pairs(in glossary: Glossary) -> [(ja: String, zh: String)] {
        var seen: Set<String> = []
        var pairs: [(ja: String, zh: String)] = []
        for concept in glossary.concepts {
            let usable: (String) -> [String] = { language in
                (concept.terms[language] ?? []).filter { $0.status == .preferred || $0.status == .admitted }.map(\.text)
            }
            for ja in usable("ja") {
                for zh in usable("zh-Hans") where seen.insert(ja + "\t" + zh).inserted {
                    pairs.append((ja, zh))
                }
            }
        }
        return pairs
    }

    /// The pairs from `--glossary` (the bundled glossary unless `disabled`) plus those of a
    /// `--glossary-pairs` TSV file.
    static func load(glossary: String?, disabled: Bool, tsv: String?) throws -> [(ja: String, zh: String)] {
        var result = disabled ? [] : pairs(in: try GlossaryLoader.load(glossary))
        if let tsv { result += try TermBridge.Terms.Discover.readPairs(tsv) }
        return result
    }
}
