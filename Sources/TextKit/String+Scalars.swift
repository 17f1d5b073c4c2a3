extension String {
    /// The string of `scalars`, written as UTF-8 into one buffer of the exact size. Building it
    /// through a `String.UnicodeScalarView` appends a scalar at a time and cost several times more
    /// (a tenth of a build of Markdown pages went to it).
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
                let v = scalar.value
                switch v {
                case 0..<0x80:
                    buffer[i] = UInt8(truncatingIfNeeded: v)
                    i += 1
                case 0x80..<0x800:
                    buffer[i] = UInt8(truncatingIfNeeded: 0xC0 | (v >> 6))
                    buffer[i + 1] = UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F))
                    i += 2
                case 0x800..<0x10000:
                    buffer[i] = UInt8(truncatingIfNeeded: 0xE0 | (v >> 12))
                    buffer[i + 1] = UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F))
                    buffer[i + 2] = UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F))
                    i += 3
                default:
                    buffer[i] = UInt8(truncatingIfNeeded: 0xF0 | (v >> 18))
                    buffer[i + 1] = UInt8(truncatingIfNeeded: 0x80 | ((v >> 12) & 0x3F))
                    buffer[i + 2] = UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F))
                    buffer[i + 3] = UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F))
                    i += 4
                }
            }
            return i
        }
    }
}
