import DocumentParsing
import Foundation

/// The document pairs `align FOLDER` lines up: files named `NAME.LANG.md` or `NAME.LANG.txt` under
/// a folder (at any depth) that share `NAME` and folder, or files of the same path under two
/// language folders (`ja/docs/pods.md`, `zh-cn/docs/pods.md`), one in each of two languages — the
/// groups `check` reads a plain folder with (`CheckInputs.placements(of:under:)`, the default
/// language's unmarked pages among them).
struct FolderPairs {
    /// One pair to align: the source- and target-language files of one parallel group.
    struct Pair {
        var name: String
        var source: String
        var target: String
    }

    /// A folder with no pair in the two languages.
    struct NoPairs: Error, CustomStringConvertible {
        var folder: String
        var sourceLanguage: String
        var targetLanguage: String

        var description: String {
            "no \(sourceLanguage) and \(targetLanguage) document pair in '\(folder)' (files named "
                + "NAME.\(sourceLanguage).md and NAME.\(targetLanguage).md, or .txt)"
        }
    }

    var pairs: [Pair]
    /// Groups with a file in only one of the two languages.
    var unpaired: [String]

    /// The pairs of `folder` in `sourceLanguage` → `targetLanguage`, in path order.
    /// - Complexity: O(*f* log *f*) for *f* files under the folder.
    init(folder: URL, sourceLanguage: String, targetLanguage: String) {
        var groups: [String: [String: String]] = [:]
        let files = CheckInputs.documentFiles(under: folder)
        for (url, place) in zip(files, CheckInputs.placements(of: files, under: folder)) {
            guard let place else { continue }
            // A page of the default language, unmarked, has the language its text is in.
            guard let language = place.language ?? Self.language(of: url) else { continue }
            groups[place.group, default: [:]][language] = url.path
        }
        pairs = []
        unpaired = []
        for (name, files) in groups.sorted(by: { $0.key < $1.key }) {
            if let source = files[sourceLanguage], let target = files[targetLanguage] {
                pairs.append(Pair(name: name, source: source, target: target))
            } else if files[sourceLanguage] != nil || files[targetLanguage] != nil {
                unpaired.append(name)
            }
        }
    }

    /// The language the parser finds in the file at `url`, nil when it cannot be read.
    static func language(of url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return DocumentParser.parse(bytes: [UInt8](data), source: url.path).language.rawValue
    }
}
