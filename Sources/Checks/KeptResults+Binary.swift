import AlignmentKit
import CorpusModel
import Foundation
import GlossaryKit

// The binary form (`BinaryWriter`, `BinaryReader`) of the results a build keeps between runs per
// document and per parallel group: decoding them as JSON took a quarter of a build that had one
// document touched. Each value starts with a format byte, raised whenever a field changes; other
// bytes do not decode, and the build computes the results again.

/// Reads `data`, a binary form whose first byte is `format`, with `read`, which must take every
/// byte after it.
/// - Throws: `BinaryDecodingError` for another format or trailing bytes, and what `read` throws.
func decodeWhole<T>(_ data: Data, format: UInt8, _ read: (inout BinaryReader) throws -> T) throws -> T {
    var r = BinaryReader(bytes: data.withUnsafeBytes { [UInt8]($0) })
    guard try r.byte() == format else { throw BinaryDecodingError.otherFormat }
    let value = try read(&r)
    guard r.isAtEnd else { throw BinaryDecodingError.trailingBytes }
    return value
}

extension BinaryWriter {
    /// UTF-16 units (a loose key), each as an integer.
    mutating func units(_ units: [UInt16]) { array(units) { w, unit in w.int(Int(unit)) } }

    /// A score as its bits: the same value back.
    mutating func score(_ value: Double) { int(Int(Int64(bitPattern: value.bitPattern))) }
}

extension BinaryReader {
    /// `BinaryWriter.score(_:)`'s value.
    mutating func score() throws -> Double { Double(bitPattern: UInt64(bitPattern: Int64(try int()))) }

    /// `BinaryWriter.units(_:)`'s units.
    /// - Throws: `BinaryDecodingError.unknownValue` for an integer that is no UTF-16 unit.
    mutating func units() throws -> [UInt16] {
        try array { r in
            let unit = try r.int()
            guard let value = UInt16(exactly: unit) else { throw BinaryDecodingError.unknownValue("UTF-16 unit \(unit)") }
            return value
        }
    }
}

extension FindingLocation {
    func write(to w: inout BinaryWriter) {
        w.string(document)
        w.string(path)
        w.int(line)
        w.int(column)
        w.optional(endColumn) { $0.int($1) }
    }

    init(from r: inout BinaryReader, interning names: inout RepeatedStrings) throws {
        self.init(
            document: names.shared(try r.string()), path: names.shared(try r.string()), line: try r.int(), column: try r.int(),
            endColumn: try r.optional { try $0.int() })
    }
}

extension Diagnostic {
    func write(to w: inout BinaryWriter) {
        w.string(rule)
        w.string(severity.rawValue)
        location.write(to: &w)
        w.string(message)
        w.string(text)
        w.optional(suggestion) { $0.string($1) }
        w.array(notes) { $0.string($1) }
        w.int(occurrence)
    }

    init(from r: inout BinaryReader, interning names: inout RepeatedStrings) throws {
        let rule = names.shared(try r.string())
        let severity: Severity = try r.raw()
        let location = try FindingLocation(from: &r, interning: &names)
        self.init(
            rule: rule, severity: severity, location: location, message: try r.string(), text: try r.string(),
            suggestion: try r.optional { try $0.string() }, notes: try r.array { try $0.string() },
            occurrence: try r.int())
    }
}

extension AlignedPhrasePair.Side {
    /// The document a side is in: what every phrase of one document repeats.
    struct Place: Hashable {
        var document: String
        var path: String
        var language: String
    }

    var place: Place { Place(document: document, path: path, language: language) }
}

/// The few strings that repeat through a decoded record (a parallel group's members' ids, paths and
/// languages, on every finding and in its list of documents): each decoded once into one shared
/// instance, not one copy each (a large corpus's kept phrases held hundreds of megabytes of copies).
struct RepeatedStrings {
    private var strings: [String] = []

    /// `string`, or an equal one seen before.
    mutating func shared(_ string: String) -> String {
        if let index = strings.firstIndex(of: string) { return strings[index] }
        // A group has a handful of members: a short list is all it takes.
        if strings.count < 32 { strings.append(string) }
        return string
    }
}

extension GroupResults {
    /// 3: each phrase's document, path and language as an index into a list of the record's
    /// documents (they were written out on both sides of every phrase: a third of a subtitle
    /// corpus's group results).
    /// 2: the alignments' names after the phrases.
    static let binaryFormat: UInt8 = 3

