/// An error from the ICU text layer. Messages are lowercase and quote user values.
public enum ICUError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No transliterator exists for the id (or compound id).
    case unknownTransliterator(id: String, code: Int32)
    /// No collator could be opened for the locale.
    case unknownCollation(locale: String, code: Int32)
    /// ICU could not open a break iterator for the locale.
    case breakIteratorUnavailable(locale: String, code: Int32)
    /// ICU does not know the charset name.
    case unknownCharset(name: String, code: Int32)
    /// The bytes of `source` are not text in any encoding ICU could determine; `byteOffset` (from 0)
    /// and `line` (from 1) locate the first byte that is not valid UTF-8.
    case undetectableEncoding(source: String, byteOffset: Int, line: Int)
    /// The bytes of `source` look like binary data (NUL or control bytes); `byteOffset` and `line`
    /// locate the first such byte.
    case binaryContent(source: String, byteOffset: Int, line: Int)
    /// The bytes are invalid in the named encoding at about `byteOffset`.
    case invalidBytes(source: String, encoding: String, byteOffset: Int)
    /// Any other ICU failure, with ICU's error code.
    case failed(operation: String, code: Int32)

    public var description: String {
        switch self {
        case .unknownTransliterator(let id, let code):
            return "unknown transliterator id '\(id)' (\(ICUStatus.name(code)))"
        case .unknownCollation(let locale, let code):
            return "no collator for locale '\(locale)' (\(ICUStatus.name(code)))"
        case .breakIteratorUnavailable(let locale, let code):
            return "no break iterator for locale '\(locale)' (\(ICUStatus.name(code)))"
        case .unknownCharset(let name, let code):
            return "unknown charset '\(name)' (\(ICUStatus.name(code)))"
        case .undetectableEncoding(let source, let offset, let line):
            return "file '\(source)' is not valid UTF-8 (first invalid byte at offset \(offset), line \(line)) and its "
                + "encoding could not be detected"
        case .binaryContent(let source, let offset, let line):
            return "file '\(source)' looks like binary data, not text (control byte at offset \(offset), line \(line))"
        case .invalidBytes(let source, let encoding, let offset):
            return "file '\(source)' has bytes that are invalid in '\(encoding)' near byte \(offset)"
        case .failed(let operation, let code):
            return "icu \(operation) failed (\(ICUStatus.name(code)))"
        }
    }
}
