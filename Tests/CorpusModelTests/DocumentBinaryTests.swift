import Testing

@testable import CorpusModel

/// The binary form of a parsed document (the parse cache of `termbridge build`).
@Suite struct DocumentBinaryTests {
    /// A document with every field set: every optional present, every array non-empty, Unicode and
    /// negative numbers included.
    static let full: Document = {
        var document = Document(
            id: "wwdc-10", language: .japanese, kind: .subtitleTranscript, title: "サブスクリプション 🎉", abstract: "要約",
            sections: [Section(heading: "概要", level: 2, paragraphs: [0, 1], line: 3)],
            chapters: [Chapter(time: "1:05", title: "はじめに", line: 4)], resources: ["https://example.com/a"],
            relatedVideos: ["wwdc2024-10001"], site: "Xcode 日本語化計画", info: ["Platform: iOS"],
            codeListings: [
                CodeListing(
                    time: "2:00", title: "例", raw: "let a = 1\nlet b = 2", code: "let a = 1", line: 9, language: "swift"
                )
            ],
            glosses: [Gloss(text: "赢回优惠", english: "win-back offer", line: 5)],
            paragraphs: [Paragraph(text: "本文", role: .seeAlso, section: "概要", line: 5, column: 2, lastLine: 7)],
            segments: [Segment(text: "ウィンバックオファーです。", line: 5, column: 1, paragraph: 0)],
            apiMentions: [
                APIMention(
                    symbol: "Product.SubscriptionInfo", kind: .type, origin: .code, englishOnlyLink: true,
                    deprecated: true, line: 9, column: 4)
            ],
            availability: [
                AvailabilityFact(
                    platform: "iOS", version: "17.2", upperVersion: "18", relation: .range, subject: "Transaction",
                    line: 6, column: 3)
            ],
            numbers: [NumericFact(value: -3, upperValue: 1 << 40, unit: .percent, text: "−3〜", line: 6, column: 8)],
            diagnostics: [ParseDiagnostic(.warning, "unexpected 'x'", line: 2, column: 5)])
        document.markup = [SourceSpan(line: 1, column: 1, endLine: 2, endColumn: 1)]
        document.codeSpans = [SourceSpan(line: 5, column: 3, endLine: 5, endColumn: 12)]
        document.cueTimings = [CueTiming(line: 5, start: 1_500, end: 3_250), CueTiming(line: 7, start: 3_250, end: 90_061_999)]
        return document
    }()

    @Test func everyFieldOfTheFixtureIsSet() {
        // A field added to `Document` must be set here, and then written by `binaryEncoded()`: the
        // round trip below fails until it is.
        for child in Mirror(reflecting: Self.full).children {
            let value = child.value
            let isEmpty = (value as? any Collection)?.isEmpty ?? false
            let isNil =
                Mirror(reflecting: value).displayStyle == .optional && Mirror(reflecting: value).children.isEmpty
            #expect(!isEmpty && !isNil, "set '\(child.label ?? "?")' in the fixture and in the binary form")
        }
    }

    @Test func roundTripsEveryField() throws {
        #expect(try Document(binary: Self.full.binaryEncoded()) == Self.full)
        let empty = Document(id: "", language: LanguageTag("x-unknown"), kind: .markdown)
        #expect(try Document(binary: empty.binaryEncoded()) == empty)
    }