    /// The results in the binary form.
    public func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(findings) { $1.write(to: &$0) }
        var places: [AlignedPhrasePair.Side.Place] = []
        var placeIndex: [AlignedPhrasePair.Side.Place: Int] = [:]
        for pair in alignedPhrases {
            for place in [pair.source.place, pair.target.place] where placeIndex[place] == nil {
                placeIndex[place] = places.count
                places.append(place)
            }
        }
        w.array(places) { w, place in
            w.string(place.document)
            w.string(place.path)
            w.string(place.language)
        }
        w.array(alignedPhrases) { w, pair in
            for side in [pair.source, pair.target] {
                w.int(placeIndex[side.place]!)
                w.string(side.text)
                w.int(side.line)
            }
            w.score(pair.score)
        }
        w.array(alignments) { $0.string($1) }
        return Data(w.bytes)
    }

    /// Decodes `binaryEncoded()`'s bytes.
    /// - Throws: `BinaryDecodingError` for other bytes.
    public init(binary data: Data) throws {
        self = try decodeWhole(data, format: Self.binaryFormat) { r in
            var names = RepeatedStrings()
            let findings = try r.array { try Diagnostic(from: &$0, interning: &names) }
            // Each place decoded once: its phrases share its strings.
            let places = try r.array { r in
                AlignedPhrasePair.Side.Place(
                    document: names.shared(try r.string()), path: names.shared(try r.string()), language: names.shared(try r.string()))
            }
            func side(_ r: inout BinaryReader) throws -> AlignedPhrasePair.Side {
                let index = try r.int()
                guard places.indices.contains(index) else { throw BinaryDecodingError.unknownValue("phrase document \(index) of \(places.count)") }
                let place = places[index]
                return AlignedPhrasePair.Side(
                    document: place.document, path: place.path, language: place.language, text: try r.string(), line: try r.int())
            }
            let phrases = try r.array { r in
                AlignedPhrasePair(source: try side(&r), target: try side(&r), score: try r.score())
            }
            let alignments = try r.array { try $0.string() }
            return GroupResults(findings: findings, alignedPhrases: phrases, alignments: alignments)
        }
    }
}

/// The findings of a summary rule in the documents of one language, before fingerprints
/// (`DocumentResultCache.summaryFindings(_:of:)`), in a form a cache keeps.
public struct SummaryFindings: Sendable, Equatable {
    public var findings: [Diagnostic]

    public init(findings: [Diagnostic]) { self.findings = findings }

    static let binaryFormat: UInt8 = 1

    /// The findings in the binary form.
    public func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(findings) { $1.write(to: &$0) }
        return Data(w.bytes)
    }

    /// Decodes `binaryEncoded()`'s bytes.
    /// - Throws: `BinaryDecodingError` for other bytes.
    public init(binary data: Data) throws {
        self = try decodeWhole(data, format: Self.binaryFormat) { r in
            var names = RepeatedStrings()
            return SummaryFindings(findings: try r.array { try Diagnostic(from: &$0, interning: &names) })
        }
    }
}

extension UnknownTermRule.DocumentSummary {
    static let binaryFormat: UInt8 = 3

    func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(katakana.entries) { w, entry in
            w.string(entry.text)
            w.units(entry.key)
            w.int(entry.count)
            w.int(entry.start)
            w.int(entry.end - entry.start)
        }
        chinese.write(to: &w)
        return Data(w.bytes)
    }

    init(binary data: Data) throws {
        self = try decodeWhole(data, format: Self.binaryFormat) { r in
            let entries = try r.array { r in
                let text = try r.string()
                let key = try r.units()
                let count = try r.int()
                let start = try r.int()
                return UnknownTermRule.KatakanaOccurrences.Entry(text: text, key: key, count: count, start: start, end: start + (try r.int()))
            }
            return Self(katakana: .init(entries: entries), chinese: try UnknownTermRule.ChineseOccurrences(from: &r))
        }
    }
}

extension UnknownTermRule.ChineseOccurrences {
    func write(to w: inout BinaryWriter) {
        w.array(entries) { w, entry in
            w.string(entry.text)
            w.int(entry.count)
            w.int(entry.start)
            w.int(entry.end - entry.start)
            w.bool(entry.marked)
        }
    }

    init(from r: inout BinaryReader) throws {
        entries = try r.array { r in
            let text = try r.string()
            let count = try r.int()
            let start = try r.int()
            return Entry(text: text, count: count, start: start, end: start + (try r.int()), marked: try r.bool())
        }
    }
}

extension Claim {
    func write(to w: inout BinaryWriter) {
        w.string(kind.rawValue)
        w.string(status.rawValue)
        location.write(to: &w)
        w.string(language)
        w.string(text)
        w.string(claim)
        w.string(model)
        w.optional(suggestion) { $0.string($1) }
        w.string(group)
    }

