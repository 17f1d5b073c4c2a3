import CorpusModel
import DocumentParsing
import Foundation
import GlossaryKit

@testable import Checks

/// Documents and glossaries for rule tests: small inline ones, and the bundled corpus.
enum CheckFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A document parsed from inline text.
    static func document(
        _ text: String, id: String = "doc", language: String = "ja", group: String? = nil, kind: DocumentKind = .article
    ) -> CheckedDocument {
        let parsed = DocumentParser.parse(
            text: text, source: "\(id).txt",
            options: DocumentParser.Options(id: id, language: LanguageTag(language), shape: DocumentShape(kind: kind)))
        return CheckedDocument(id: id, path: "\(id).txt", language: language, parallelGroup: group, text: text, document: parsed)
    }

    /// The findings of `rules` (a `--rules` list) in a Japanese page and its Chinese translation,
    /// `page.ja` and `page.zh` of one parallel group, with the English source `page.en` when given.
    static func pageFindings(
        _ rules: String, ja: String, zh: String, en: String? = nil, glossary: Glossary, kind: DocumentKind = .article
    ) throws -> [Diagnostic] {
        var documents = [
            document(ja, id: "page.ja", language: "ja", group: "page", kind: kind),
            document(zh, id: "page.zh", language: "zh-Hans", group: "page", kind: kind),
        ]
        if let en { documents.append(document(en, id: "page.en", language: "en", group: "page", kind: kind)) }
        return try Checker(glossary: glossary, rules: RuleSelection(parsing: rules)).check(documents)
    }

    /// A glossary from (concept id, [language: [(text, status)]]) rows.
    static func glossary(_ rows: [(String, [String: [(String, AdministrativeStatus)]])], uiTerms: Set<String> = []) -> Glossary {
        Glossary(concepts: rows.map { id, languages in
            Concept(id: id, terms: languages.mapValues { terms in
                terms.map { Term($0.0, status: $0.1, termLocation: uiTerms.contains($0.0) ? "pushButton" : nil) }
            })
        })
    }

    /// The bundled glossary.
    static let bundledGlossary: Glossary = {
        let path = root.appendingPathComponent("Glossary/storekit-offers.tbx").path
        return (try? TBXReader.read(contentsOf: path).glossary) ?? Glossary()
    }()

    /// The bundled corpus, read as `termbridge check` reads it.
    static let bundledDocuments: [CheckedDocument] = {
        let corpus = root.appendingPathComponent("Corpus")
        guard let data = try? Data(contentsOf: corpus.appendingPathComponent("corpus.json")),
            let manifest = try? JSONDecoder().decode(CorpusManifest.self, from: data)
        else { return [] }
        return manifest.documents.compactMap { entry in
            guard let text = try? String(contentsOf: corpus.appendingPathComponent(entry.path), encoding: .utf8) else { return nil }
            let parsed = DocumentParser.parse(
                text: text, source: entry.path,
                options: DocumentParser.Options(
                    id: entry.id, language: entry.language, shape: DocumentShape(kind: entry.kind), title: entry.title))
            return CheckedDocument(
                id: entry.id, path: "Corpus/" + entry.path, language: entry.language.rawValue,
                parallelGroup: entry.parallel, text: text, document: parsed)
        }
    }()

    /// Every finding on the bundled corpus with the bundled glossary.
    static let bundledFindings: [Diagnostic] = Checker(glossary: bundledGlossary).check(bundledDocuments)
}