    /// Where a string's bytes are (a string of more than 15 bytes has them on the heap).
    static func storage(_ text: Substring) -> UnsafeRawPointer? {
        text.base.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test func segmentsComeBackAsSlicesOfTheirParagraphs() throws {
        var document = Document(id: "d", language: .japanese, kind: .subtitleTranscript)
        let first = "ウィンバックオファーを提示できます。 サブスクリプションを再開してもらいます。"
        let second = "プロモーションオファーとは別のものです。"
        document.paragraphs = [Paragraph(text: first, line: 1), Paragraph(text: second, line: 2)]
        let cut = first.firstIndex(of: " ")!
        document.segments = [
            Segment(slice: first[..<cut], line: 1, column: 1, paragraph: 0),
            Segment(slice: first[first.index(after: cut)...], line: 1, column: 20, paragraph: 0),
            // Not in its paragraph (as when the parser rewrites one): a string of its own.
            Segment(text: "書き換えられた文の例を示します。", line: 2, column: 1, paragraph: 1),
            Segment(slice: second[...], line: 2, column: 1, paragraph: 1),
        ]
        let decoded = try Document(binary: document.binaryEncoded())
        #expect(decoded == document)
        #expect(decoded.segments.map(\.text) == document.segments.map(\.text))
        let paragraphs = decoded.paragraphs.map { Self.storage($0.text[...]) }
        let segments = decoded.segments.map { Self.storage($0.slice) }
        #expect(paragraphs[0] != nil && paragraphs[0] != paragraphs[1])
        #expect(segments[0] == paragraphs[0] && segments[1] == paragraphs[0] && segments[3] == paragraphs[1], "one string for both")
        #expect(segments[2] != paragraphs[1], "a rewritten segment keeps its own text")
    }

    /// Paragraphs that were slices of the document's text come back as slices of the text they are
    /// decoded with (one string for the text, its paragraphs and their segments), as the parser made
    /// them; without the text, or with other bytes at their place, as strings of their own.
    @Test func paragraphsComeBackAsSlicesOfTheText() throws {
        let text = "1\n00:00:01,000 --> 00:00:02,000\nウィンバックオファーを提示できます。\n\n2\n00:00:03,000 --> 00:00:04,000\nサブスクリプションを再開してもらいます。\n"
        var document = Document(id: "d", language: .japanese, kind: .subtitleTranscript)
        let lines = ["ウィンバックオファーを提示できます。", "サブスクリプションを再開してもらいます。"].map { text.range(of: $0)! }
        document.paragraphs = lines.enumerated().map { Paragraph(slice: text[$1], line: 3 + 4 * $0) }
        // A paragraph the parser rewrote: a string of its own.
        document.paragraphs.append(Paragraph(text: "書き換えられた段落のテキストです。", line: 9))
        document.segments = SegmentList(document.paragraphs.enumerated().map { Segment(slice: $1.slice, line: $1.line, column: 1, paragraph: $0) })
        let bytes = document.binaryEncoded()

        let shared = try Document(binary: bytes, text: text)
        #expect(shared == document)
        let textStorage = Self.storage(text[...])
        #expect(textStorage != nil)
        #expect(shared.paragraphs.prefix(2).allSatisfy { Self.storage($0.slice) == textStorage }, "slices of the text")
        #expect(shared.segments.prefix(2).allSatisfy { Self.storage($0.slice) == textStorage })
        #expect(Self.storage(shared.paragraphs[2].slice) != textStorage, "a rewritten paragraph keeps its own text")
        #expect(shared.paragraphs.map { Document.place(of: $0.slice) } == document.paragraphs.map { Document.place(of: $0.slice) })

        // Without the text, or with a text whose bytes differ at a paragraph's place: equal
        // documents, that paragraph a string of its own.
        let alone = try Document(binary: bytes)
        #expect(alone == document)
        #expect(alone.paragraphs.allSatisfy { Self.storage($0.slice) != textStorage })
        let edited = text.replacingOccurrences(of: "提示", with: "表示")
        let other = try Document(binary: bytes, text: edited)
        #expect(other == document)
        #expect(Self.storage(other.paragraphs[0].slice) != Self.storage(edited[...]))
        #expect(Self.storage(other.paragraphs[1].slice) == Self.storage(edited[...]))
        // A text too short for the places, and places no text has (a damaged record): strings of their own.
        #expect(try Document(binary: bytes, text: "1\n") == document)
        #expect(Document.slice(at: Int.max, matching: Array("ウ".utf8)[...], in: text) == nil)
        #expect(Document.slice(at: (offset: Int.max, length: 2), of: "xy") == nil)
        #expect(Document.slice(at: (offset: -1, length: 1), of: "xy") == nil)
    }

    /// A segment that is a slice of its paragraph is written as its place there, not as its text
    /// again: the record holds the text once.
    @Test func aSliceSegmentIsWrittenAsItsPlace() throws {
        var document = Document(id: "d", language: .japanese, kind: .subtitleTranscript)
        let text = "ウィンバックオファーを提示できます。 サブスクリプションを再開してもらいます。"
        document.paragraphs = [Paragraph(text: text, line: 1)]
        let cut = text.firstIndex(of: " ")!
        document.segments = [
            Segment(slice: text[..<cut], line: 1, column: 1, paragraph: 0),
            Segment(slice: text[text.index(after: cut)...], line: 1, column: 20, paragraph: 0),
        ]
        let bytes = document.binaryEncoded()
        let needle = Array("サブスクリプション".utf8)
        let occurrences = bytes.indices.filter { bytes[$0...].starts(with: needle) }
        #expect(occurrences.count == 1, "the segment's text is not written again")
        #expect(try Document(binary: bytes) == document)
    }

    /// A place that splits a character's bytes, or lies past its paragraph, is an error.
    @Test func aMisplacedSegmentIsAnError() throws {
        var document = Document(id: "d", language: .japanese, kind: .subtitleTranscript)
        let text = "xウィ"
        document.paragraphs = [Paragraph(text: text, line: 1)]
        document.segments = [Segment(slice: text[text.index(after: text.startIndex)...], line: 1, column: 2, paragraph: 0)]
        let bytes = document.binaryEncoded()
        // The paragraph's bytes replaced by as many others: offset 1 is now inside `ウ`.
        let old = Array(text.utf8)
        let new = Array("ウィx".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: old) })
        var damaged = bytes
        damaged.replaceSubrange(at..<(at + old.count), with: new)
        #expect(throws: BinaryDecodingError.misplacedSegment) { try Document(binary: damaged) }
        // A place that runs past the end of the paragraph.
        #expect(Document.slice(at: (offset: 1, length: 3), of: "xy") == nil)
        #expect(Document.slice(at: (offset: 1, length: 1), of: "xy") == "y")
    }

    @Test func damagedBytesAreAnErrorNotACrash() {
        let bytes = Self.full.binaryEncoded()
        // Every truncation of the record fails to decode.
        for length in 0..<bytes.count {
            #expect(throws: BinaryDecodingError.self) { try Document(binary: Array(bytes.prefix(length))) }
        }
        #expect(throws: BinaryDecodingError.trailingBytes) { try Document(binary: bytes + [0]) }
        var otherFormat = bytes
        otherFormat[0] = Document.binaryFormat &+ 1
        #expect(throws: BinaryDecodingError.otherFormat) { try Document(binary: otherFormat) }
        // Flipping any one byte either decodes to some document or throws.
        for index in bytes.indices {
            var flipped = bytes
            flipped[index] ^= 0xFF
            _ = try? Document(binary: flipped)
        }
    }
}
