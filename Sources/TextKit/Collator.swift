internal import CICUShims
import Synchronization

/// An ICU collator for a locale id such as `ja`, `zh` (pinyin order), `zh@collation=stroke` or `en`.
///
/// ICU collators are safe to share between threads for comparison and sort keys.
public final class Collator: @unchecked Sendable {
    /// The locale id the collator was opened with.
    public let locale: String
    private let handle: OpaquePointer

    /// Opens a collator.
    /// - Throws: ``ICUError/unknownCollation(locale:code:)`` when ICU cannot open one.
    public init(locale: String) throws(ICUError) {
        var status: Int32 = 0
        guard let opened = cicu_collator_open(locale, &status), !ICUStatus.isFailure(status) else {
            throw .unknownCollation(locale: locale, code: status)
        }
        self.locale = locale
        self.handle = opened
    }

    deinit { cicu_collator_close(handle) }

    /// Whether `a` sorts before `b`.
    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool { compare(a, b) < 0 }

    /// -1, 0 or 1 as `a` sorts before, equal to, or after `b`.
    public func compare(_ a: String, _ b: String) -> Int {
        let left = UTF16Transcoding.units(of: a)
        let right = UTF16Transcoding.units(of: b)
        return Int(
            left.withUnsafeBufferPointer { l in
                right.withUnsafeBufferPointer { r in
                    cicu_collator_compare(handle, l.baseAddress, Int32(l.count), r.baseAddress, Int32(r.count))
                }
            })
    }

    /// The binary sort key of `s`: comparing keys bytewise orders strings as ``compare(_:_:)`` does.
    public func sortKey(_ s: String) -> [UInt8] {
        let units = UTF16Transcoding.units(of: s)
        return units.withUnsafeBufferPointer { src in
            var capacity = src.count * 4 + 16
            while true {
                var needed: Int32 = 0
                let key = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    needed = cicu_collator_sort_key(
                        handle, src.baseAddress, Int32(src.count), buffer.baseAddress, Int32(capacity))
                    count = Int(needed) <= capacity ? Int(needed) : 0
                }
                if Int(needed) <= capacity {
                    // ICU's key ends with a NUL byte that carries no order.
                    return key.last == 0 ? Array(key.dropLast()) : key
                }
                capacity = Int(needed)
            }
        }
    }

    /// Sorts `elements` by the collation order of `key(element)`.
    public func sorted<T>(_ elements: [T], by key: (T) -> String) -> [T] {
        elements.map { (sortKey(key($0)), $0) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) }
            .map(\.1)
    }

    private static let cache = Mutex<[String: Collator]>([:])

    /// The process-wide collator for `locale`, opened on first use.
    public static func shared(locale: String) throws(ICUError) -> Collator {
        if let cached = cache.withLock({ $0[locale] }) { return cached }
        let opened = try Collator(locale: locale)
        return cache.withLock { table in
            if let raced = table[locale] { return raced }
            table[locale] = opened
            return opened
        }
    }
}
