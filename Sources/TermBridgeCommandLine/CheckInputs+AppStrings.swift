import Foundation
import LocalizationFormats

/// App string files (`.xcstrings`, `.xliff`, `.strings`, `.stringsdict`, gettext `.po`) among the inputs of
/// `termbridge check`: picked up in folders and as files, read with `LocalizationFile.read`.
extension CheckInputs {
    /// The file extensions read as app string files.
    static let appStringExtensions: Set<String> = ["xcstrings", "xliff", "xlf", "strings", "stringsdict", "po"]

    /// Whether a file given on the command line is an app string file.
    static func isAppStringFile(_ url: URL) -> Bool { appStringExtensions.contains(url.pathExtension.lowercased()) }

    /// The app string files under a folder (inside `.xcloc` and `.lproj` folders too), sorted.
    static func appStringFiles(under folder: URL) -> [URL] {
        files(under: folder, where: isAppStringFile)
    }

    /// Reads app string files in parallel: each one read is added to `catalogs` (its warnings
    /// printed by the caller), each one that fails to a located message in `failures`.
    mutating func readAppStrings(_ urls: [URL]) {
        var seen: Set<String> = []
        let unique = urls.filter { seen.insert($0.resolvingSymlinksInPath().path).inserted }
        let results = unique.concurrentMap { url -> Result<LocalizationFile, LocalizationFormatError> in
            let path = Self.displayPath(url)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return .failure(LocalizationFormatError(path: path, message: "cannot read the file"))
            }
            return Result { () throws(LocalizationFormatError) in
                try LocalizationFile.read(bytes: [UInt8](data), path: path)
            }
        }
        for result in results {
            switch result {
            case .success(let file): catalogs.append(file)
            case .failure(let error): failures.append("\(error); the file was not checked")
            }
        }
    }
}
