import Foundation

/// The site's JSON: sorted keys, so that the same inputs give the same bytes.
enum SiteJSON {
    static func encode<T: Encodable>(_ value: T, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        // Inside a <script> file, "</" could close a tag in an inline context; escape it anyway.
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }
}

extension ReferenceModel {
    /// The model as JSON (`--format json`).
    public func json() -> String { SiteJSON.encode(self, pretty: true) + "\n" }
}
