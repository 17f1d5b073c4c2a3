import TextKit

/// A text searched for many code names (`ParityAPIMentionRule.codeOccurrences(of:in:)`): the places
/// where each pair of scalars starts a name, found in one pass, so that counting a name visits the
/// places its first two scalars are instead of the whole text. The second scalar is the next one
/// that is not white space, as the match skips white space inside a name (`100 + $ordinal`).
///
/// - Complexity: O(*n*) time and 4*n* bytes for a text of *n* scalars.
struct CodeNameIndex {
    let scalars: [Unicode.Scalar]
    /// Positions (descending: the text is read backwards) by the first scalar (high 32 bits) and the
    /// next non-white-space one.
    private let places: [UInt64: [Int32]]

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var places: [UInt64: [Int32]] = [:]
        // Read backwards, each place knows the next scalar that is not white space (none at the end).
        var next = UInt32.max
        var i = scalars.count - 1
        while i >= 0 {
            places[UInt64(scalars[i].value) << 32 | UInt64(next), default: []].append(Int32(i))
            if !scalars[i].isUnicodeWhitespace { next = scalars[i].value }
            i -= 1
        }
        self.places = places
    }

    /// The positions, ascending, where `first` is followed (white space skipped) by `second`.
    func starts(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> [Int] {
        (places[UInt64(first.value) << 32 | UInt64(second.value)] ?? []).reversed().map(Int.init)
    }
}
