import Checks

/// `termbridge verify`'s output: the claims of a corpus with their verdicts, as text or JSON.
///
/// Text: one block per claim, the translations of a parallel group under the first one:
///
/// ```
/// ja/000_….txt:39:11: confirmed: [availability] Transaction.offer, Transaction.Offer: iOS 17.2
///     model: Transaction.offer: iOS 17.2
///     zh-Hans/004_….txt:39:4 (zh-Hans): confirmed
/// ```
///
/// JSON: `{"claims": [{"kind", "status", "document", "path", "language", "line", "column", "text",
/// "claim", "model", "suggestion", "group"}], "summary": {"confirmed", "contradicted", "unverifiable"}}`
/// with every key present (`suggestion` `null` when absent).
public enum ClaimsReporter {
    /// The claims as text, grouped across translations, then a summary line.
    ///
    /// - Complexity: O(*n*) in the number of claims.
    public static func text(_ claims: [Claim]) -> String {
        var order: [String] = []
        var groups: [String: [Claim]] = [:]
        for (index, claim) in claims.enumerated() {
            let key = claim.group.isEmpty ? "#\(index)" : claim.group
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(claim)
        }
        var out = ""
        for key in order {
            let members = groups[key]!
            let first = members[0]
            out += "\(first.location): \(first.status.rawValue): [\(first.kind.rawValue)] \(first.claim) — '\(first.text)'\n"
            out += "    model: \(first.model)\n"
            if let suggestion = first.suggestion { out += "    suggestion: \(suggestion)\n" }
            for other in members.dropFirst() {
                out += "    \(other.location) (\(other.language)): \(other.status.rawValue) — '\(other.text)'"
                if other.status != first.status || other.model != first.model { out += "; model: \(other.model)" }
                out += "\n"
            }
        }
        return out
    }

    /// The closing summary line (`5 documents: 80 claims, 70 confirmed, 2 contradicted, 8 unverifiable`).
    public static func summary<Claims: Collection<Claim>>(_ claims: Claims, documents: Int) -> String {
        let counts = Summary(claims)
        return "verified \(documents) document\(documents == 1 ? "" : "s"): \(claims.count) claim\(claims.count == 1 ? "" : "s"), "
            + "\(counts.confirmed) confirmed, \(counts.contradicted) contradicted, \(counts.unverifiable) unverifiable"
    }

    /// The claims as JSON.
    ///
    /// Written directly, byte for byte as `JSONEncoder` writes `Output` (pretty-printed, sorted
    /// keys, slashes unescaped: `encodedThroughJSONEncoder`, which the tests compare it with):
    /// encoding a corpus's tens of thousands of claims through `JSONEncoder` was a tenth of a build
    /// with one document changed.
    /// - Complexity: O(total length of the claims' texts).
    public static func json(_ claims: [Claim]) -> String { String(decoding: jsonUTF8(claims), as: UTF8.self) }

    /// `json(_:)` as UTF-8 bytes (a large corpus's claims make tens of megabytes).
    public static func jsonUTF8(_ claims: [Claim]) -> [UInt8] {
        JSONBytes.whole { write(claims, to: &$0) }
    }

    /// `json(_:)` handed to `sink` about `chunk` bytes at a time, in order (a large corpus's claims make
    /// tens of megabytes, never whole in memory this way).
    public static func json<Claims: Collection<Claim>>(_ claims: Claims, chunk: Int = 1 << 20, sink: @escaping ([UInt8]) -> Void) {
        JSONBytes.chunked(chunk: chunk, sink: sink) { write(claims, to: &$0) }
    }

    private static func write<Claims: Collection<Claim>>(_ claims: Claims, to out: inout JSONBytes) {
        out.append("{\n  \"claims\" : ")
        out.array(claims, indent: 2) { out, claim in
            out.object(indent: 4, [
                "claim": .string(claim.claim), "column": .integer(claim.location.column),
                "document": .string(claim.location.document), "group": .string(claim.group), "kind": .string(claim.kind.rawValue),
                "language": .string(claim.language), "line": .integer(claim.location.line), "model": .string(claim.model),
                "path": .string(claim.location.path), "status": .string(claim.status.rawValue),
                "suggestion": claim.suggestion.map(JSONBytes.Value.string) ?? .null, "text": .string(claim.text),
            ])
        }
        let summary = Summary(claims)
        out.append(",\n  \"summary\" : ")
        out.object(indent: 2, [
            "confirmed": .integer(summary.confirmed), "contradicted": .integer(summary.contradicted),
            "unverifiable": .integer(summary.unverifiable),
        ])
        out.append("\n}\n")
    }

    /// `json(_:)` through `JSONEncoder`: the shape it reproduces.
    static func encodedThroughJSONEncoder(_ claims: [Claim]) -> String {
        ReportingJSON.encode(Output(claims: claims.map(Entry.init), summary: Summary(claims)))
    }

    struct Output: Encodable {
        var claims: [Entry]
        var summary: Summary
    }

    struct Summary: Encodable {
        var confirmed = 0
        var contradicted = 0
        var unverifiable = 0

        init<Claims: Sequence<Claim>>(_ claims: Claims) {
            for claim in claims {
                switch claim.status {
                case .confirmed: confirmed += 1
                case .contradicted: contradicted += 1
                case .unverifiable: unverifiable += 1
                }
            }
        }
    }

    struct Entry: Encodable {
        var kind: String
        var status: String
        var document: String
        var path: String
        var language: String
        var line: Int
        var column: Int
        var text: String
        var claim: String
        var model: String
        var suggestion: String?
        var group: String

        init(_ claim: Claim) {
            kind = claim.kind.rawValue
            status = claim.status.rawValue
            document = claim.location.document
            path = claim.location.path
            language = claim.language
            line = claim.location.line
            column = claim.location.column
            text = claim.text
            self.claim = claim.claim
            model = claim.model
            suggestion = claim.suggestion
            group = claim.group
        }

        enum CodingKeys: String, CodingKey {
            case kind, status, document, path, language, line, column, text, claim, model, suggestion, group
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(kind, forKey: .kind)
            try c.encode(status, forKey: .status)
            try c.encode(document, forKey: .document)
            try c.encode(path, forKey: .path)
            try c.encode(language, forKey: .language)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
            try c.encode(text, forKey: .text)
            try c.encode(claim, forKey: .claim)
            try c.encode(model, forKey: .model)
            try c.encode(suggestion, forKey: .suggestion)
            try c.encode(group, forKey: .group)
        }
    }
}
