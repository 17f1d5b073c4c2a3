import Foundation
import Synchronization
import TextKit

/// Docusaurus sites: the default locale's pages stay where the site keeps its content (`docs/`,
/// `blog/`, `src/pages/`, `versioned_docs/version-X/`) and carry no language mark, and each
/// translation sits under `i18n/LOCALE/docusaurus-plugin-content-…/` at the same relative path:
///
/// | default locale | translation |
/// |---|---|
/// | `docs/R` | `i18n/L/docusaurus-plugin-content-docs/current/R` |
/// | `versioned_docs/version-V/R` | `i18n/L/docusaurus-plugin-content-docs/version-V/R` |
/// | `ID/R` (a docs plugin with id ID) | `i18n/L/docusaurus-plugin-content-docs-ID/current/R` |
/// | `blog/R` | `i18n/L/docusaurus-plugin-content-blog/R` |
/// | `src/pages/R` | `i18n/L/docusaurus-plugin-content-pages/R` |
///
/// A folder is a site when it holds `docusaurus.config.js` (or `.ts`, `.mjs`, `.cjs`, `.mts`); the
/// default locale is the config's `defaultLocale: '…'`, or English (Docusaurus's own default) when
/// the config does not write it as a literal. Both versions of a page join the group of the default
/// locale's path (`docs/R` without its extension), so that `check`, `build` and `align FOLDER` pair them.
extension CheckInputs {
    /// A Docusaurus site's default locale, by the site folder's path; nil for a folder that is no site.
    private static let docusaurusSites = Mutex<[String: String?]>([:])

    /// The config file names that make a folder a Docusaurus site.
    static let docusaurusConfigNames = [
        "docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs",
        "docusaurus.config.mts",
    ]

    /// The placement of a page of a Docusaurus site found under `root` (`folders` are the page's
    /// folders under `root`, `stem` its name without extension); nil when the page is in no site,
    /// or is a site's file that is none of its pages (a README), or its locale is not one of
    /// `fileLanguages`.
    static func docusaurusPlacement(folders: [String], stem: String, root: URL) -> Placement? {
        // The innermost site holding the page.
        for depth in stride(from: folders.count, through: 0, by: -1) {
            let siteFolders = Array(folders[..<depth])
            let site = siteFolders.reduce(root.standardizedFileURL) { $0.appendingPathComponent($1) }
            guard let defaultLocale = docusaurusDefaultLocale(of: site) else { continue }
            let inside = Array(folders[depth...])
            guard let (locale, page) = docusaurusPage(inside) else { return nil }
            guard let language = knownLanguage(locale ?? defaultLocale) else { return nil }
            return Placement(language: language, group: (siteFolders + page + [stem]).joined(separator: "/"), byFolder: true)
        }
        return nil
    }

    /// For a page's folders inside its site: its locale (nil: the default one) and its folders in
    /// the default locale's layout; nil when the folders hold none of the site's pages.
    static func docusaurusPage(_ folders: [String]) -> (locale: String?, folders: [String])? {
        if folders.count >= 3, folders[0] == "i18n", folders[2].hasPrefix("docusaurus-plugin-content-") {
            let locale = folders[1]
            let plugin = String(folders[2].dropFirst("docusaurus-plugin-content-".count))
            let rest = Array(folders[3...])
            switch plugin {
            case "blog": return (locale, ["blog"] + rest)
            case "pages": return (locale, ["src", "pages"] + rest)
            default:
                // `docs` or `docs-ID`, then `current` or `version-V`.
                guard plugin == "docs" || plugin.hasPrefix("docs-"), let version = rest.first else { return nil }
                let id = plugin == "docs" ? nil : String(plugin.dropFirst("docs-".count))
                let inner = Array(rest.dropFirst())
                if version == "current" { return (locale, [id ?? "docs"] + inner) }
                guard version.hasPrefix("version-") else { return nil }
                return (locale, [id.map { $0 + "_versioned_docs" } ?? "versioned_docs", version] + inner)
            }
        }
        guard let first = folders.first, first != "i18n", first != "node_modules" else { return nil }
        if first == "src" { return folders.count >= 2 && folders[1] == "pages" ? (nil, folders) : nil }
        return (nil, folders)
    }

    /// The default locale of the Docusaurus site at `folder`, nil when it is no site (remembered).
    static func docusaurusDefaultLocale(of folder: URL) -> String? {
        let key = folder.standardizedFileURL.path
        if let known = docusaurusSites.withLock({ $0[key] }) { return known }
        var locale: String?
        for name in docusaurusConfigNames {
            let config = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: config.path) else { continue }
            let text = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
            locale = defaultLocale(inConfig: text) ?? "en"
            break
        }
        docusaurusSites.withLock { $0[key] = .some(locale) }
        return locale
    }

    /// The `defaultLocale` of a Docusaurus config: a literal (`defaultLocale: 'ja'`, `"defaultLocale":
    /// "en"`) or a constant the file sets to one (`defaultLocale: DEFAULT_LOCALE` after `const
    /// DEFAULT_LOCALE = "en";`); nil for anything else.
    static func defaultLocale(inConfig text: String) -> String? {
        guard let range = text.range(of: "defaultLocale") else { return nil }
        var rest = text[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        if let value = quoted(rest) { return value }
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
        guard !name.isEmpty, name.first?.isNumber == false else { return nil }
        // The constant's one assignment: `const NAME = '…'` (or `let`, `var`).
        for keyword in ["const ", "let ", "var "] {
            guard let declaration = text.range(of: keyword + name) else { continue }
            var after = text[declaration.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard after.first == "=" else { continue }
            after = after.dropFirst().drop { $0 == " " || $0 == "\t" }
            return quoted(after)
        }
        return nil
    }

    /// The string literal `text` starts with (`'ja'`, `"en"`, `` `ko` ``), nil when it starts with none.
    private static func quoted(_ text: Substring) -> String? {
        guard let quote = text.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
        let value = text.dropFirst().prefix { $0 != quote && !$0.isNewline }
        return value.isEmpty ? nil : String(value)
    }

    /// The languages that sites' country-named folders stand for.
    private static let languageByCountry = ["jp": "ja", "cn": "zh-Hans", "tw": "zh-Hant", "kr": "ko"]

    /// The language of `fileLanguages` that a tag as written resolves to (`zh-cn` → `zh-Hans`). Sites
    /// also name translations by country (`jp`, ClickHouse's Japanese): `jp`, `cn`, `tw` and `kr`
    /// stand for Japanese, Simplified and Traditional Chinese and Korean (none is a language code).
    static func knownLanguage(_ tag: String) -> String? {
        let tag = languageByCountry[tag.lowercased()] ?? tag
        return LanguageResolver.resolve(tag).tag.flatMap { fileLanguages.contains($0) ? $0 : nil }
    }
}