    init(from r: inout BinaryReader, interning names: inout RepeatedStrings) throws {
        let kind: ClaimKind = try r.raw()
        let status: ClaimStatus = try r.raw()
        let location = try FindingLocation(from: &r, interning: &names)
        self.init(
            kind: kind, status: status, location: location, language: names.shared(try r.string()), text: try r.string(),
            claim: try r.string(), model: try r.string(), suggestion: try r.optional { try $0.string() },
            group: names.shared(try r.string()))
    }
}

/// One document's kept analysis (`DocumentResultCache`) and its binary form: its claims, its
/// findings, its term occurrences and the rules' term matches (`KeptTermMatches`), each absent when
/// not computed. (What each `DocumentSummaryRule` read of it is kept apart, as it is made.)
public struct KeptDocumentAnalysis: Sendable {
    /// 2: with the term matches. 3: each part written with its length, so that one part is read
    /// without decoding the others. 4: without the summaries.
    static let binaryFormat: UInt8 = 4

    public var claims: [Claim]?
    public var findings: [Diagnostic]?
    public var occurrences: Concordance.Part?
    public var matches: KeptTermMatches?

    /// The parts of an analysis, for decoding some of them (`init(binary:parts:)`).
    public struct Parts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let claims = Parts(rawValue: 1 << 0)
        public static let findings = Parts(rawValue: 1 << 1)
        public static let occurrences = Parts(rawValue: 1 << 2)
        public static let matches = Parts(rawValue: 1 << 3)
        public static let all: Parts = [.claims, .findings, .occurrences, .matches]
    }

    public init(
        claims: [Claim]? = nil, findings: [Diagnostic]? = nil, occurrences: Concordance.Part? = nil, matches: KeptTermMatches? = nil
    ) {
        (self.claims, self.findings, self.occurrences, self.matches) = (claims, findings, occurrences, matches)
    }

    public func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        // Each part present as its length and its bytes (written apart, then copied in).
        func part<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
            w.optional(value) { w, value in
                var part = BinaryWriter()
                write(&part, value)
                w.byteRun(part.bytes)
            }
        }
        part(claims) { w, claims in w.array(claims) { $1.write(to: &$0) } }
        part(findings) { w, findings in w.array(findings) { $1.write(to: &$0) } }
        part(occurrences) { w, part in
            w.string(part.document)
            w.array(part.counts.sorted { $0.key < $1.key }) { w, item in
                w.int(item.key)
                w.int(item.value)
            }
            w.array(part.lines.sorted { $0.key < $1.key }) { w, item in
                w.int(item.key)
                w.array(item.value) { w, line in
                    w.string(line.document)
                    w.int(line.line)
                    w.string(line.left)
                    w.string(line.match)
                    w.string(line.right)
                }
            }
        }
        part(matches) { w, matches in
            for list in [matches.exact, matches.loose] {
                w.array(list) { w, match in
                    w.int(Int(match.pattern))
                    w.int(Int(match.start))
                    w.int(Int(match.end))
                }
            }
        }
        return Data(w.bytes)
    }

    /// Decodes `binaryEncoded()`'s bytes.
    /// - Throws: `BinaryDecodingError` for other bytes.
    public init(binary data: Data) throws {
        try self.init(binary: data.withUnsafeBytes { [UInt8]($0) }, parts: .all)
    }

    /// Decodes `parts` of `binaryEncoded()`'s bytes; the others are left nil, their bytes skipped
    /// unread.
    /// - Throws: `BinaryDecodingError` for other bytes (a part is checked when it is decoded).
    public init(binary bytes: [UInt8], parts: Parts) throws {
        var r = BinaryReader(bytes: bytes)
        guard try r.byte() == Self.binaryFormat else { throw BinaryDecodingError.otherFormat }
        var names = RepeatedStrings()
        // A present part's bytes, read by `decode` when `parts` holds `part`; nil otherwise.
        func part<T>(_ part: Parts, _ decode: (inout BinaryReader) throws -> T) throws -> T? {
            guard try r.bool() else { return nil }
            let range = try r.runRange()
            guard parts.contains(part) else { return nil }
            var sub = BinaryReader(bytes: bytes, range: range)
            let value = try decode(&sub)
            guard sub.isAtEnd else { throw BinaryDecodingError.trailingBytes }
            return value
        }
        claims = try part(.claims) { r in try r.array { try Claim(from: &$0, interning: &names) } }
        findings = try part(.findings) { r in try r.array { try Diagnostic(from: &$0, interning: &names) } }
        occurrences = try part(.occurrences) { r in
            let document = try r.string()
            let counts = try r.array { r in (try r.int(), try r.int()) }
            let lines = try r.array { r in
                (
                    try r.int(),
                    try r.array { r in
                        Concordance.Line(
                            document: names.shared(try r.string()), line: try r.int(), left: try r.string(), match: try r.string(),
                            right: try r.string())
                    }
                )
            }
            return Concordance.Part(
                document: document, counts: Dictionary(counts, uniquingKeysWith: { a, _ in a }),
                lines: Dictionary(lines, uniquingKeysWith: { a, _ in a }))
        }
        matches = try part(.matches) { r in
            func number(_ r: inout BinaryReader) throws -> Int32 {
                let value = try r.int()
                guard let number = Int32(exactly: value) else { throw BinaryDecodingError.unknownValue("term match offset \(value)") }
                return number
            }
            func list(_ r: inout BinaryReader) throws -> [KeptTermMatches.Match] {
                try r.array { r in KeptTermMatches.Match(pattern: try number(&r), start: try number(&r), end: try number(&r)) }
            }
            return KeptTermMatches(exact: try list(&r), loose: try list(&r))
        }
        guard r.isAtEnd else { throw BinaryDecodingError.trailingBytes }
    }
}

