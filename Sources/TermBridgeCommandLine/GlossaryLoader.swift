import Foundation
import GlossaryKit

/// Finds and reads glossaries for the commands: a TBX file, every `*.tbx` of a folder, or, by
/// default, every `*.tbx` of the bundled `Glossary/` folder.
enum GlossaryLoader {
    /// The TBX files named by `path` (a file or folder) or found in the bundled folder.
    static func files(_ path: String?) throws -> [String] {
        let fm = FileManager.default
        let folder: String
        if let path {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GlossaryError.unreadable(file: path, reason: "the file does not exist")
            }
            if !isDirectory.boolValue { return [path] }
            folder = path
        } else {
            guard let found = CorpusLocator.bundledFolder("Glossary") else {
                throw GlossaryError.notFound("no glossary found (looked for a Glossary folder here and in parent folders); pass --glossary FILE")
            }
            folder = found.path
        }
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tbx") }.sorted()
        } catch {
            throw GlossaryError.unreadable(file: folder, reason: FileAccessError(error, path: folder).reason)
        }
        guard !names.isEmpty else { throw GlossaryError.notFound("no *.tbx file in '\(folder)'") }
        return names.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Reads one TBX file; a file that is missing, not a regular file or unreadable is a
    /// ``GlossaryError/unreadable(file:reason:)`` that says why.
    static func read(_ file: String) throws(GlossaryError) -> TBXReader.Result {
        let data: Data
        do {
            data = try FileInput.read(file)
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
        return try TBXReader.read(data, file: file)
    }

    /// Reads and merges the glossaries; warnings go to standard error.
    static func load(_ path: String?, quiet: Bool = false) throws -> Glossary {
        var glossaries: [Glossary] = []
        for file in try files(path) {
            if let csv = try csvText(file) {
                glossaries.append(try GlossaryCSV.import(csv, file: file))
                continue
            }
            let result = try read(file)
            if !quiet { for diagnostic in result.diagnostics { printError(diagnostic.description) } }
            glossaries.append(result.glossary)
        }
        return Glossary.merged(glossaries)
    }

    /// The text of a glossary file that is CSV (the form `glossary import` reads), by content:
    /// XML starts with `<` after an optional byte-order mark and white space; anything else whose
    /// first line has an `id` column and a comma is CSV. Nil for TBX.
    static func csvText(_ file: String) throws -> String? {
        let data: Data
        do {
            data = try FileInput.read(file)
        } catch {
            throw GlossaryError.unreadable(file: file, reason: error.reason)
        }
        let text = String(decoding: data, as: UTF8.self)
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if start.hasPrefix("<") { return nil }
        let header = start.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        guard header.contains(","), header.split(separator: ",").first?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) == "id" else {
            return nil
        }
        return String(start)
    }
}
