/// Finds the line and column of every key and array element in JSON text, by key path
/// (`offer.eligibility.minPaidMonths`, `history[2].date`), so errors can point into the file.
///
/// A lenient scanner, run only on text that `JSONSerialization` has already accepted.
/// - Complexity: O(n) in the length of the text.
struct JSONKeyLocator: Sendable {
    /// A 1-based line and column (columns count Unicode scalars).
    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    private enum Frame {
        case object(path: String, key: String?, expectingKey: Bool)
        case array(path: String, index: Int, elementStarted: Bool)
    }

    private(set) var positions: [String: Position] = [:]

    init(_ bytes: [UInt8]) {
        var stack: [Frame] = []
        var line = 1, column = 1
        var i = 0

        func child(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }

        /// The path of a value starting now, recording array elements as they start.
        func valuePath(at position: Position) -> String {
            guard let top = stack.last else { return "" }
            switch top {
            case let .object(path, key, _):
                return child(path, key ?? "")
            case let .array(path, index, started):
                let p = "\(path)[\(index)]"
                if !started {
                    positions[p] = position
                    stack[stack.count - 1] = .array(path: path, index: index, elementStarted: true)
                }
                return p
            }
        }

        while i < bytes.count {
            let b = bytes[i]
            let here = Position(line: line, column: column)
            switch b {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
                i += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                break
            case UInt8(ascii: "{"):
                let p = valuePath(at: here)
                stack.append(.object(path: p, key: nil, expectingKey: true))
            case UInt8(ascii: "["):
                let p = valuePath(at: here)
                stack.append(.array(path: p, index: 0, elementStarted: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                if let top = stack.last {
                    switch top {
                    case let .object(path, key, _): stack[stack.count - 1] = .object(path: path, key: key, expectingKey: true)
                    case let .array(path, index, _): stack[stack.count - 1] = .array(path: path, index: index + 1, elementStarted: false)
                    }
                }
            case UInt8(ascii: "\""):
                var j = i + 1
                var raw: [UInt8] = []
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\"), j + 1 < bytes.count {
                        raw.append(bytes[j])
                        j += 1
                    }
                    raw.append(bytes[j])
                    j += 1
                }
                if case let .object(path, _, true)? = stack.last {
                    let key = String(decoding: raw, as: UTF8.self)
                    positions[child(path, key)] = here
                    stack[stack.count - 1] = .object(path: path, key: key, expectingKey: false)
                } else {
                    _ = valuePath(at: here)
                }
                column += raw.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) } + 2
                i = j + 1
                continue
            default:
                _ = valuePath(at: here)
            }
            if (b & 0xC0) != 0x80 { column += 1 }
            i += 1
        }
    }

    /// The position of `path`, or of its nearest enclosing key or element.
    func position(of path: String) -> Position? {
        var p = path
        while !p.isEmpty {
            if let found = positions[p] { return found }
            if let cut = p.lastIndex(where: { $0 == "." || $0 == "[" }) { p = String(p[..<cut]) } else { break }
        }
        return nil
    }
}
