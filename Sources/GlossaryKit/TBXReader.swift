import Foundation

/// Reads TBX: v3 (the published namespace `urn:iso:std:iso:30042:ed-2` and the pre-publication
/// `…:ed:3.0`) in DCA style (`<termNote type="administrativeStatus">`) or DCT style (module
/// elements such as `<min:administrativeStatus>`), and legacy TBX 2008 (`martif` / `termEntry` /
/// `langSet` / `tig` / `ntig`).
///
/// Language tags go through ``LanguageResolver`` (`ja-JP` is read as `ja`, `zh-CN` as `zh-Hans`,
/// `zh-TW` as `zh-Hant`), with one warning per mapped tag and an error diagnostic for a tag that
/// cannot be used. A status other tools write (`obsolete`) becomes the nearest TBX-Basic status
/// with a warning; a `termEntry` without an id gets a stable generated id.
///
/// Malformed XML and values that mean nothing (an unknown administrative status, a term section
/// without a term) throw a ``GlossaryError`` located at `file:line:column`; unknown but
/// well-formed elements are skipped with a warning diagnostic.
public enum TBXReader {
    /// The namespaces accepted on a `<tbx>` root.
    public static let namespaces = ["urn:iso:std:iso:30042:ed:3.0", "urn:iso:std:iso:30042:ed-2"]

    /// What reading a file gives: the glossary and the warnings.
    public struct Result: Sendable {
        public var glossary: Glossary
        public var diagnostics: [GlossaryDiagnostic]

        public init(glossary: Glossary, diagnostics: [GlossaryDiagnostic]) {
            self.glossary = glossary
            self.diagnostics = diagnostics
        }
    }

    /// Reads the TBX file at `path`.
    public static func read(contentsOf path: String) throws(GlossaryError) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "the file does not exist or cannot be read")
        }
        return try read(data, file: path)
    }

    /// Reads TBX from `data`; `file` names it in messages.
    public static func read(_ data: Data, file: String) throws(GlossaryError) -> Result {
        let root = try XMLTreeBuilder.parse(data, file: file)
        var reader = TBXInterpreter(file: file)
        let glossary = try reader.glossary(root)
        return Result(glossary: glossary, diagnostics: reader.finish())
    }

    /// Reads TBX from a string (for tests and inline data).
    public static func read(_ text: String, file: String = "<string>") throws(GlossaryError) -> Result {
        try read(Data(text.utf8), file: file)
    }
}
