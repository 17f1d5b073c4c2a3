internal import CICUShims
import Synchronization

/// Resolves BCP 47 language tags to the tags TermBridge keys everything on, with ICU's locale
/// functions (canonicalisation and likely subtags).
///
/// A tag becomes its language, plus the script when the script is not the language's default one;
/// Chinese always keeps its script, because Simplified and Traditional Chinese are different
/// written languages here. Regions are dropped.
///
/// | written | resolved |
/// |---|---|
/// | `ja`, `ja-JP`, `ja_JP` | `ja` |
/// | `zh`, `zh-CN`, `zh-SG`, `zh-Hans-CN` | `zh-Hans` |
/// | `zh-TW`, `zh-HK`, `zh-Hant` | `zh-Hant` |
/// | `en-US`, `en-GB` | `en` |
/// | `sr-Latn` | `sr-Latn` |
/// | `12`, `` (empty), `und` | unusable |
///
/// Every reader (TBX, CSV, manifests, file-name suffixes) goes through this one resolver.
public enum LanguageResolver {
    private static let cache = Mutex<[String: LanguageResolution]>([:])

    /// The resolution of `tag` as written in a file.
    ///
    /// - Complexity: a dictionary lookup once the tag has been seen; the first time, a few ICU calls.
    public static func resolve(_ tag: String) -> LanguageResolution {
        if let known = cache.withLock({ $0[tag] }) { return known }
        let result = compute(tag)
        cache.withLock { $0[tag] = result }
        return result
    }

    /// The resolved tag, or `tag` itself when it is unusable (for callers that report elsewhere).
    public static func canonical(_ tag: String) -> String { resolve(tag).tag ?? tag }

    private static func compute(_ written: String) -> LanguageResolution {
        let tag = written.trimmingASCIISpaces().replacingUnderscores()
        guard !tag.isEmpty else { return .unusable(written, reason: "the language tag is empty") }
        guard tag.utf8.count < 200, tag.utf8.allSatisfy({ $0 < 0x80 }) else {
            return .unusable(written, reason: "'\(written)' is not a BCP 47 language tag")
        }
        // ICU would turn `und` and private-use tags into English through likely subtags.
        let primary = tag.split(separator: "-", omittingEmptySubsequences: false)[0].lowercased()
        guard primary != "und", primary.count >= 2, primary.count <= 8, primary.allSatisfy(\.isLetter) else {
            return .unusable(written, reason: "language tag '\(written)' names no language")
        }
        guard let full = subtags(tag), full.parsed == tag.utf8.count else {
            return .unusable(written, reason: "'\(written)' is not a BCP 47 language tag")
        }
        guard !full.language.isEmpty, full.language != "und" else {
            return .unusable(written, reason: "language tag '\(written)' names no language")
        }
        var resolved = full.language
        if full.language == "zh" {
            resolved += "-" + (full.script.isEmpty ? "Hans" : full.script)
        } else if !full.script.isEmpty, let bare = subtags(full.language), bare.script != full.script {
            resolved += "-" + full.script
        }
        return resolved == written ? .exact(resolved) : .mapped(from: written, to: resolved)
    }

    private static func subtags(_ tag: String) -> (parsed: Int, language: String, script: String, region: String)? {
        var language = [CChar](repeating: 0, count: 16)
        var script = [CChar](repeating: 0, count: 16)
        var region = [CChar](repeating: 0, count: 16)
        var status: Int32 = 0
        let bytes = Array(tag.utf8).map { CChar(bitPattern: $0) }
        let parsed = cicu_locale_likely_subtags(bytes, Int32(bytes.count), &language, &script, &region, &status)
        guard !ICUStatus.isFailure(status) else { return nil }
        return (Int(parsed), String(nulTerminated: language), String(nulTerminated: script), String(nulTerminated: region))
    }
}

extension String {
    fileprivate func trimmingASCIISpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return String(scalars: scalars)
    }

    fileprivate func replacingUnderscores() -> String {
        String(scalars: unicodeScalars.map { $0 == "_" ? "-" : $0 })
    }
}
