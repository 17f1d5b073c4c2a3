import Foundation

/// Reads a JSON object tree with typed accessors that report the key path of a wrong value.
struct JSONReader {
    let file: String
    let path: String
    let object: [String: Any]
    let locator: JSONKeyLocator

    init(file: String, path: String, object: [String: Any], locator: JSONKeyLocator) {
        self.file = file
        self.path = path
        self.object = object
        self.locator = locator
    }

    /// Parses `data` as a JSON object.
    static func root(_ data: [UInt8], file: String) throws(ModelError) -> JSONReader {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(data), options: [.fragmentsAllowed])
        } catch {
            throw .invalidInput(location: file, message: "not valid JSON (\(String(describing: error).lowercased()))")
        }
        guard let object = value as? [String: Any] else { throw .invalidInput(location: file, message: "expected a JSON object at the top level") }
        return JSONReader(file: file, path: "", object: object, locator: JSONKeyLocator(data))
    }

    /// `file:line:column: key.path`, pointing at the key (or, for a missing key, at the enclosing one).
    func location(_ key: String) -> String { Self.location(file: file, path: path.isEmpty ? key : path + "." + key, locator: locator) }

    static func location(file: String, path: String, locator: JSONKeyLocator) -> String {
        guard let position = locator.position(of: path) else { return "\(file): \(path)" }
        return "\(file):\(position.line):\(position.column): \(path)"
    }

    func fail(_ key: String, _ message: String) -> ModelError { .invalidInput(location: location(key), message: message) }

    /// Rejects keys not in `known`.
    func checkKeys(_ known: Set<String>) throws(ModelError) {
        for key in object.keys.sorted() where !known.contains(key) {
            throw fail(key, "unknown key '\(key)' (expected one of \(known.sorted().map { "'\($0)'" }.joined(separator: ", ")))")
        }
    }

    func isAbsent(_ key: String) -> Bool { object[key] == nil || object[key] is NSNull }

    func string(_ key: String) throws(ModelError) -> String {
        guard let v = object[key] else { throw fail(key, "missing required key '\(key)'") }
        guard let s = v as? String else { throw fail(key, "expected a string, got '\(v)'") }
        return s
    }

    func optionalString(_ key: String) throws(ModelError) -> String? {
        isAbsent(key) ? nil : try string(key)
    }

    func int(_ key: String) throws(ModelError) -> Int {
        guard let v = object[key] else { throw fail(key, "missing required key '\(key)'") }
        guard !(v is String), let n = v as? NSNumber, let i = Int(exactly: n.doubleValue) else {
            throw fail(key, "expected an integer, got '\(v)'")
        }
        return i
    }

    func optionalInt(_ key: String) throws(ModelError) -> Int? { isAbsent(key) ? nil : try int(key) }

    func bool(_ key: String) throws(ModelError) -> Bool {
        guard let v = object[key] else { throw fail(key, "missing required key '\(key)'") }
        guard let b = v as? Bool, !(v is String) else { throw fail(key, "expected true or false, got '\(v)'") }
        return b
    }

    func number(_ key: String) throws(ModelError) -> Decimal? {
        if isAbsent(key) { return nil }
        if let s = object[key] as? String, let d = Decimal(string: s) { return d }
        guard let n = object[key] as? NSNumber else { throw fail(key, "expected a number, got '\(object[key]!)'") }
        return Decimal(string: n.stringValue)
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
        guard let p = SubscriptionPeriod(iso8601: s) else { throw fail(key, "'\(s)' is not an ISO 8601 period such as 'P3D', 'P1W', 'P1M' or 'P1Y'") }
        return p
    }

    func child(_ key: String) throws(ModelError) -> JSONReader {
        guard let v = object[key] else { throw fail(key, "missing required key '\(key)'") }
        guard let o = v as? [String: Any] else { throw fail(key, "expected an object") }
        return JSONReader(file: file, path: path.isEmpty ? key : path + "." + key, object: o, locator: locator)
    }

    func optionalChild(_ key: String) throws(ModelError) -> JSONReader? { isAbsent(key) ? nil : try child(key) }

    func array(_ key: String) throws(ModelError) -> [Any] {
        guard let v = object[key] else { throw fail(key, "missing required key '\(key)'") }
        guard let a = v as? [Any] else { throw fail(key, "expected an array") }
        return a
    }

    func strings(_ key: String) throws(ModelError) -> [String] {
        let a = try array(key)
        var out: [String] = []
        for (i, v) in a.enumerated() {
            guard let s = v as? String else { throw fail("\(key)[\(i)]", "expected a string, got '\(v)'") }
            out.append(s)
        }
        return out
    }

    func objects(_ key: String) throws(ModelError) -> [JSONReader] {
        let a = try array(key)
        var out: [JSONReader] = []
        for (i, v) in a.enumerated() {
            let p = (path.isEmpty ? key : path + "." + key) + "[\(i)]"
            guard let o = v as? [String: Any] else {
                throw .invalidInput(location: Self.location(file: file, path: p, locator: locator), message: "expected an object")
            }
            out.append(JSONReader(file: file, path: p, object: o, locator: locator))
        }
        return out
    }
}
