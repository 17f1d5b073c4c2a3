/// Transcoding between a string's UTF-8 storage and arrays of UTF-16 code units, which ICU and the
/// term matcher work in. The standard library's generic paths (`Array(text.utf16)`,
/// `String(decoding:as: UTF16.self)`) read a scalar at a time through a parser; turning matched
/// spans of UTF-16 back into strings that way was a twentieth of a cold build.
public enum UTF16Transcoding {
    /// The UTF-16 units of `text`, transcoded straight from its contiguous UTF-8 storage (about
    /// twice as fast as `Array(text.utf16)`); native strings hold valid UTF-8.
    /// - Complexity: O(n) in the UTF-8 length.
    public static func units(of text: String) -> [UInt16] {
        var text = text
        text.makeContiguousUTF8()
        let units = text.utf8.withContiguousStorageIfAvailable { bytes in Self.units(ofUTF8: bytes) }
        return units ?? Array(text.utf16)
    }

    /// The UTF-16 units of valid UTF-8 `bytes` (a whole scalar at each end).
    /// - Complexity: O(n) in the number of bytes.
    public static func units(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt16] {
        // The exact length first (a unit per leading byte, two for a four-byte sequence): a caller
        // may keep the array, and a Japanese or Chinese text has a third as many units as bytes.
        var length = 0
        for byte in bytes {
            length &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
        }
        return [UInt16](unsafeUninitializedCapacity: length) { out, count in
            let n = bytes.count
            var i = 0
            var j = 0
            while i < n {
                let (scalar, length) = UTF8Scalar.decode(bytes, at: i)
                if length < 4 {
                    out[j] = UInt16(truncatingIfNeeded: scalar)
                    j &+= 1
                } else {
                    (out[j], out[j &+ 1]) = Self.surrogates(of: scalar)
                    j &+= 2
                }
                i &+= length
            }
            count = j
        }
    }

    /// The high and low surrogates of a scalar outside the Basic Multilingual Plane.
    @inline(__always)
    public static func surrogates(of scalar: UInt32) -> (high: UInt16, low: UInt16) {
        let v = scalar &- 0x10000
        return (UInt16(truncatingIfNeeded: 0xD800 &+ (v >> 10)), UInt16(truncatingIfNeeded: 0xDC00 &+ (v & 0x3FF)))
    }

    /// The number of UTF-8 bytes that `units` transcode to, a lone surrogate counting as U+FFFD.
    static func utf8Length(of units: UnsafeBufferPointer<UInt16>) -> Int {
        let n = units.count
        var length = 0
        var i = 0
        while i < n {
            let unit = units[i]
            if unit < 0x80 {
                length &+= 1
            } else if unit < 0x800 {
                length &+= 2
            } else if unit & 0xFC00 == 0xD800, i &+ 1 < n, units[i &+ 1] & 0xFC00 == 0xDC00 {
                length &+= 4
                i &+= 1
            } else {
                // The rest of the Basic Multilingual Plane, and a lone surrogate as U+FFFD.
                length &+= 3
            }
            i &+= 1
        }
        return length
    }

    /// The string of `units`, each lone surrogate read as U+FFFD: the same string as
    /// `String(decoding: units, as: UTF16.self)`.
    /// - Complexity: O(n) in the number of units.
    public static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        let length = utf8Length(of: units)
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { out in
            let n = units.count
            var i = 0
            var j = 0
            while i < n {
                let unit = UInt32(units[i])
                if unit < 0x80 {
                    out[j] = UInt8(truncatingIfNeeded: unit)
                    j &+= 1
                } else if unit < 0x800 {
                    out[j] = UInt8(truncatingIfNeeded: 0xC0 | unit >> 6)
                    out[j &+ 1] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
                    j &+= 2
                } else if unit & 0xFC00 == 0xD800, i &+ 1 < n, units[i &+ 1] & 0xFC00 == 0xDC00 {
                    let scalar = 0x10000 &+ ((unit & 0x3FF) << 10 | UInt32(units[i &+ 1]) & 0x3FF)
                    out[j] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    out[j &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
                    out[j &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                    out[j &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    j &+= 4
                    i &+= 1
                } else {
                    let scalar = unit & 0xF800 == 0xD800 ? 0xFFFD : unit
                    out[j] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
                    out[j &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                    out[j &+ 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    j &+= 3
                }
                i &+= 1
            }
            return j
        }
    }

    /// The string of a collection of UTF-16 units (an array or a slice of one), as `string(_:)`.
    @inlinable
    public static func string<Units: Collection<UInt16>>(_ units: Units) -> String {
        units.withContiguousStorageIfAvailable { string($0) } ?? String(decoding: units, as: UTF16.self)
    }
}
