import Foundation

/// What `glossary import` was given: CSV, or a TBX file passed where CSV is expected.
public enum GlossaryImportSource {
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
