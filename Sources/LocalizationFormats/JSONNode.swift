/// A JSON value with the byte offsets where it is written, as `JSONScanner` reads it.
///
/// Foundation's `JSONSerialization` gives no positions; findings in a String Catalog need the line
/// and column of every string, so the catalogue reader walks these nodes instead.
indirect enum JSONNode: Sendable, Hashable {
    /// Members in file order: the key, the byte offset of its opening quote, the value.
    case object([(key: String, offset: Int, value: JSONNode)], offset: Int)
    case array([JSONNode], offset: Int)
    /// The decoded string and the byte range of its characters between the quotes.
    case string(String, range: Range<Int>)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String, offset: Int)

    static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.offset == rhs.offset && lhs.kind == rhs.kind }
    func hash(into hasher: inout Hasher) { hasher.combine(offset) }

    /// Where the value starts (its opening quote or bracket).
    var offset: Int {
        switch self {
        case .object(_, let offset), .array(_, let offset), .literal(_, let offset): offset
        case .string(_, let range): range.lowerBound - 1
        }
    }

    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .literal(let text, _):
            text == "true" || text == "false" ? "a boolean" : text == "null" ? "null" : "a number"
        }
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object (empty for anything else).
    var members: [(key: String, offset: Int, value: JSONNode)] {
        if case .object(let members, _) = self { return members }
        return []
    }

    /// The decoded text of a string value.
    var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The value of `true` or `false`.
    var boolValue: Bool? {
        if case .literal(let text, _) = self { return text == "true" ? true : text == "false" ? false : nil }
        return nil
    }
}
