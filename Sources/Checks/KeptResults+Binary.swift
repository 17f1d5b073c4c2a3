import CorpusModel
import Foundation

// The binary form (`BinaryWriter`, `BinaryReader`) of the results a build keeps between runs per
// document and per parallel group: decoding them as JSON took a quarter of a build that had one
// document touched. Each value starts with a format byte, raised whenever a field changes; other
// bytes do not decode, and the build computes the results again.

extension Diagnostic {
    func write(to w: inout BinaryWriter) {
        w.string(rule)
        w.string(severity.rawValue)
        w.string(location.document)
        w.string(location.path)
        w.int(location.line)
        w.int(location.column)
        w.optional(location.endColumn) { $0.int($1) }
        w.string(message)
        w.string(text)
        w.optional(suggestion) { $0.string($1) }
        w.array(notes) { $0.string($1) }
        w.int(occurrence)
    }

    init(from r: inout BinaryReader) throws {
        let rule = try r.string()
        let severity: Severity = try r.raw()
        let location = FindingLocation(
            document: try r.string(), path: try r.string(), line: try r.int(), column: try r.int(),
            endColumn: try r.optional { try $0.int() })
        self.init(
            rule: rule, severity: severity, location: location, message: try r.string(), text: try r.string(),
            suggestion: try r.optional { try $0.string() }, notes: try r.array { try $0.string() },
            occurrence: try r.int())
    }
}

extension AlignedPhrasePair.Side {
    func write(to w: inout BinaryWriter) {
        w.string(document)
        w.string(path)
        w.string(language)
        w.string(text)
        w.int(line)
    }

    init(from r: inout BinaryReader) throws {
        self.init(document: try r.string(), path: try r.string(), language: try r.string(), text: try r.string(), line: try r.int())
    }
}

extension GroupResults {
    static let binaryFormat: UInt8 = 1

    /// The results in the binary form.
    public func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(findings) { $1.write(to: &$0) }
        w.array(alignedPhrases) { w, pair in
            pair.source.write(to: &w)
            pair.target.write(to: &w)
            // The score's bits: the same value back.
            w.int(Int(Int64(bitPattern: pair.score.bitPattern)))
        }
        return Data(w.bytes)
    }

    /// Decodes `binaryEncoded()`'s bytes.
    /// - Throws: `BinaryDecodingError` for other bytes.
    public init(binary data: Data) throws {
        var r = BinaryReader(bytes: [UInt8](data))
        guard try r.byte() == Self.binaryFormat else { throw BinaryDecodingError.otherFormat }
        let findings = try r.array { try Diagnostic(from: &$0) }
        let phrases = try r.array { r in
            AlignedPhrasePair(
                source: try AlignedPhrasePair.Side(from: &r), target: try AlignedPhrasePair.Side(from: &r),
                score: Double(bitPattern: UInt64(bitPattern: Int64(try r.int()))))
        }
        guard r.isAtEnd else { throw BinaryDecodingError.trailingBytes }
        self.init(findings: findings, alignedPhrases: phrases)
    }
}

extension UnknownTermRule.ChineseOccurrences {
    static let binaryFormat: UInt8 = 2

    func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(entries) { w, entry in
            w.string(entry.text)
            w.int(entry.count)
            w.int(entry.start)
            w.int(entry.end - entry.start)
            w.bool(entry.marked)
        }
        return Data(w.bytes)
    }

    init(binary data: Data) throws {
        var r = BinaryReader(bytes: [UInt8](data))
        guard try r.byte() == Self.binaryFormat else { throw BinaryDecodingError.otherFormat }
        entries = try r.array { r in
            let text = try r.string()
            let count = try r.int()
            let start = try r.int()
            return Entry(text: text, count: count, start: start, end: start + (try r.int()), marked: try r.bool())
        }
        guard r.isAtEnd else { throw BinaryDecodingError.trailingBytes }
    }
}
