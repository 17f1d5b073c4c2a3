import Checks
import Foundation
import LocalizationFormats
import TextKit

/// `termbridge check --fix` on app string files: applies the safe fixes among the findings
/// (`LocalizationFile.safeFixRules`), each file written atomically and only when it has not changed
/// since it was read; `--dry-run` prints a diff instead.
enum AppStringFixes {
    /// What a fix run did: one line per change or problem, and how many files changed.
    struct Outcome {
        /// Lines for standard output (changes, or the diff of a dry run).
        var report: [String] = []
        /// Lines for standard error (skipped fixes, files left alone).
        var problems: [String] = []
        var filesChanged = 0
        var fixes = 0
    }

    /// Fixes `catalogs` with the safe suggestions of `findings`.
    ///
    /// - Complexity: linear in the size of the files with fixes.
    static func apply(_ findings: [Diagnostic], to catalogs: [LocalizationFile], dryRun: Bool) -> Outcome {
        var outcome = Outcome()
        for file in catalogs {
            for finding in file.fixesByHand(in: findings) {
                outcome.problems.append(
                    "\(file.path):\(finding.location.line):\(finding.location.column): warning: fix not applied: '\(finding.text)' "
                        + "runs over two quoted lines of its value; change it by hand")
            }
            let edits = file.safeEdits(from: findings)
            guard !edits.isEmpty else { continue }
            let result: LocalizationFile.EditResult
            do {
                result = try file.applying(edits)
            } catch {
                outcome.problems.append("\(error); not fixed")
                continue
            }
            for (edit, reason) in result.skipped {
                outcome.problems.append("\(file.path):\(edit.position): warning: fix not applied: \(reason)")
            }
            guard !result.applied.isEmpty, result.bytes != file.originalBytes else { continue }
            let onDisk = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) }
            guard onDisk == file.originalBytes else {
                outcome.problems.append(
                    "\(file.path):1:1: error: the file changed since it was read; not fixed (run the check again)")
                continue
            }
            if dryRun {
                outcome.report += diff(file, result.bytes)
            } else {
                do {
                    try FileOutput.writeAtomically(Data(result.bytes), to: file.path)
                } catch {
                    outcome.problems.append("\(file.path):1:1: error: cannot write the fixed file: \(error)")
                    continue
                }
                for edit in result.applied.sorted(by: { $0.position < $1.position }) {
                    outcome.report.append(
                        "fixed \(file.path):\(edit.position): '\(edit.original)' → '\(edit.replacement)'")
                }
            }
            outcome.filesChanged += 1
            outcome.fixes += result.applied.count
        }
        return outcome
    }

    /// A unified-style diff of the changed lines of `file` (the edits never add or remove lines).
    static func diff(_ file: LocalizationFile, _ bytes: [UInt8]) -> [String] {
        let fixed = LocalizationFile.decodedText(bytes) ?? SourceText(bytes: [])
        var lines = ["--- \(file.path)", "+++ \(file.path) (fixed)"]
        let count = min(file.text.lineStarts.count, fixed.lineStarts.count)
        for line in 1...max(1, count) where line <= count {
            let old = file.text.line(line)
            let new = fixed.line(line)
            guard old != new else { continue }
            lines += ["@@ -\(line) +\(line) @@", "-\(old)", "+\(new)"]
        }
        return lines
    }
}
