import AlignmentKit
import GlossaryKit

/// The ja × zh-Hans term pairs that `align` and `terms discover` take from glossaries.
enum GlossaryTermPairs {
    /// For each concept, every preferred or admitted Japanese term with every preferred or admitted
    /// Simplified Chinese term (`Glossary.termPairs(from:to:)`).
    static func pairs(in glossary: Glossary) -> [(ja: String, zh: String)] {
        glossary.termPairs(from: "ja", to: "zh-Hans").map { (ja: $0.source, zh: $0.target) }
    }

    /// The pairs from `--glossary` (unless `disabled`; without it, the bundled glossary for
    /// documents of the bundled corpus only, see ``GlossaryLoader/bundledApplies(to:)``) plus
    /// those of a `--glossary-pairs` TSV file. Which glossary is used goes to standard error.
    static func load(glossary: String?, disabled: Bool, tsv: String?, documents: [String]) throws
        -> [(ja: String, zh: String)]
    {
        var result: [(ja: String, zh: String)] = []
        if !disabled {
            let chosen = try GlossaryLoader.forRun(glossary, paths: documents)
            for message in chosen.messages { printError(message) }
            if let note = chosen.note { printError(note) }
            result = pairs(in: chosen.glossary)
        }
        if let tsv { result += try TermBridge.Terms.Discover.readPairs(tsv) }
        return result
    }
}
