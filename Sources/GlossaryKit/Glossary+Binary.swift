import CorpusModel

extension Glossary {
    /// The form's version: a stored glossary of another version is read from its files again.
    static let binaryVersion: UInt8 = 1

    /// The glossary in the binary form the index keeps (see ``init(reading:)``): everything the
    /// TBX or CSV said, so that a command reading the index need not parse the glossary's files.
    public func write(to writer: inout BinaryWriter) {
        writer.byte(Self.binaryVersion)
        writer.string(title)
        writer.optional(sourceDescription) { $0.string($1) }
        writer.array(policies.settings) { w, setting in
            w.string(setting.key.rawValue)
            w.optional(setting.language) { $0.string($1) }
            w.string(setting.value)
        }
        writer.array(concepts) { w, concept in
            w.string(concept.id)
            w.optional(concept.subjectField) { $0.string($1) }
            w.array(concept.symbols) { $0.string($1) }
            w.array(concept.notes) { $0.string($1) }
            w.array(concept.definitions.sorted { $0.key < $1.key }) { w, item in
                w.string(item.key)
                w.string(item.value)
            }
            w.array(concept.terms.sorted { $0.key < $1.key }) { w, item in
                w.string(item.key)
                w.array(item.value) { w, term in Self.write(term, to: &w) }
            }
        }
    }

    /// Reads what ``write(to:)`` wrote; throws on a form of another version or damaged bytes.
    public init(reading reader: inout BinaryReader) throws {
        let version = try reader.byte()
        guard version == Self.binaryVersion else { throw BinaryDecodingError.unknownValue("glossary form \(version)") }
        let title = try reader.string()
        let sourceDescription = try reader.optional { try $0.string() }
        let settings = try reader.array { r in
            GlossaryPolicies.Setting(key: try r.raw(), language: try r.optional { try $0.string() }, value: try r.string())
        }
        let concepts = try reader.array { r in
            Concept(
                id: try r.string(), subjectField: try r.optional { try $0.string() }, symbols: try r.array { try $0.string() },
                notes: try r.array { try $0.string() },
                definitions: Dictionary(try r.array { r in (try r.string(), try r.string()) }, uniquingKeysWith: { a, _ in a }),
                terms: Dictionary(try r.array { r in (try r.string(), try r.array(Self.readTerm)) }, uniquingKeysWith: { a, _ in a }))
        }
        self.init(
            title: title, sourceDescription: sourceDescription, concepts: concepts, policies: GlossaryPolicies(settings))
    }

    static func write(_ term: Term, to w: inout BinaryWriter) {
        w.string(term.text)
        w.string(term.status.rawValue)
        w.optional(term.partOfSpeech) { $0.string($1) }
        w.optional(term.termType) { $0.string($1) }
        w.optional(term.termLocation) { $0.string($1) }
        w.array(term.contexts) { w, context in
            w.string(context.sentence)
            w.string(context.document)
            w.int(context.line)
        }
        w.array(term.notes) { $0.string($1) }
        w.optional(term.source) { $0.string($1) }
    }

    static func readTerm(_ r: inout BinaryReader) throws -> Term {
        Term(
            try r.string(), status: try r.raw(), partOfSpeech: try r.optional { try $0.string() },
            termType: try r.optional { try $0.string() }, termLocation: try r.optional { try $0.string() },
            contexts: try r.array { r in TermContext(sentence: try r.string(), document: try r.string(), line: try r.int()) },
            notes: try r.array { try $0.string() }, source: try r.optional { try $0.string() })
    }
}
