import Foundation

extension String {
    /// The string of `scalars`, written as UTF-8 into one buffer of the exact size. Building it
    /// through a `String.UnicodeScalarView` appends a scalar at a time and cost several times more
    /// (a tenth of a build of Markdown pages went to it).
    /// Inlinable, so that each caller's collection type is specialised (unspecialised, the
    /// iteration went through witness tables and cost more than the appending it replaced).
    @inlinable
    public init<C: Collection>(scalars: C) where C.Element == Unicode.Scalar {
        var length = 0
        for scalar in scalars { length += UTF8.width(scalar) }
        guard length > 0 else {
            self = ""
            return
        }
        self.init(unsafeUninitializedCapacity: length) { buffer in
            var i = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[i] = byte
                    i += 1
                }
            }
            return i
        }
    }
}

extension StringProtocol {
    /// Whether `other`'s UTF-8 bytes occur in this text's, compared byte for byte: a search of code
    /// points, as CommonMark's end conditions and code are read (Foundation's `contains`, which
    /// went through UTF-16 and took a few percent of a build of Markdown pages, also respects
    /// canonical equivalence and whole characters: it differs where a match is followed by a
    /// combining mark or the text holds a decomposed form; `ASCIIFolding.containsExactly` answers
    /// as it does). False for an empty `other`, as Foundation's.
    @inlinable
    public func containsBytes(of other: String) -> Bool {
        var needle = other
        return needle.withUTF8 { needle -> Bool in
            guard let needleStart = needle.baseAddress, !needle.isEmpty else { return false }
            func search(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
                guard let start = haystack.baseAddress, haystack.count >= needle.count else { return false }
                // Each place of the needle's first byte (memchr), compared whole there.
                let last = haystack.count - needle.count
                var position = 0
                while position <= last {
                    guard let found = memchr(start + position, Int32(needleStart.pointee), last - position + 1) else { return false }
                    let at = UnsafeRawPointer(found) - UnsafeRawPointer(start)
                    if memcmp(start + at, needleStart, needle.count) == 0 { return true }
                    position = at + 1
                }
                return false
            }
            if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
            var copy = String(self)
            return copy.withUTF8(search)
        }
    }
}
