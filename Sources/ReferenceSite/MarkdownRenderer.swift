/// Renders a `ReferenceModel` as Markdown pages for a repository: the same pages and links as
/// the HTML site (`.md` instead of `.html`), tables for side-by-side sentences.
public struct MarkdownRenderer {
    public var model: ReferenceModel

    public init(model: ReferenceModel) {
        self.model = model
    }

    /// Text safe inside a Markdown table cell or line.
    static func text(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "|": out += "\\|"
            case "\n": out += " "
            case "*", "_", "`", "[", "]", "<", ">", "#": out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return out
    }

    static func cite(_ c: ReferenceModel.Citation, root: String) -> String {
        "\(text(c.text)) ([\(text(c.path)):\(c.line)](\(root)documents/\(c.document).md#L\(c.line)))"
    }

    static func terms(_ entries: [ReferenceModel.TermEntry]) -> String {
        entries.map { t in
            let retired = t.status == "deprecated" || t.status == "superseded"
            return (retired ? "~~\(text(t.text))~~" : text(t.text)) + " (\(t.status)\(retired ? t.use.map { "; use \(text($0))" } ?? "" : ""))"
        }.joined(separator: ", ")
    }

    public func render() -> [String: String] {
        var files: [String: String] = [:]
        let names = Dictionary(model.symbols.map { ($0.slug, $0.symbol) }, uniquingKeysWith: { a, _ in a })
        let conceptNames = Dictionary(model.concepts.map { ($0.slug, $0.name) }, uniquingKeysWith: { a, _ in a })
        var index = "# Bilingual API reference\n\n- [API symbols](symbols.md) (\(model.symbols.count))\n"
        for language in model.conceptIndex { index += "- [Terms: \(HTMLRenderer.name(of: language.language))](concepts-\(language.language).md)\n" }
        index += "- [Documents](documents.md) (\(model.documents.count))\n"
        files["index.md"] = index

        var symbols = "# API symbols\n"
        for group in model.symbolIndex {
            symbols += "\n## \(Self.text(group.owner))\n"
            for type in group.types {
                if !type.type.isEmpty { symbols += "\n### `\(type.type)`\n\n" } else { symbols += "\n" }
                for slug in type.symbols { symbols += "- [`\(names[slug] ?? slug)`](symbols/\(slug).md)\n" }
            }
        }
        files["symbols.md"] = symbols

        for language in model.conceptIndex {
            var page = "# Terms: \(HTMLRenderer.name(of: language.language))\n"
            for group in language.groups {
                page += "\n## \(group.heading)\n\n"
                for entry in group.entries {
                    let retired = entry.status == "deprecated" || entry.status == "superseded"
                    page += "- \(retired ? "~~\(Self.text(entry.term))~~" : Self.text(entry.term)) → [\(Self.text(conceptNames[entry.concept] ?? entry.concept))](concepts/\(entry.concept).md)\n"
                }
            }
            files["concepts-\(language.language).md"] = page
        }

        var documents = "# Documents\n\n| document | language | kind | title |\n|---|---|---|---|\n"
        for d in model.documents {
            documents += "| [\(Self.text(d.path))](documents/\(d.slug).md) | \(d.language) | \(d.kind) | \(Self.text(d.title)) |\n"
        }
        files["documents.md"] = documents

        for s in model.symbols {
            var page = "# `\(s.symbol)`\n\n"
            page += s.inModel ? "\(s.kind) · \(s.owner ?? "")\(s.ownerType.map { " · member of `\($0)`" } ?? "")\(s.deprecated ? " · **deprecated**" : "")\n" : "Mentioned in the corpus; not in the offer model's catalogue.\n"
            if !s.contradictions.isEmpty {
                page += "\n> **Warning: a document says otherwise.**\n"
                for c in s.contradictions { page += ">\n> \(Self.cite(c.citation, root: "../")) — model: \(Self.text(c.model))\n" }
            }
            if !s.availability.isEmpty {
                page += "\n## Availability\n\n| platform | introduced | deprecated |\n|---|---|---|\n"
                for a in s.availability { page += "| \(a.platform) | \(a.introduced) | \(a.deprecated ?? "—") |\n" }
            }
            for slug in s.concepts {
                guard let concept = model.concepts.first(where: { $0.slug == slug }) else { continue }
                page += "\n## Concept: [\(Self.text(concept.name))](../concepts/\(slug).md)\n\n"
                for language in ["en"] + model.languages where concept.terms[language] != nil {
                    page += "- \(HTMLRenderer.name(of: language)): \(Self.terms(concept.terms[language]!))\n"
                }
            }
            if !s.sentences.isEmpty {
                page += "\n## In the documents\n\n| " + model.languages.map(HTMLRenderer.name(of:)).joined(separator: " | ") + " |\n|" + model.languages.map { _ in "---|" }.joined() + "\n"
                for pair in s.sentences {
                    page += "| " + model.languages.map { pair.sides[$0].map { Self.cite($0, root: "../") } ?? "" }.joined(separator: " | ") + " |\n"
                }
            }
            if !s.mentions.isEmpty {
                page += "\n## Other mentions\n\n" + s.mentions.map { "- \(Self.cite($0, root: "../"))\n" }.joined()
            }
            for code in s.code {
                page += "\n[\(Self.text(code.path)):\(code.line)](../documents/\(code.document).md#L\(code.line))\n\n```\(code.language ?? "swift")\n\(code.code.replacingOccurrences(of: "```", with: "` ` `"))\n```\n"
            }
            if !s.related.isEmpty { page += "\n## Related symbols\n\n" + s.related.map { "- [`\(names[$0] ?? $0)`](\($0).md)\n" }.joined() }
            files["symbols/\(s.slug).md"] = page
        }

        for c in model.concepts {
            var page = "# \(Self.text(c.name))\n\n"
            for language in ["en"] + model.languages + c.terms.keys.sorted().filter({ $0 != "en" && !model.languages.contains($0) })
            where c.terms[language] != nil {
                page += "- \(HTMLRenderer.name(of: language)): \(Self.terms(c.terms[language]!))\n"
            }
            for (language, definition) in c.definitions.sorted(by: { $0.key < $1.key }) { page += "\n\(language): \(Self.text(definition))\n" }
            if !c.symbols.isEmpty { page += "\n## API symbols\n\n" + c.symbols.map { "- [`\(names[$0] ?? $0)`](../symbols/\($0).md)\n" }.joined() }
            if !c.contexts.isEmpty { page += "\n## In context\n\n" + c.contexts.map { "- \(Self.cite($0, root: "../"))\n" }.joined() }
            if !c.occurrences.isEmpty {
                page += "\n## Occurrences\n\n" + c.occurrences.sorted { $0.key < $1.key }.map { "- [\($0.key)](../documents/\($0.key).md) × \($0.value)\n" }.joined()
            }
            if !c.findings.isEmpty {
                page += "\n## Findings\n\n" + c.findings.map { "- \($0.severity) `\($0.rule)` [\(Self.text($0.path)):\($0.line)](../documents/\($0.document).md#L\($0.line)) — \(Self.text($0.message))\n" }.joined()
            }
            files["concepts/\(c.slug).md"] = page
        }

        for d in model.documents {
            var page = "# \(Self.text(d.title.isEmpty ? d.path : d.title))\n\n`\(d.path)` · \(d.language) · \(d.kind)\n"
            if !d.versions.isEmpty { page += "\nOther versions: " + d.versions.sorted { $0.key < $1.key }.map { "[\(HTMLRenderer.name(of: $0.key))](\($0.value).md)" }.joined(separator: " · ") + "\n" }
            if !d.sections.isEmpty { page += "\n## Sections\n\n" + d.sections.map { "- \(Self.text($0.heading)) (line \($0.line))\n" }.joined() }
            if !d.findings.isEmpty {
                page += "\n## Findings\n\n" + d.findings.map { "- \($0.severity) `\($0.rule)` [line \($0.line)](#L\($0.line)) — \(Self.text($0.message))\n" }.joined()
            }
            page += "\n## Lines cited\n\n" + d.lines.map { "- <a id=\"L\($0.line)\"></a>\($0.line): \(Self.text($0.text))\n" }.joined()
            files["documents/\(d.slug).md"] = page
        }
        return files
    }
}
