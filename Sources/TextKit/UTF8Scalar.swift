/// Unicode scalars read straight off valid UTF-8 bytes (a Swift string's, through `withUTF8`):
/// the matcher's fold and the reference site's clipping walk long texts a scalar at a time, where
/// the scalar view's indices decode each one again.
public enum UTF8Scalar {
    /// The scalar of valid UTF-8 starting at `i`: its value and its length in bytes.
    @inlinable @inline(__always)
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i &+ 1]) & 0x3F, 2) }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | (UInt32(bytes[i &+ 1]) & 0x3F) << 6 | UInt32(bytes[i &+ 2]) & 0x3F, 3)
        }
        return (
            (b0 & 0x07) << 18 | (UInt32(bytes[i &+ 1]) & 0x3F) << 12 | (UInt32(bytes[i &+ 2]) & 0x3F) << 6
                | UInt32(bytes[i &+ 3]) & 0x3F, 4
        )
    }
}
