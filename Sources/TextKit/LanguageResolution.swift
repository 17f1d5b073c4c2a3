/// What ``LanguageResolver`` made of a language tag found in a file.
public enum LanguageResolution: Sendable, Hashable {
    /// The tag is already in the form TermBridge uses (`ja`, `zh-Hans`, `en`).
    case exact(String)
    /// The tag was mapped: `ja-JP` → `ja`, `zh-CN` → `zh-Hans`, `zh-TW` → `zh-Hant`.
    case mapped(from: String, to: String)
    /// The tag cannot be used: empty, not BCP 47, or without a language.
    case unusable(String, reason: String)

    /// The tag to use, or nil when the tag is unusable.
    public var tag: String? {
        switch self {
        case .exact(let tag), .mapped(_, let tag): tag
        case .unusable: nil
        }
    }
}
