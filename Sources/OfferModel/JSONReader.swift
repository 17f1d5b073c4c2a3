import Foundation

/// Reads a JSON object tree with typed accessors that report the file, line, column and key path of
/// a wrong value (`s.json:4:28: offer.eligibility.minPaidMonths: expected an integer, got '3'`).
///
/// Types are strict: a string is not a number, `true` is not 1, `2.5` is not an integer, a string is
/// not an array of strings.
struct JSONReader {
    let file: String
    let path: String
    let node: JSONNode

    init(file: String, path: String, node: JSONNode) {
        self.file = file
        self.path = path
        self.node = node
    }

    /// Parses `data` as a JSON object; a syntax error names the line and column and what was expected.
    /// - Complexity: O(*n*) in the length of the text.
    static func root(_ data: [UInt8], file: String) throws(ModelError) -> JSONReader {
        let node = try JSONParser.parse(data, file: file)
        guard case .object = node.value else {
            throw .invalidInput(
                location: "\(file):\(node.position.line):\(node.position.column)",
                message: "expected a JSON object at the top level, found \(node.kindDescription)")
        }
        return JSONReader(file: file, path: "", node: node)
    }

    /// The keys of the object, in file order.
    var keys: [String] {
        guard case .object(let members) = node.value else { return [] }
        return members.map(\.key)
    }

    func childPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// `file:line:column: key.path`, pointing at the key (or, for a missing key, at the enclosing object).
    func location(_ key: String) -> String {
        let p = node.member(key)?.keyPosition ?? node.position
        return "\(file):\(p.line):\(p.column): \(childPath(key))"
    }

    func fail(_ key: String, _ message: String) -> ModelError {
        .invalidInput(location: location(key), message: message)
    }

    /// Rejects keys not in `known`.
    func checkKeys(_ known: Set<String>) throws(ModelError) {
        if let (key, message) = unknownKeys(known).first { throw fail(key, message) }
    }

    /// The keys not in `known`, each with a message naming the keys expected, in file order.
    func unknownKeys(_ known: Set<String>) -> [(key: String, message: String)] {
        keys.filter { !known.contains($0) }.map { key in
            (key, "unknown key '\(key)' (expected one of \(known.sorted().map { "'\($0)'" }.joined(separator: ", ")))")
        }
    }

    func isAbsent(_ key: String) -> Bool {
        guard let m = node.member(key) else { return true }
        if case .null = m.value.value { return true }
        return false
    }

    private func required(_ key: String) throws(ModelError) -> JSONNode {
        guard let m = node.member(key) else { throw fail(key, "missing required key '\(key)'") }
        return m.value
    }

    func string(_ key: String) throws(ModelError) -> String {
        let v = try required(key)
        guard case .string(let s) = v.value else { throw fail(key, "expected a string, got '\(v.shortDescription)'") }
        return s
    }

    func optionalString(_ key: String) throws(ModelError) -> String? {
        isAbsent(key) ? nil : try string(key)
    }

    func int(_ key: String) throws(ModelError) -> Int {
        let v = try required(key)
        guard case .number(let literal) = v.value, let i = Self.integer(literal) else {
            throw fail(key, "expected an integer, got '\(v.shortDescription)'")
        }
        return i
    }

    /// The integer a number literal stands for (`3`, `3.0`, `3e0`), or `nil` for a fraction or one out of range.
    static func integer(_ literal: String) -> Int? {
        if let i = Int(literal) { return i }
        guard let d = Double(literal), d.rounded() == d else { return nil }
        return Int(exactly: d)
    }

    func optionalInt(_ key: String) throws(ModelError) -> Int? { isAbsent(key) ? nil : try int(key) }

    func bool(_ key: String) throws(ModelError) -> Bool {
        let v = try required(key)
        guard case .bool(let b) = v.value else {
            throw fail(key, "expected true or false, got '\(v.shortDescription)'")
        }
        return b
    }

    func optionalBool(_ key: String) throws(ModelError) -> Bool? { isAbsent(key) ? nil : try bool(key) }

    /// A number, or a string holding one (`.storekit` prices are strings such as `"4.99"`).
    func number(_ key: String) throws(ModelError) -> Decimal? {
        if isAbsent(key) { return nil }
        let v = try required(key)
        switch v.value {
        case .number(let literal):
            if let d = Decimal(string: literal) { return d }
        case .string(let s):
            if let d = Decimal(string: s), s.allSatisfy({ "0123456789.-+eE".contains($0) }) { return d }
        default:
            break
        }
        throw fail(key, "expected a number, got '\(v.shortDescription)'")
    }

    func day(_ key: String) throws(ModelError) -> Day {
        let s = try string(key)
        guard let d = Day(s) else { throw fail(key, "'\(s)' is not a date in the form YYYY-MM-DD") }
        return d
    }

    func optionalDay(_ key: String) throws(ModelError) -> Day? { isAbsent(key) ? nil : try day(key) }

    func period(_ key: String) throws(ModelError) -> SubscriptionPeriod {
        let s = try string(key)
        if SubscriptionPeriod.exceedsMaximum(s) {
            throw fail(key, "'\(s)' has more than \(SubscriptionPeriod.maximumValue) units, the model's bound for a period")
        }
        guard let p = SubscriptionPeriod(iso8601: s) else {
            throw fail(key, "'\(s)' is not an ISO 8601 period such as 'P3D', 'P1W', 'P1M' or 'P1Y'")
        }
        return p
    }

    func child(_ key: String) throws(ModelError) -> JSONReader {
        let v = try required(key)
        guard case .object = v.value else { throw fail(key, "expected an object, got '\(v.shortDescription)'") }
        return JSONReader(file: file, path: childPath(key), node: v)
    }

    func optionalChild(_ key: String) throws(ModelError) -> JSONReader? { isAbsent(key) ? nil : try child(key) }

    private func elements(_ key: String) throws(ModelError) -> [JSONNode] {
        let v = try required(key)
        guard case .array(let elements) = v.value else {
            throw fail(key, "expected an array, got '\(v.shortDescription)'")
        }
        return elements
    }

    private func elementLocation(_ key: String, _ i: Int, _ element: JSONNode) -> String {
        "\(file):\(element.position.line):\(element.position.column): \(childPath(key))[\(i)]"
    }

    func strings(_ key: String) throws(ModelError) -> [String] {
        var out: [String] = []
        for (i, v) in try elements(key).enumerated() {
            guard case .string(let s) = v.value else {
                throw .invalidInput(
                    location: elementLocation(key, i, v), message: "expected a string, got '\(v.shortDescription)'")
            }
            out.append(s)
        }
        return out
    }

    func objects(_ key: String) throws(ModelError) -> [JSONReader] {
        var out: [JSONReader] = []
        for (i, v) in try elements(key).enumerated() {
            guard case .object = v.value else {
                throw .invalidInput(
                    location: elementLocation(key, i, v), message: "expected an object, got '\(v.shortDescription)'")
            }
            out.append(JSONReader(file: file, path: childPath(key) + "[\(i)]", node: v))
        }
        return out
    }
}
