internal import CICUShims
import Dispatch
import Synchronization

/// A compiled ICU transliterator, such as `Katakana-Latin; Latin-ASCII` or `Han-Latin`.
///
/// Opening a transliterator is expensive (`Han-Latin` takes about 100 ms), so use
/// ``shared(_:)`` to open each id once per process. An ICU transliterator is not safe to use from
/// two threads at once; this class serialises calls on one instance with a lock.
public final class Transliterator: Sendable {
    /// The id this transliterator was opened with.
    public let id: String
    private let handle: Mutex<Handle>

    /// The ICU handle; the mutex makes its use exclusive.
    struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Opens a transliterator.
    /// - Throws: ``ICUError/unknownTransliterator(id:code:)`` when ICU has no such id.
    public init(id: String) throws(ICUError) {
        let idUnits = UTF16Transcoding.units(of: id)
        var status: Int32 = 0
        let opened = idUnits.withUnsafeBufferPointer { cicu_translit_open($0.baseAddress, Int32($0.count), &status) }
        guard let opened, !ICUStatus.isFailure(status) else {
            throw .unknownTransliterator(id: id, code: status)
        }
        self.id = id
        self.handle = Mutex(Handle(pointer: opened))
    }

    deinit {
        handle.withLock { cicu_translit_close($0.pointer) }
    }

    /// Transliterates `text`.
    /// - Complexity: O(n) in the length of `text`, times the rules' cost.
    public func transliterate(_ text: String) -> String {
        var units = UTF16Transcoding.units(of: text)
        if units.isEmpty { return text }
        return handle.withLock { locked in
            let pointer = locked.pointer
            var capacity = units.count * 4 + 16
            for _ in 0..<3 {
                var length = Int32(units.count)
                var status: Int32 = 0
                var buffer = units + [UInt16](repeating: 0, count: capacity - units.count)
                buffer.withUnsafeMutableBufferPointer {
                    cicu_translit_apply(pointer, $0.baseAddress, &length, Int32(capacity), &status)
                }
                if status == ICUStatus.bufferOverflow {
                    capacity = Int(length) * 2 + 16
                    continue
                }
                if ICUStatus.isFailure(status) { return text }
                units = Array(buffer.prefix(Int(length)))
                return UTF16Transcoding.string(units)
            }
            return text
        }
    }

    /// A transliterator of the process-wide table: opened, or being opened by one thread while
    /// others wait for it.
    private final class Slot: Sendable {
        private let result = Mutex<Result<Transliterator, ICUError>?>(nil)
        private let opened = DispatchSemaphore(value: 0)

        /// Opens the transliterator of `id` (or fails to) and wakes the waiters.
        func open(_ id: String) {
            let value = Result { () throws(ICUError) in try Transliterator(id: id) }
            result.withLock { $0 = value }
            opened.signal()
        }

        func wait() -> Result<Transliterator, ICUError> {
            if let known = result.withLock({ $0 }) { return known }
            opened.wait()
            opened.signal()
            return result.withLock { $0! }
        }
    }

    private static let table = Mutex<[String: Slot]>([:])

    /// The slot of `id`, and whether the caller must open it (it was not in the table).
    private static func slot(_ id: String) -> (slot: Slot, opens: Bool) {
        table.withLock { table in
            if let known = table[id] { return (known, false) }
            let slot = Slot()
            table[id] = slot
            return (slot, true)
        }
    }

    /// The process-wide transliterator for `id`, opened on first use (or waited for, when another
    /// thread is opening it: see ``prepare(_:)``).
    public static func shared(_ id: String) throws(ICUError) -> Transliterator {
        let (slot, opens) = slot(id)
        if opens { slot.open(id) }
        return try slot.wait().get()
    }

    /// Starts opening the process-wide transliterator for `id` on another thread, so that a later
    /// ``shared(_:)`` finds it ready (`Han-Latin` takes about 90 ms to open): for a caller that
    /// knows it will need one while its own thread has other work first. Does nothing when the
    /// transliterator is open or being opened.
    public static func prepare(_ id: String) {
        let (slot, opens) = slot(id)
        guard opens else { return }
        DispatchQueue.global(qos: .userInitiated).async { slot.open(id) }
    }
}

extension Transliterator {
    /// Japanese katakana (and hiragana) to plain ASCII romaji: `ウィンバック` → `uinbakku` (ICU marks
    /// small-kana spellings with `~`, `u~inbakku`; the last step removes the mark).
    public static let kanaToASCII = "Hiragana-Katakana; Katakana-Latin; Latin-ASCII; [~] Remove"
    /// Chinese characters to toneless pinyin: `赢回优惠` → `ying hui you hui`.
    public static let hanToPinyin = "Han-Latin; Latin-ASCII"
    /// Traditional to Simplified Chinese characters.
    public static let traditionalToSimplified = "Traditional-Simplified"
}
