#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A string compared and hashed by its UTF-8 bytes, without `String`'s canonical-equivalence
/// normalisation: for tables of texts cut from the same documents, which spell a word the same way.
/// Hashing a Chinese or Japanese `String` normalises it first, which made such tables the larger
/// part of the work of the rules and extractors that count compounds.
public struct UTF8Key: Hashable, Sendable {
    public let text: String

    public init(_ text: String) { self.text = text }

    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The same bytes: lengths first, then one `memcmp` (iterating the two UTF-8 views byte by byte
    /// cost more than hashing the key).
    public static func == (a: Self, b: Self) -> Bool {
        guard a.text.utf8.count == b.text.utf8.count else { return false }
        var (left, right) = (a.text, b.text)
        return left.withUTF8 { l in
            right.withUTF8 { r in l.isEmpty || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0 }
        }
    }
}
