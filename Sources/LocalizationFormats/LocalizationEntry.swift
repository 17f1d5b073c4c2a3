/// One key of an app string file with its source text and every value the file holds for it.
public struct LocalizationEntry: Sendable, Hashable {
    /// The key (for `.stringsdict`-derived XLIFF units, the unit id).
    public var key: String
    /// Where the key is written.
    public var position: TextPosition
    /// The source text in `LocalizationFile.sourceLanguage`: the source language's own value when
    /// the file has one, else the key when it reads as text; nil when unknown (a `.strings` table
    /// with identifier keys).
    public var source: String?
    /// The source values, one per variation (empty when the file writes none).
    public var sourceValues: [LocalizedValue]
    /// The translated values (every language but the source), one per language and variation.
    public var values: [LocalizedValue]
    /// The developer's comment, if any.
    public var comment: String?
    /// False for `shouldTranslate: false` entries and `translate="no"` units.
    public var shouldTranslate: Bool
    /// The catalogue's `extractionState` (`manual`, `stale`, `extracted_with_value`, `migrated`),
    /// nil when absent (extracted from code).
    public var extractionState: String?

    public init(
        key: String, position: TextPosition, source: String?, sourceValues: [LocalizedValue] = [],
        values: [LocalizedValue] = [], comment: String? = nil, shouldTranslate: Bool = true,
        extractionState: String? = nil
    ) {
        self.key = key
        self.position = position
        self.source = source
        self.sourceValues = sourceValues
        self.values = values
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
    }

    /// The key as messages show it: whole up to 80 characters, else its first 79 and `…` (a PO
    /// file's key is its source text, a whole paragraph of documentation at times).
    public var shownKey: String { key.count <= 80 ? key : key.prefix(79) + "…" }

    /// The source value of a variation: the same variation when the source has it, else the
    /// source's `other` of the same group, else the plain source text.
    public func sourceText(for variation: String) -> String? {
        if let same = sourceValues.first(where: { $0.variation == variation }) { return same.text }
        if let dot = variation.lastIndex(of: ".") {
            let other = variation[..<dot] + ".other"
            if let value = sourceValues.first(where: { $0.variation == other }) { return value.text }
        }
        return sourceValues.first { $0.variation.isEmpty }?.text ?? source
    }
}
