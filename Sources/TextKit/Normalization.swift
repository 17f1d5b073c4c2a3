internal import CICUShims

/// A Unicode normalisation form, backed by ICU's `unorm2`.
public enum NormalizationForm: Int32, Sendable, CaseIterable {
    case nfc = 0
    case nfd = 1
    case nfkc = 2
    case nfkd = 3
    /// NFKC followed by case folding and removal of default-ignorable code points.
    case nfkcCasefold = 4
}

extension String {
    /// Returns the string normalised to `form` with ICU.
    ///
    /// ```swift
    /// "ｳｨﾝﾊﾞｯｸ".normalized(.nfkc) // "ウィンバック"
    /// ```
    /// - Complexity: O(n).
    public func normalized(_ form: NormalizationForm) -> String {
        isEmpty ? self : UTF16Transcoding.string(normalizedUTF16(form))
    }

    /// The UTF-16 units of `normalized(form)`, for a caller that hands them to ICU again (word
    /// breaking) rather than making a string of them first.
    /// - Complexity: O(n).
    public func normalizedUTF16(_ form: NormalizationForm) -> [UInt16] {
        let source = UTF16Transcoding.units(of: self)
        if source.isEmpty { return source }
        // ICU fails here only when memory runs out; the unnormalised text is then the safest answer.
        return NormalizationSupport.normalize(source, form: form, initialCapacity: source.count + source.count / 2 + 8)
    }
}

enum NormalizationSupport {
    /// Normalises raw UTF-16 units (by `MatchKey` on the slow path, and for `String.normalized`); the
    /// units as they are when ICU fails (only when memory runs out). `initialCapacity` is the room
    /// first offered (ICU is asked again with what it needs).
    static func normalize(_ units: [UInt16], form: NormalizationForm, initialCapacity: Int? = nil) -> [UInt16] {
        let result = units.withUnsafeBufferPointer { src in
            [UInt16].icuFilling(initialCapacity: initialCapacity ?? src.count * 3 + 8) { dest, capacity, status in
                cicu_normalize(form.rawValue, src.baseAddress, Int32(src.count), dest, capacity, &status)
            }
        }
        return ICUStatus.isFailure(result.status) ? units : result.units
    }

    static func hasBoundaryBefore(_ scalar: UInt32, form: NormalizationForm) -> Bool {
        cicu_norm_has_boundary_before(form.rawValue, scalar) != 0
    }
}
