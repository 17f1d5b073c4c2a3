import TextKit

/// How a glossary wants its terms checked: settings a glossary states about itself, per glossary
/// or per language. A glossary without a setting is checked as it always was (the glossary's own
/// spelling is the reference; homonyms are a lint finding; every admitted variant counts).
///
/// Every setting is written `KEY=VALUE` (all languages) or `KEY:LANG=VALUE` (one language), the
/// same way in the three places that carry them:
/// - TBX: `<p type="termbridge-policy">long-vowel:ja=drop</p>` in the header's `<encodingDesc>`;
/// - CSV: `# termbridge-policy: long-vowel:ja=drop` lines before the header row;
/// - `termbridge glossary import --policy long-vowel:ja=drop`.
///
/// | key | values | what it changes |
/// |---|---|---|
/// | `long-vowel` | `keep`, `drop` | `drop` (JIS Z 8301): a katakana word of three or more morae ends without `ー` (`コンパイラ`, `ユーザ`); `keep`: it ends with `ー` when the glossary or the text writes one (`コンパイラー`) |
/// | `homonyms` | `allow`, `error` | whether one term naming two concepts is a lint error or normal |
/// | `ordinary-variants` | `count`, `ignore` | whether admitted variants that are ordinary dictionary words (`提供`, `数量`) count for `inconsistent-term` |
public struct GlossaryPolicies: Sendable, Hashable {
    /// The final long-vowel mark of katakana loanwords.
    public enum LongVowel: String, Sendable, CaseIterable {
        case keep, drop
    }

    /// Whether a term shared by two concepts is a problem.
    public enum Homonyms: String, Sendable, CaseIterable {
        case allow, error
    }

    /// Whether admitted variants that are ordinary words make a concept inconsistent.
    public enum OrdinaryVariants: String, Sendable, CaseIterable {
        case count, ignore
    }

    /// The setting names.
    public enum Key: String, Sendable, CaseIterable {
        case longVowel = "long-vowel"
        case homonyms
        case ordinaryVariants = "ordinary-variants"

        /// The values the key takes.
        public var values: [String] {
            switch self {
            case .longVowel: LongVowel.allCases.map(\.rawValue)
            case .homonyms: Homonyms.allCases.map(\.rawValue)
            case .ordinaryVariants: OrdinaryVariants.allCases.map(\.rawValue)
            }
        }
    }

    /// One setting: a key, the language it applies to (nil: every language) and a valid value.
    public struct Setting: Sendable, Hashable, CustomStringConvertible {
        public var key: Key
        public var language: String?
        public var value: String

        public init(key: Key, language: String? = nil, value: String) {
            self.key = key
            self.language = language
            self.value = value
        }

        /// The written form, `KEY=VALUE` or `KEY:LANG=VALUE`.
        public var description: String {
            key.rawValue + (language.map { ":" + $0 } ?? "") + "=" + value
        }
    }

    /// The `type` of the TBX `<p>` elements that hold settings.
    public static let tbxType = "termbridge-policy"
    /// The prefix of a CSV comment line that holds a setting.
    public static let csvPrefix = "# termbridge-policy:"

    /// The settings, one per key and language, in the order they were set.
    public private(set) var settings: [Setting] = []

    public init(_ settings: [Setting] = []) {
        for setting in settings { set(setting) }
    }

    /// Whether no setting is made.
    public var isEmpty: Bool { settings.isEmpty }

    /// Sets `setting`, replacing one of the same key and language.
    public mutating func set(_ setting: Setting) {
        if let index = settings.firstIndex(where: { $0.key == setting.key && $0.language == setting.language }) {
            settings[index] = setting
        } else {
            settings.append(setting)
        }
    }

    /// The value of `key` for `language`: the language's own setting, else the all-language one.
    public func value(_ key: Key, in language: String) -> String? {
        settings.first { $0.key == key && $0.language == language }?.value
            ?? settings.first { $0.key == key && $0.language == nil }?.value
    }

    /// The long-vowel style of `language`, or nil when the glossary states none.
    public func longVowel(in language: String) -> LongVowel? { value(.longVowel, in: language).flatMap(LongVowel.init) }

    /// The homonym setting of `language`, or nil when the glossary states none.
    public func homonyms(in language: String) -> Homonyms? { value(.homonyms, in: language).flatMap(Homonyms.init) }

    /// The ordinary-variant setting of `language`, or nil when the glossary states none.
    public func ordinaryVariants(in language: String) -> OrdinaryVariants? {
        value(.ordinaryVariants, in: language).flatMap(OrdinaryVariants.init)
    }

    /// Reads one written setting (`long-vowel:ja=drop`). An unknown key or value, or a language tag
    /// that cannot be used, gives a message naming what was expected.
    public static func parse(_ written: String) -> Result<Setting, SettingError> {
        let text = written.trimmingCharacters(in: .whitespaces)
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(SettingError("setting '\(text)' has no '=' (expected KEY=VALUE or KEY:LANG=VALUE)"))
        }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        let parts = name.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let keyName = parts.first, let key = Key(rawValue: keyName) else {
            let known = Key.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            return .failure(SettingError("unknown policy '\(parts.first ?? name)' (expected \(known))"))
        }
        var language: String?
        if parts.count == 2 {
            guard let tag = LanguageResolver.resolve(parts[1]).tag else {
                return .failure(SettingError("policy '\(name)' names '\(parts[1])', which is not a language tag"))
            }
            language = tag
        }
        guard key.values.contains(value) else {
            let expected = key.values.map { "'\($0)'" }.joined(separator: " or ")
            return .failure(SettingError("unknown value '\(value)' for policy '\(key.rawValue)' (expected \(expected))"))
        }
        return .success(Setting(key: key, language: language, value: value))
    }

    /// Why a written setting could not be used.
    public struct SettingError: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Merges the policies of several glossaries: the first glossary that sets a key for a
    /// language wins; each later, different value is returned as a conflict message.
    public static func merged(_ all: [GlossaryPolicies]) -> (GlossaryPolicies, conflicts: [String]) {
        var result = GlossaryPolicies()
        var conflicts: [String] = []
        for policies in all {
            for setting in policies.settings {
                if let kept = result.settings.first(where: { $0.key == setting.key && $0.language == setting.language }) {
                    if kept.value != setting.value {
                        conflicts.append("policy '\(setting)' conflicts with '\(kept)' of an earlier glossary; '\(kept)' is used")
                    }
                } else {
                    result.set(setting)
                }
            }
        }
        return (result, conflicts)
    }
}
