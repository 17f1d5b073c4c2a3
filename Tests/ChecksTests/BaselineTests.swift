import Checks
import Foundation
import Testing

@Suite struct BaselineTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
    }

    @Test func roundTripsThroughAFileLeavingNoTemporaryFile() throws {
        let findings = [finding(line: 4), finding("deprecated-term", severity: .error, text: "再獲得提供オファー")]
            .withStableFingerprints()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("baseline.json").path
        try Baseline(diagnostics: findings).write(to: path)
        let read = try Baseline.read(from: path)
        #expect(read == Baseline(diagnostics: findings))
        #expect(read.fingerprints == Set(findings.map(\.fingerprint)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"rule\" : \"deprecated-term\""), "entries carry the rule for human readers")
        #expect(text.contains("\"message\" : \"message\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["baseline.json"])
    }

    @Test func keepsOnlyNewFindings() {
        let old = [finding(line: 4)].withStableFingerprints()
        let baseline = Baseline(diagnostics: old)
        // The old finding moved down; a second identical one and a different one appeared.
        let now = [finding(line: 9), finding(line: 20), finding("deprecated-term", text: "再獲得提供オファー")]
            .withStableFingerprints()
        let new = baseline.newFindings(in: now)
        #expect(new.map(\.location.line) == [1, 20])
        #expect(new.map(\.rule) == ["deprecated-term", "near-miss"])
    }

    @Test func writingReplacesAnExistingFile() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Baseline(diagnostics: [finding()]).write(to: path)
        try Baseline(diagnostics: []).write(to: path)
        #expect(try Baseline.read(from: path).findings.isEmpty)
    }

    @Test func writingKeepsALinkALinkAndADeviceADevice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("kept.json").path
        let link = folder.appendingPathComponent("baseline.json").path
        try Baseline(diagnostics: []).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "kept.json")
        try Baseline(diagnostics: [finding()].withStableFingerprints()).write(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "kept.json", "the link stays a link")
        #expect(try Baseline.read(from: target).findings.count == 1, "the file it points to is replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["baseline.json", "kept.json"])
        try Baseline(diagnostics: []).write(to: "/dev/null")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial, "/dev/null stays a device")
    }

    @Test func rejectsMalformedOrMissingFiles() {
        #expect(throws: CheckError.unreadableBaseline(
            file: "b.json", message: "not a termbridge baseline (expected JSON with 'version' and 'findings')")) {
            try Baseline(decoding: "[1, 2]", path: "b.json")
        }
        #expect(throws: CheckError.unreadableBaseline(file: "b.json", message: "unsupported version 7")) {
            try Baseline(decoding: #"{"version": 7, "findings": []}"#, path: "b.json")
        }
        #expect(throws: CheckError.unreadableBaseline(file: "/nonexistent/b.json", message: "no such file or not readable")) {
            try Baseline.read(from: "/nonexistent/b.json")
        }
        #expect(throws: CheckError.unwritableBaseline(file: "/nonexistent/dir/b.json", message: "the folder does not exist")) {
            try Baseline(diagnostics: []).write(to: "/nonexistent/dir/b.json")
        }
    }
}
