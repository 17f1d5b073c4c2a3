/// A JSON value with the line and column where it starts, as ``JSONParser`` reads it.
///
/// Numbers keep their literal text, so an integer field can refuse `2.5` and a price keeps every
/// digit; booleans are their own case, so `true` is never read as the number 1.
struct JSONNode: Sendable {
    /// A 1-based line and column (columns count Unicode scalars).
    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// One member of an object, with where its key starts.
    struct Member: Sendable {
        var key: String
        var keyPosition: Position
        var value: JSONNode
    }

    enum Value: Sendable {
        case null
        case bool(Bool)
        /// The number's literal text, as it stands in the file.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in file order; keys are unique (the parser refuses duplicates).
        case object([Member])
    }

    var value: Value
    var position: Position

    /// The member named `key` of an object, or `nil`.
    func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }
    }

    /// What kind of value this is, for a message: `a string`, `an array`…
    var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// How the value reads in a message: a string's text, a literal, or a description of a container.
    var shortDescription: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n
        case .string(let s): return s
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
