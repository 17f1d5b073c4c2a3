extension LocalizationFile {
    /// The result of applying edits: the new file bytes (in the file's own encoding), the edits
    /// made and the edits left out, each with the reason.
    public struct EditResult: Sendable {
        public var bytes: [UInt8]
        public var applied: [ValueEdit]
        public var skipped: [(edit: ValueEdit, reason: String)]
    }

    /// This file's bytes with `edits` made: each replaces its `original` text at its position, only
    /// inside a value, with the replacement escaped for the format; every other byte stays as it
    /// was, the encoding and byte order mark included.
    ///
    /// The same edit given twice (two rules with one fix) is made once. An edit whose text is not at
    /// its position, that is not inside one value, or that overlaps an earlier edit is skipped with
    /// the reason.
    ///
    /// - Throws: `LocalizationFormatError` when the file cannot be written back byte for byte (a
    ///   binary property list, or bytes that do not survive decoding and encoding unchanged).
    /// - Complexity: O(*n* + *e* log *e*) for a file of *n* bytes and *e* edits.
    public func applying(_ edits: [ValueEdit]) throws(LocalizationFormatError) -> EditResult {
        guard encoding != .binaryPropertyList, encoding.encode(text.bytes) == originalBytes else {
            throw LocalizationFormatError(
                path: path,
                message: encoding == .binaryPropertyList
                    ? "a binary property list cannot be fixed in place"
                    : "the file does not re-encode byte for byte; it was not changed")
        }
        // A value continued over lines (PO) is edited inside one of its pieces.
        let valueRanges = entries.flatMap { $0.values.flatMap(\.pieces) }.sorted { $0.lowerBound < $1.lowerBound }
        func enclosingValue(_ range: Range<Int>) -> Bool {
            var low = 0
            var high = valueRanges.count
            while low < high {
                let middle = (low + high) / 2
                if valueRanges[middle].lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return false }
            let candidate = valueRanges[low - 1]
            return candidate.lowerBound <= range.lowerBound && range.upperBound <= candidate.upperBound
        }
        var located: [(range: Range<Int>, edit: ValueEdit)] = []
        var skipped: [(edit: ValueEdit, reason: String)] = []
        var seen: Set<ValueEdit> = []
        for edit in edits where seen.insert(edit).inserted {
            let needle = Array(edit.original.utf8)
            guard let start = text.offset(of: edit.position), start + needle.count <= text.bytes.count,
                text.bytes[start..<start + needle.count].elementsEqual(needle)
            else {
                skipped.append((edit, "'\(edit.original)' is not at \(edit.position)"))
                continue
            }
            let range = start..<start + needle.count
            guard enclosingValue(range) else {
                skipped.append((edit, "'\(edit.original)' at \(edit.position) is not inside one value"))
                continue
            }
            located.append((range, edit))
        }
        located.sort { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
        var output: [UInt8] = []
        output.reserveCapacity(text.bytes.count)
        var cursor = 0
        var applied: [ValueEdit] = []
        for (range, edit) in located {
            guard range.lowerBound >= cursor else {
                skipped.append((edit, "'\(edit.original)' at \(edit.position) overlaps another fix"))
                continue
            }
            output += text.bytes[cursor..<range.lowerBound]
            output += Array(StringsEscaping.escape(edit.replacement, for: format).utf8)
            cursor = range.upperBound
            applied.append(edit)
        }
        output += text.bytes[cursor...]
        guard let encoded = encoding.encode(output) else {
            throw LocalizationFormatError(
                path: path, message: "the fixed text cannot be encoded as \(encoding.rawValue)")
        }
        return EditResult(bytes: encoded, applied: applied, skipped: skipped)
    }
}
