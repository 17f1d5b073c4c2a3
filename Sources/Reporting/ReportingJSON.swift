import Foundation

/// JSON encoding shared by the reporters: pretty, sorted keys, slashes unescaped, trailing newline.
enum ReportingJSON {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The reporters' models hold only strings, numbers, booleans, arrays and nested models,
        // which JSONEncoder always encodes.
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
