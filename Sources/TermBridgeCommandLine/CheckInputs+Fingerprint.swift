import Checks
import Crypto
import Foundation
import TextKit

extension CheckInputs.Collected {
    /// A digest of everything the collected inputs hold: each document file's path, manifest
    /// entry and bytes, each app string file's path and bytes, the suppression file at each root,
    /// and the manifest issues. Equal fingerprints mean the same documents with the same bytes.
    ///
    /// - Complexity: O(total bytes) to hash, the files read on every core.
    func fingerprint() -> String {
        var files = jobs.map { (path: $0.url.path, label: $0.entry.map { "\($0)" } ?? "") }
        files += appStrings.map { (path: $0.path, label: "strings") }
        files += roots.map { (path: $0.appendingPathComponent(SuppressionFile.defaultName).path, label: "ignore") }
        let digests = files.concurrentMap { file -> String in
            // An unreadable or absent file hashes as such: the run reports (or skips) it.
            guard let data = FileManager.default.contents(atPath: file.path) else { return "absent" }
            return CheckInputs.hex(SHA256.hash(data: data))
        }
        var hasher = SHA256()
        for (file, digest) in zip(files, digests) {
            hasher.update(data: Data((file.path + "\u{1F}" + file.label + "\u{1F}" + digest + "\u{1E}").utf8))
        }
        for issue in issues { hasher.update(data: Data((issue.description + "\u{1E}").utf8)) }
        return CheckInputs.hex(hasher.finalize())
    }
}

extension CheckInputs {
    /// A digest as lowercase hexadecimal, two digits a byte (`Hexadecimal.lowercase`): the spelling
    /// the index keys documents and analyses by.
    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 { Hexadecimal.lowercase(digest) }
}
