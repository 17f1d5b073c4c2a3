import Foundation
import TextKit

/// A record of known findings, so that a run can report only the new ones.
///
/// `termbridge check --baseline FILE` writes the file when it does not exist and otherwise reads
/// it and keeps only findings whose fingerprint is not in it. The file is JSON, pretty-printed
/// with sorted keys so that it diffs well; the rule, document and message of each entry are there
/// for people reviewing it, only the fingerprint is used for matching:
///
/// ```json
/// {
///   "findings" : [
///     {
///       "document" : "001_81c21158e75524e1",
///       "fingerprint" : "3f9a0c12be44d7a1",
///       "message" : "deprecated term '再獲得提供オファー'; use 'ウィンバックオファー'",
///       "rule" : "deprecated-term"
///     }
///   ],
///   "version" : 1
/// }
/// ```
public struct Baseline: Hashable, Sendable, Codable {
    /// The file format's version.
    public static let formatVersion = 1

    public var version: Int
    /// The known findings, sorted by document, rule and fingerprint.
    public var findings: [Entry]

    /// One known finding.
    public struct Entry: Hashable, Sendable, Codable {
        public var fingerprint: String
        public var rule: String
        public var document: String
        public var message: String

        public init(fingerprint: String, rule: String, document: String, message: String) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.document = document
            self.message = message
        }
    }

    /// A baseline recording `diagnostics` (their fingerprints should be final; see
    /// `Diagnostic.assigningFingerprints(_:)`).
    public init(diagnostics: [Diagnostic]) {
        version = Baseline.formatVersion
        findings = diagnostics
            .map { Entry(fingerprint: $0.fingerprint, rule: $0.rule, document: $0.location.document, message: $0.message) }
            .sorted { ($0.document, $0.rule, $0.fingerprint) < ($1.document, $1.rule, $1.fingerprint) }
    }

    /// The set of recorded fingerprints.
    public var fingerprints: Set<String> { Set(findings.map(\.fingerprint)) }

    /// The findings not recorded in this baseline, in their original order.
    ///
    /// - Complexity: O(*n* + *m*) for *n* findings and *m* baseline entries.
    public func newFindings(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        let known = fingerprints
        return diagnostics.filter { !known.contains($0.fingerprint) }
    }

    /// The baseline as JSON text (pretty, sorted keys, trailing newline).
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Decodes a baseline from JSON text.
    ///
    /// - Throws: `CheckError.unreadableBaseline` naming `path` when the JSON is not a baseline.
    public init(decoding text: String, path: String) throws(CheckError) {
        let decoded: Baseline
        do {
            decoded = try JSONDecoder().decode(Baseline.self, from: Data(text.utf8))
        } catch {
            throw .unreadableBaseline(file: path, message: "not a termbridge baseline (expected JSON with 'version' and 'findings')")
        }
        guard decoded.version == Baseline.formatVersion else {
            throw .unreadableBaseline(file: path, message: "unsupported version \(decoded.version)")
        }
        self = decoded
    }

    /// Reads the baseline at `path`.
    ///
    /// - Throws: `CheckError.unreadableBaseline` when the file is missing, unreadable or malformed.
    public static func read(from path: String) throws(CheckError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableBaseline(file: path, message: "no such file or not readable")
        }
        return try Baseline(decoding: String(decoding: data, as: UTF8.self), path: path)
    }

    /// Writes the baseline to `path` as ``FileOutput`` writes: a regular file is replaced atomically
    /// (a temporary file in the same folder, then renamed), so a reader never sees half a file; a
    /// device or FIFO is written through and stays what it is.
    ///
    /// - Throws: `CheckError.unwritableBaseline` naming `path` and the reason.
    public func write(to path: String) throws(CheckError) {
        do {
            try FileOutput.writeAtomically(encoded(), to: path)
        } catch {
            throw .unwritableBaseline(file: path, message: error.reason)
        }
    }
}
