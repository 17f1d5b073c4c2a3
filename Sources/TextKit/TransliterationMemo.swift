import Synchronization

/// What one process-wide transliterator (``Transliterator/shared(_:)``) gave for the texts it was
/// asked about, remembered for the rest of the process and storable between runs: a run seeded with
/// an earlier run's answers (by the same executable, whose ICU decides them) opens the transliterator
/// only for a text it has not seen. Opening `Han-Latin` costs about a billion instructions, a tenth of
/// a `termbridge build` that re-reads one changed document, which asks it about a few characters.
///
/// The answers are the transliterator's own, so a memo never changes a result; it only saves
/// opening and running ICU.
public final class TransliterationMemo: Sendable {
    /// The transliterator's id.
    public let id: String
    private let known = Mutex<[String: String]>([:])

    private init(id: String) {
        self.id = id
    }

    private static let table = Mutex<[String: TransliterationMemo]>([:])

    /// The process-wide memo of the transliterator `id`.
    public static func shared(_ id: String) -> TransliterationMemo {
        table.withLock { table in
            if let memo = table[id] { return memo }
            let memo = TransliterationMemo(id: id)
            table[id] = memo
            return memo
        }
    }

    /// The transliteration of `text`: remembered, or computed (opening the transliterator on first
    /// need) and remembered; nil when ICU has no such transliterator.
    public func transliterate(_ text: String) -> String? {
        if let answer = remembered(text) { return answer }
        guard let transliterator = try? Transliterator.shared(id) else { return nil }
        let answer = transliterator.transliterate(text)
        remember(text, answer)
        return answer
    }

    /// The answer remembered for `text`, if any (never opening the transliterator).
    public func remembered(_ text: String) -> String? { known.withLock { $0[text] } }

    /// Remembers `answer`, which the transliterator gave for `text` (a caller that asked it about many
    /// texts in one call, and can tell each one's answer).
    public func remember(_ text: String, _ answer: String) {
        known.withLock { $0[text] = answer }
    }

    /// Whether the transliterator can be used: true when the memo holds an answer (given by it in
    /// this process, or by an earlier run of the same executable), otherwise whether it opens.
    public var isAvailable: Bool {
        if !known.withLock({ $0.isEmpty }) { return true }
        return (try? Transliterator.shared(id)) != nil
    }

    /// Starts opening the transliterator on another thread (``Transliterator/prepare(_:)``) unless
    /// the memo holds answers already: a run seeded with an earlier run's seldom needs it.
    public func prepare() {
        if known.withLock({ $0.isEmpty }) { Transliterator.prepare(id) }
    }

    /// Adds answers given by this transliterator in an earlier run of the same executable.
    public func seed(_ answers: [String: String]) {
        known.withLock { $0.merge(answers) { current, _ in current } }
    }

    /// Every answer remembered, to store for a later run.
    public var answers: [String: String] { known.withLock { $0 } }
}
