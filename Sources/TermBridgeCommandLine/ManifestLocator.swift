/// The line and column of each document entry of a corpus manifest, and of each key inside an
/// entry, so that problems with an entry point into `corpus.json`.
///
/// A lenient scanner over text that `JSONSerialization` has already accepted: it follows strings,
/// objects and arrays and records the entries of the top-level `documents` array.
struct ManifestLocator {
    /// A 1-based line and column (columns count Unicode scalars).
    struct Position: Hashable, Sendable {
        var line: Int
        var column: Int
    }

    /// Where each entry's object starts, by index in `documents`.
    private(set) var entries: [Position] = []
    /// Where each key of each entry is, by entry index and key.
    private(set) var keys: [Int: [String: Position]] = [:]

    /// - Complexity: O(n) in the length of the text.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var column = 1
        var stack: [Unicode.Scalar] = []
        var topKey: String?
        var inDocuments = false
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let here = Position(line: line, column: column)
            switch c {
            case "\"":
                // A string: read it whole, then decide whether it is a key.
                var value = String.UnicodeScalarView()
                var j = i + 1
                while j < scalars.count && scalars[j] != "\"" {
                    if scalars[j] == "\\" && j + 1 < scalars.count {
                        value.append(scalars[j + 1])
                        j += 2
                    } else {
                        value.append(scalars[j])
                        j += 1
                    }
                }
                var k = j + 1
                while k < scalars.count && [" ", "\t", "\n", "\r"].contains(scalars[k]) { k += 1 }
                if k < scalars.count && scalars[k] == ":" {
                    let key = String(value)
                    if stack.count == 1 { topKey = key }
                    if stack.count == 3 && inDocuments && !entries.isEmpty {
                        keys[entries.count - 1, default: [:]][key] = here
                    }
                }
                for s in scalars[i...min(j, scalars.count - 1)] {
                    if s == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                i = j + 1
                continue
            case "{", "[":
                if stack.count == 1 && c == "[" && topKey == "documents" { inDocuments = true }
                if stack.count == 2 && c == "{" && inDocuments { entries.append(here) }
                stack.append(c)
            case "}", "]":
                if !stack.isEmpty { stack.removeLast() }
                if stack.count == 1 { inDocuments = false }
            default: break
            }
            if c == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += 1
        }
    }

    /// The position of `key` in entry `index`, else of the entry, else the top of the file.
    func position(entry index: Int, key: String? = nil) -> Position {
        if let key, let position = keys[index]?[key] { return position }
        return index < entries.count ? entries[index] : Position(line: 1, column: 1)
    }
}
