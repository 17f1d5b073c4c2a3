import Foundation

/// The site's JSON: sorted keys, so that the same inputs give the same bytes.
enum SiteJSON {
    static func encode<T: Encodable>(_ value: T, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        // Inside a <script> file, "</" could close a tag in an inline context; escape it anyway
        // (on the bytes: Foundation's replacing on the text was a fifth of writing the site's search data).
        var escaped: [UInt8] = []
        escaped.reserveCapacity(data.count)
        var previous: UInt8 = 0
        for byte in data {
            if previous == UInt8(ascii: "<") && byte == UInt8(ascii: "/") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
            previous = byte
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}

extension ReferenceModel {
    /// The model as JSON (`--format json`).
    public func json() -> String { SiteJSON.encode(self, pretty: true) + "\n" }
}
