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
        let source = UTF16Transcoding.units(of: self)
        if source.isEmpty { return self }
        guard let units = NormalizationSupport.normalizedUnits(source, form: form) else { return self }
        return UTF16Transcoding.string(units)
    }

    /// The UTF-16 units of `normalized(form)`, for a caller that hands them to ICU again (word
    /// breaking) rather than making a string of them first.
    /// - Complexity: O(n).
    public func normalizedUTF16(_ form: NormalizationForm) -> [UInt16] {
        let source = UTF16Transcoding.units(of: self)
        if source.isEmpty { return source }
        return NormalizationSupport.normalizedUnits(source, form: form) ?? source
    }
}

enum NormalizationSupport {
    /// `source` normalised to `form` by ICU; nil when ICU fails (only when memory runs out: the
    /// unnormalised text is then the safest answer).
    static func normalizedUnits(_ source: [UInt16], form: NormalizationForm) -> [UInt16]? {
        let result = source.withUnsafeBufferPointer { src in
            [UInt16].icuFilling(initialCapacity: src.count + src.count / 2 + 8) { dest, capacity, status in
                cicu_normalize(form.rawValue, src.baseAddress, Int32(src.count), dest, capacity, &status)
            }
        }
        return ICUStatus.isFailure(result.status) ? nil : result.units
    }

    /// Normalises raw UTF-16 units (used by `MatchKey` on the slow path).
    static func normalize(_ units: [UInt16], form: NormalizationForm) -> [UInt16] {
        let result = units.withUnsafeBufferPointer { src in
            [UInt16].icuFilling(initialCapacity: src.count * 3 + 8) { dest, capacity, status in
                cicu_normalize(form.rawValue, src.baseAddress, Int32(src.count), dest, capacity, &status)
            }
        }
        return ICUStatus.isFailure(result.status) ? units : result.units
    }

    static func hasBoundaryBefore(_ scalar: UInt32, form: NormalizationForm) -> Bool {
        cicu_norm_has_boundary_before(form.rawValue, scalar) != 0
    }
}
