import TextKit

/// One format specifier of an app string: `%@`, `%lld`, `%1$@`, `%.2f`, `%#@name@`, `%%`, or the
/// `%arg` of a catalogue substitution.
public struct FormatPlaceholder: Sendable, Hashable {
    /// What the argument must be; two specifiers of different kinds read the argument differently
    /// (`%@` given an integer crashes).
    public enum Kind: String, Sendable, Hashable {
        case object = "an object (%@)"
        case int32 = "a 32-bit integer"
        case int64 = "a 64-bit integer"
        case double = "a floating-point number"
        case cString = "a C string"
        case character = "a character"
        case pointer = "a pointer"
        /// `%#@name@`: a substitution or `.stringsdict` variable.
        case substitution = "a substitution"
        /// `%%`: a literal percent sign.
        case percent = "a literal '%'"
        /// `%arg`: the argument of a substitution.
        case argument = "the substitution argument (%arg)"
    }

    /// The specifier as written.
    public var text: String
    public var kind: Kind
    /// The explicit position (`1` of `%1$@`), if any.
    public var position: Int?
    /// The variable name of a `%#@name@`.
    public var name: String?
    /// The UTF-16 offset of the `%` in the text it was read from.
    public var utf16Offset: Int

    public init(text: String, kind: Kind, position: Int?, name: String?, utf16Offset: Int) {
        self.text = text
        self.kind = kind
        self.position = position
        self.name = name
        self.utf16Offset = utf16Offset
    }

    /// The specifiers of `text`, in order. A `%` followed by nothing a specifier can be is skipped
    /// (`100% free` has none); the space flag is not read, so that `100% sure` is no `% s`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func all(in text: String) -> [FormatPlaceholder] {
        let units = UTF16Transcoding.units(of: text)
        var result: [FormatPlaceholder] = []
        var index = 0
        func unit(_ at: Int) -> UInt16? { at < units.count ? units[at] : nil }
        func isDigit(_ u: UInt16?) -> Bool { u.map { (0x30...0x39).contains($0) } ?? false }
        while index < units.count {
            guard units[index] == 0x25 else {
                index += 1
                continue
            }
            let start = index
            var cursor = index + 1
            if unit(cursor) == 0x25 {
                result.append(
                    FormatPlaceholder(text: "%%", kind: .percent, position: nil, name: nil, utf16Offset: start))
                index = cursor + 1
                continue
            }
            // %arg
            if Array(units[cursor..<min(units.count, cursor + 3)]) == Array("arg".utf16) {
                result.append(
                    FormatPlaceholder(text: "%arg", kind: .argument, position: nil, name: nil, utf16Offset: start))
                index = cursor + 3
                continue
            }
            var position: Int?
            var digits = cursor
            while isDigit(unit(digits)) { digits += 1 }
            if digits > cursor, unit(digits) == 0x24 {
                position = Int(UTF16Transcoding.string(units[cursor..<digits]))
                cursor = digits + 1
            }
            // %#@name@
            if unit(cursor) == 0x23, unit(cursor + 1) == 0x40 {
                var end = cursor + 2
                while end < units.count, units[end] != 0x40, units[end] != 0x20 { end += 1 }
                if unit(end) == 0x40 {
                    let name = UTF16Transcoding.string(units[(cursor + 2)..<end])
                    result.append(
                        FormatPlaceholder(
                            text: UTF16Transcoding.string(units[start...end]), kind: .substitution,
                            position: position, name: name, utf16Offset: start))
                    index = end + 1
                    continue
                }
            }
            // flags, width, precision
            while let u = unit(cursor), [0x2D, 0x2B, 0x23, 0x30, 0x27].contains(u) { cursor += 1 }
            while isDigit(unit(cursor)) || unit(cursor) == 0x2A { cursor += 1 }
            if unit(cursor) == 0x2E {
                cursor += 1
                while isDigit(unit(cursor)) || unit(cursor) == 0x2A { cursor += 1 }
            }
            // length
            var wide = false
            var lengthUnits = 0
            while let u = unit(cursor), [0x68, 0x6C, 0x71, 0x4C, 0x7A, 0x74, 0x6A].contains(u), lengthUnits < 2 {
                if u != 0x68 { wide = true }
                cursor += 1
                lengthUnits += 1
            }
            guard let conversion = unit(cursor) else {
                index = start + 1
                continue
            }
            let kind: Kind?
            switch UnicodeScalar(conversion).map(Character.init) {
            case "@": kind = .object
            case "d", "i", "u", "o", "x", "X", "D", "U", "O": kind = wide ? .int64 : .int32
            case "f", "F", "e", "E", "g", "G", "a", "A": kind = .double
            case "s", "S": kind = .cString
            case "c", "C": kind = .character
            case "p": kind = .pointer
            default: kind = nil
            }
            guard let kind else {
                index = start + 1
                continue
            }
            result.append(
                FormatPlaceholder(
                    text: UTF16Transcoding.string(units[start...cursor]), kind: kind, position: position,
                    name: nil,
                    utf16Offset: start))
            index = cursor + 1
        }
        return result
    }

    /// `text` without its placeholders: its words (a `.stringsdict` format key such as `%#@count@`
    /// has none; `%1$@ %2$@` leaves a space).
    public static func removingAll(from text: String) -> String {
        var units = UTF16Transcoding.units(of: text)
        for placeholder in all(in: text).reversed() {
            units.removeSubrange(placeholder.utf16Offset..<placeholder.utf16Offset + placeholder.text.utf16.count)
        }
        return UTF16Transcoding.string(units)
    }
}
