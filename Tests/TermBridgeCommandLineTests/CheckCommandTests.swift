import ArgumentParser
import Foundation
import Testing

@testable import TermBridgeCommandLine

@Suite(.serialized) struct CheckCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossary = root.appendingPathComponent("Glossary/storekit-offers.tbx").path
    static let ja = root.appendingPathComponent("Corpus/ja/000_593fcd7000116d1f.txt")
    static let zh = root.appendingPathComponent("Corpus/zh-Hans/004_51de928598eb9817.txt")
    static let community = root.appendingPathComponent("Corpus/ja/001_81c21158e75524e1.txt")

    /// The exit status of `termbridge ARGUMENTS`, as the executable would return it.
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
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func findings(_ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["findings"] as? [[String: Any]])
    }

    @Test func bundledCorpusHasErrorFindingsWithTheJSONKeysTheIssueNames() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("findings.json").path
        #expect(exitCode(["check", "--format", "json", "--output", out, "--glossary", Self.glossary]) == 2)
        let all = try findings(out)
        #expect(all.count > 50)
        for key in ["rule", "severity", "document", "line", "column", "message", "text", "suggestion"] {
            #expect(all.allSatisfy { $0.keys.contains(key) }, "every finding has '\(key)'")
        }
        #expect(all.contains {
            $0["rule"] as? String == "deprecated-term" && $0["document"] as? String == "001_81c21158e75524e1"
                && $0["line"] as? Int == 2 && $0["column"] as? Int == 1 && $0["suggestion"] as? String == "ウィンバックオファー"
        })
    }

    @Test func severityThresholdDecidesTheExitStatus() {
        // The Chinese session alone has warnings (labels, label case) and no error.
        let report = scratchOutput()
        defer { try? FileManager.default.removeItem(atPath: report) }
        #expect(exitCode(["check", Self.zh.path, "--glossary", Self.glossary, "--output", report]) == 0)
        #expect(exitCode(["check", Self.zh.path, "--glossary", Self.glossary, "--severity", "warning", "--output", report]) == 2)
        #expect(exitCode(["check", Self.community.path, "--glossary", Self.glossary, "--output", report]) == 2)
    }

    @Test func badUsageExits64() {
        #expect(exitCode(["check", "--severity", "fatal"]) == 64)
        #expect(exitCode(["check", "--format", "xml"]) == 64)
        #expect(exitCode(["check", "--rules", "deprecated-terms"]) == 64)
    }

    @Test func missingPathIsARuntimeFailure() {
        #expect(exitCode(["check", "/no/such/folder", "--glossary", Self.glossary]) == 1)
    }

    @Test func folderOfNameLangFilesFormsParallelGroupsAndABadFileDoesNotStopTheRest() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.ja, to: dir.appendingPathComponent("session.ja.txt"))
        try FileManager.default.copyItem(at: Self.zh, to: dir.appendingPathComponent("session.zh-Hans.txt"))
        // A folder named like a document cannot be read as one.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("broken.ja.txt"), withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("out.json").path
        #expect(exitCode(["check", dir.path, "--glossary", Self.glossary, "--format", "json", "--output", out]) == 1)
        let all = try findings(out)
        #expect(all.contains {
            $0["rule"] as? String == "parity-missing-label" && $0["document"] as? String == "session.zh-Hans"
                && $0["text"] as? String == "Create Offer" && $0["line"] as? Int == 83
        })
        #expect(all.contains { $0["rule"] as? String == "near-miss" && $0["document"] as? String == "session.ja" })
    }

    @Test func baselineReportsOnlyNewFindingsAndIgnoreFileSilencesRules() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let doc = dir.appendingPathComponent("notes.ja.txt")
        try "再獲得提供オファーを設定します\n".write(to: doc, atomically: false, encoding: .utf8)
        let baseline = dir.appendingPathComponent("baseline.json").path
        let out = dir.appendingPathComponent("out.json").path
        let base = ["check", dir.path, "--glossary", Self.glossary, "--format", "json", "--output", out, "--baseline", baseline]
        #expect(exitCode(base) == 0, "the first run records the baseline")
        #expect(FileManager.default.fileExists(atPath: baseline))
        #expect(exitCode(base) == 0)
        #expect(try findings(out).isEmpty)
        try "再獲得提供オファーを設定します\nもう一つの再獲得提供オファー\n".write(to: doc, atomically: false, encoding: .utf8)
        #expect(exitCode(base) == 2)
        let new = try findings(out)
        #expect(new.count == 1 && new.first?["line"] as? Int == 2)

        try "deprecated-term notes.ja *\n".write(to: dir.appendingPathComponent(".termbridge-ignore"), atomically: false, encoding: .utf8)
        #expect(exitCode(["check", dir.path, "--glossary", Self.glossary, "--output", out]) == 0)
        try "deprecated-terms * *\n".write(to: dir.appendingPathComponent(".termbridge-ignore"), atomically: false, encoding: .utf8)
        #expect(exitCode(["check", dir.path, "--glossary", Self.glossary, "--output", out]) == 1, "a bad suppression file is an error")
    }

    @Test func inlineMarkerSilencesTheNextLine() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "<!-- termbridge-ignore: deprecated-term -->\n再獲得提供オファーの例\n"
            .write(to: dir.appendingPathComponent("quoted.ja.txt"), atomically: false, encoding: .utf8)
        #expect(exitCode(["check", dir.path, "--glossary", Self.glossary, "--output", dir.appendingPathComponent("report").path]) == 0)
    }

    @Test func sarifLocationsResolveToTheCheckedFilesInsideAndOutsideTheCurrentFolder() throws {
        guard TermbridgeProcess.executable != nil else {
            print("skipping: the termbridge executable is not built")
            return
        }
        let here = try folder()
        let elsewhere = try folder()
        defer {
            try? FileManager.default.removeItem(at: here)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let text = try Data(contentsOf: Self.community)
        let inside = here.appendingPathComponent("docs/inside page.ja.txt")
        try FileManager.default.createDirectory(at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: inside)
        let outside = elsewhere.appendingPathComponent("外 page.ja.txt")
        try text.write(to: outside)
        let outcome = try TermbridgeProcess.run(
            ["check", "docs", outside.path, "--glossary", Self.glossary, "--format", "sarif"], in: here)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require(
            ((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        let results = try #require(run["results"] as? [[String: Any]])
        var resolved: Set<String> = []
        for result in results {
            let artifact = try #require(
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                    "artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            let url: URL
            if artifact["uriBaseId"] as? String == "%SRCROOT%" {
                #expect(!uri.hasPrefix("/") && !uri.contains(":"), "a relative reference: \(uri)")
                url = try #require(URL(string: uri, relativeTo: URL(string: base)))
            } else {
                #expect(uri.hasPrefix("file:///") && artifact["uriBaseId"] == nil, "an absolute file URI: \(uri)")
                url = try #require(URL(string: uri))
            }
            #expect(FileManager.default.fileExists(atPath: url.path), "\(uri) resolves to \(url.path)")
            resolved.insert(url.standardizedFileURL.resolvingSymlinksInPath().path)
        }
        #expect(resolved.contains(inside.resolvingSymlinksInPath().path), "\(resolved)")
        #expect(resolved.contains(outside.resolvingSymlinksInPath().path), "\(resolved)")
    }

    @Test func sarifOutputIsALogWithOneRun() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.sarif").path
        _ = exitCode(["check", Self.community.path, "--glossary", Self.glossary, "--format", "sarif", "--output", out])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let runs = try #require(json["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "deprecated-term" })
    }
}

/// A fresh file path for a report the test does not read (never a device: a regression in the
/// writer must not be able to replace one).
private func scratchOutput() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-report-\(UUID().uuidString)").path
}
