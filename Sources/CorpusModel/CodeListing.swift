/// A code listing: its optional timestamp and title, the text as found, and the restored code
/// (line breaks and indentation rebuilt when the source flattened it onto one line).
public struct CodeListing: Hashable, Sendable, Codable {
    public var time: String?
    public var title: String?
    public var raw: String
    public var code: String
    public var line: Int
    /// The language a Markdown fence names (`yaml` in ```` ```yaml ````), if any.
    public var language: String?

    public init(time: String? = nil, title: String? = nil, raw: String, code: String, line: Int, language: String? = nil) {
        self.language = language
        self.time = time
        self.title = title
        self.raw = raw
        self.code = code
        self.line = line
    }
}