extension NearMissRule.DocumentSummary {
    static let binaryFormat: UInt8 = 1

    func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(runs) { w, run in
            w.string(run.text)
            w.units(run.key)
            w.int(run.start)
            w.int(run.end - run.start)
        }
        w.array(homophones) { w, candidate in
            w.int(candidate.range.lowerBound)
            w.int(candidate.range.count)
            w.int(candidate.term)
            w.int(candidate.position)
            w.string(candidate.text)
            w.string(candidate.reading)
        }
        return Data(w.bytes)
    }

    init(binary data: Data) throws {
        self = try decodeWhole(data, format: Self.binaryFormat) { r in
            let runs = try r.array { r in
                let text = try r.string()
                let key = try r.units()
                let start = try r.int()
                return Run(text: text, key: key, start: start, end: start + (try r.int()))
            }
            let homophones = try r.array { r in
                let start = try r.int()
                let length = try r.int()
                guard start >= 0, length >= 0 else { throw BinaryDecodingError.unknownValue("span \(start)+\(length)") }
                let range = start..<(start + length)
                return NearMissRule.HomophoneCandidate(
                    range: range, term: try r.int(), position: try r.int(), text: try r.string(), reading: try r.string())
            }
            return Self(runs: runs, homophones: homophones)
        }
    }
}

extension InconsistentSpellingRule.DocumentSummary {
    static let binaryFormat: UInt8 = 1

    func binaryEncoded() -> Data {
        var w = BinaryWriter()
        w.byte(Self.binaryFormat)
        w.array(spellings) { w, spelling in
            w.string(spelling.text)
            w.units(spelling.key)
            w.int(spelling.count)
            w.int(spelling.start)
            w.int(spelling.end - spelling.start)
        }
        return Data(w.bytes)
    }

    init(binary data: Data) throws {
        self = try decodeWhole(data, format: Self.binaryFormat) { r in
            Self(spellings: try r.array { r in
                let text = try r.string()
                let key = try r.units()
                let count = try r.int()
                let start = try r.int()
                let length = try r.int()
                guard count > 0, start >= 0, length >= 0 else {
                    throw BinaryDecodingError.unknownValue("spelling \(count)× at \(start)+\(length)")
                }
                return InconsistentSpellingRule.Spelling(text: text, key: key, count: count, start: start, end: start + length)
            })
        }
    }
}

extension Bead {
    static let binaryFormat: UInt8 = 1

    /// An alignment's beads in the binary form (the index's alignment cache; JSON took a
    /// fiftieth of a build from scratch).
    public static func binaryEncoded(_ beads: [Bead]) -> Data {
        var w = BinaryWriter()
        w.byte(binaryFormat)
        w.array(beads) { w, bead in
            w.array(bead.source) { $0.int($1) }
            w.array(bead.target) { $0.int($1) }
            w.score(bead.score)
        }
        return Data(w.bytes)
    }

    /// Decodes `binaryEncoded(_:)`'s bytes.
    /// - Throws: `BinaryDecodingError` for other bytes.
    public static func beads(binary data: Data) throws -> [Bead] {
        try decodeWhole(data, format: binaryFormat) { r in
            try r.array { r in
                Bead(source: try r.array { try $0.int() }, target: try r.array { try $0.int() }, score: try r.score())
            }
        }
    }
}
