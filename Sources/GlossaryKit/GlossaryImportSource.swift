import Foundation

/// What `glossary import` was given: CSV, or a TBX file passed where CSV is expected.
public enum GlossaryImportSource {
    /// What `data` is when it is a kind of file no glossary comes in — a ZIP archive (an Excel workbook,
    /// a zipped TBX), a PDF, an SQLite database, an old Office file —, said for a message
    /// (`a ZIP archive (an Excel workbook or a zipped TBX?)`); nil for anything else, which the TBX or
    /// CSV reader then reads or refuses with its own located message. Glossaries are often kept as
    /// spreadsheets, and an XML parser's complaint about such a file (`empty document`) tells nothing.
    public static func foreignFormat(_ data: Data) -> String? {
        let signatures: [(bytes: [UInt8], what: String)] = [
            ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive (an Excel workbook or a zipped TBX?)"),
            ([0x50, 0x4B, 0x05, 0x06], "an empty ZIP archive"),
            (Array("%PDF-".utf8), "a PDF document"),
            (Array("SQLite format 3".utf8) + [0], "an SQLite database"),
            ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], "an old Microsoft Office file (an .xls workbook?)"),
            ([0x1F, 0x8B], "a gzip archive"),
        ]
        return signatures.first { data.starts(with: $0.bytes) }?.what
    }

    /// The message for a file ``foreignFormat(_:)`` recognises.
    public static func foreignFormatMessage(_ what: String) -> String {
        "this is \(what), not a glossary: TermBridge reads TBX (XML) and CSV glossaries "
            + "(save a spreadsheet as CSV UTF-8 with the header 'id,subjectField,en,ja,zh-Hans'; unzip a zipped TBX)"
    }

    /// True when `data` starts (after a BOM and white space) with `<`: XML, not CSV.
    public static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(4096)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    /// `glossary`'s concepts merged into `base`: a concept with the id of one in `base` replaces it,
    /// the others are added.
    ///
    /// - Complexity: O(*n* + *m*) for *n* and *m* concepts.
    public static func merge(_ glossary: Glossary, into base: Glossary) -> Glossary {
        var merged = base
        var index: [String: Int] = [:]
        for (i, concept) in merged.concepts.enumerated() { index[concept.id] = i }
        for concept in glossary.concepts {
            if let i = index[concept.id] {
                merged.concepts[i] = concept
            } else {
                index[concept.id] = merged.concepts.count
                merged.concepts.append(concept)
            }
        }
        return merged
    }
}
