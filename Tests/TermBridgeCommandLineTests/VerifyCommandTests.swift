import ArgumentParser
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// `termbridge verify`: the JSON the issue names, the exit statuses, `--kind`, and a mutated copy
/// reported at its line by `verify` and by `check`.
@Suite(.serialized) struct VerifyCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossary = root.appendingPathComponent("Glossary/storekit-offers.tbx").path
    static let session = root.appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt")

    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try TermBridge.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return TermBridge.exitCode(for: error).rawValue
        }
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func bundledCorpusClaimsHaveTheJSONShapeAndAContradictionExitsWith2() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("claims.json").path
        #expect(exitCode(["verify", "--format", "json", "--output", out, "--glossary", Self.glossary]) == 2)
        let report = try json(out)
        let claims = try #require(report["claims"] as? [[String: Any]])
        for key in ["kind", "status", "document", "line", "column", "text", "claim", "model", "suggestion"] {
            #expect(claims.allSatisfy { $0.keys.contains(key) }, "every claim has '\(key)'")
        }
        let kinds = Set(claims.compactMap { $0["kind"] as? String })
        #expect(kinds == ["availability", "api", "identifier", "rule", "example", "enumeration", "sample"])
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["contradicted"] == 7)
        #expect((summary["confirmed"] ?? 0) + (summary["contradicted"] ?? 0) + (summary["unverifiable"] ?? 0) == claims.count)
    }

    @Test func kindFiltersAndAnUnknownKindIsBadUsage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("claims.json").path
        #expect(exitCode(["verify", Self.session.path, "--kind", "availability,rule", "--format", "json", "--output", out,
                          "--glossary", Self.glossary]) == 0, "the session's availability and rules are all confirmed")
        let claims = try #require(try json(out)["claims"] as? [[String: Any]])
        #expect(Set(claims.compactMap { $0["kind"] as? String }) == ["availability", "rule"])
        #expect(exitCode(["verify", "--kind", "availabilty"]) == 64)
        #expect(exitCode(["verify", "no/such/file.txt", "--glossary", Self.glossary]) == 1)
    }

    @Test func mutatedCopyIsReportedAtItsLineByVerifyAndByCheck() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOf: Self.session, encoding: .utf8)
            .replacingOccurrences(of: "この新しいAPIは iOS 17.2以降", with: "この新しいAPIは iOS 17.0以降")
        let copy = dir.appendingPathComponent("session.ja.txt")
        try text.write(to: copy, atomically: false, encoding: .utf8)
        let out = dir.appendingPathComponent("claims.json").path
        #expect(exitCode(["verify", copy.path, "--kind", "availability", "--format", "json", "--output", out,
                          "--glossary", Self.glossary]) == 2)
        let claims = try #require(try json(out)["claims"] as? [[String: Any]])
        let wrong = claims.filter { $0["status"] as? String == "contradicted" }
        #expect(wrong.count == 1)
        #expect(wrong.first?["line"] as? Int == 39 && wrong.first?["text"] as? String == "iOS 17.0")
        #expect(wrong.first?["suggestion"] as? String == "iOS 17.2")
        let findings = dir.appendingPathComponent("findings.json").path
        #expect(exitCode(["check", copy.path, "--rules", "availability-mismatch", "--format", "json", "--output", findings,
                          "--glossary", Self.glossary]) == 2)
        let reported = try #require(try json(findings)["findings"] as? [[String: Any]])
        #expect(reported.count == 1 && reported.first?["line"] as? Int == 39 && reported.first?["column"] as? Int == 11)
        #expect(reported.first?["rule"] as? String == "availability-mismatch" && reported.first?["severity"] as? String == "error")
    }
}
