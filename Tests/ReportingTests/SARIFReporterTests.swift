import Checks
import Foundation
import Testing

@testable import Reporting

@Suite struct SARIFReporterTests {
    let reporter = SARIFReporter(toolVersion: "0.1.0", informationURI: "https://example.org/termbridge")

    private func log(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Checks, by hand, what the SARIF 2.1.0 specification requires of every object we emit,
    /// including the cross-references a JSON schema cannot express.
    @Test func emitsWhatTheSpecificationRequires() throws {
        let sarif = try log(reporter.report(SampleFindings.report))
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "termbridge")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://example.org/termbridge")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleDescriptor.all.map(\.id))
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        #expect(run["columnKind"] as? String == "unicodeCodePoints", "our columns count Unicode scalars")
        let baseIds = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(baseIds["%SRCROOT%"] != nil)

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == SampleFindings.diagnostics.count)
        for (result, diagnostic) in zip(results, SampleFindings.diagnostics) {
            let ruleId = try #require(result["ruleId"] as? String)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == ruleId, "ruleIndex must point at the rule named by ruleId")
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(diagnostic.message) == true)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(URL(string: uri)?.scheme == nil, "artifact URIs are relative to %SRCROOT%")
            #expect(!uri.hasPrefix("/"))
            let baseId = try #require(artifact["uriBaseId"] as? String)
            #expect(baseIds[baseId] != nil, "uriBaseId must be defined in originalUriBaseIds")
            let region = try #require(physical["region"] as? [String: Any])
            let startLine = try #require(region["startLine"] as? Int)
            let startColumn = try #require(region["startColumn"] as? Int)
            #expect(startLine == diagnostic.location.line && startColumn == diagnostic.location.column)
            #expect(startLine >= 1 && startColumn >= 1)
            if let endColumn = region["endColumn"] as? Int {
                #expect(endColumn >= startColumn, "a region cannot end before it starts")
            }
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints == ["termbridge/v1": diagnostic.fingerprint])
            if let fixes = result["fixes"] as? [[String: Any]] {
                let changes = try #require(fixes.first?["artifactChanges"] as? [[String: Any]])
                #expect(!changes.isEmpty)
                let replacements = try #require(changes.first?["replacements"] as? [[String: Any]])
                #expect(replacements.first?["deletedRegion"] != nil)
            }
        }
    }

    @Test func mapsSeveritiesToSARIFLevels() {
        #expect(SARIFReporter.level(for: .error) == "error")
        #expect(SARIFReporter.level(for: .warning) == "warning")
        #expect(SARIFReporter.level(for: .info) == "note")
    }

    @Test func percentEncodesPathsAsRelativeURIs() {
        #expect(SARIFReporter.relativeURI(forPath: "zh-Hans/004 x.txt") == "zh-Hans/004%20x.txt")
        #expect(SARIFReporter.relativeURI(forPath: "ja/a#b.txt") == "ja/a%23b.txt")
        #expect(SARIFReporter.relativeURI(forPath: "ja/日本.txt") == "ja/%E6%97%A5%E6%9C%AC.txt")
    }

    @Test func offersAFixOnlyWithSuggestionAndSpan() throws {
        let results = try #require(
            ((try log(reporter.report(SampleFindings.report))["runs"] as? [[String: Any]])?.first?["results"])
                as? [[String: Any]])
        let withFix = results.filter { $0["fixes"] != nil }.compactMap { $0["ruleId"] as? String }
        #expect(withFix.sorted() == ["deprecated-term", "near-miss"])
    }

    @Test func sourceRootBecomesAnAbsoluteBaseURIWithTrailingSlash() throws {
        let rooted = SARIFReporter(toolVersion: "1", sourceRoot: URL(fileURLWithPath: "/tmp/corpus", isDirectory: true))
        let run = try #require((try log(rooted.report(SampleFindings.report))["runs"] as? [[String: Any]])?.first)
        let base = (run["originalUriBaseIds"] as? [String: [String: Any]])?["%SRCROOT%"]?["uri"] as? String
        #expect(base == "file:///tmp/corpus/")
    }

    @Test func unregisteredRuleIsAddedToTheDriver() throws {
        let odd = Diagnostic(
            rule: "custom-rule", severity: .warning,
            location: FindingLocation(document: "d", path: "d.txt", line: 1), message: "m", text: "t")
        let run = try #require(
            (try log(reporter.report(FindingsReport(diagnostics: [odd], documentCount: 1)))["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == "custom-rule")
    }

    @Test func aFileOutsideTheRootGetsAnAbsoluteFileURIWithoutBase() throws {
        let outside = Diagnostic(
            rule: "deprecated-term", severity: .error,
            location: FindingLocation(document: "d", path: "/tmp/app strings/L.xcstrings", line: 3), message: "m", text: "t")
        let run = try #require(
            (try log(reporter.report(FindingsReport(diagnostics: [outside], documentCount: 1)))["runs"] as? [[String: Any]])?
                .first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let artifact = try #require(
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])
        #expect(artifact["uri"] as? String == "file:///tmp/app%20strings/L.xcstrings")
        #expect(artifact["uriBaseId"] == nil)
    }

    /// `report` writes its JSON itself: byte for byte what `JSONEncoder` writes for the same log,
    /// with and without the optional properties.
    @Test func writesWhatJSONEncoderWrites() {
        var awkward = ""
        for value in [0x00, 0x01, 0x09, 0x0A, 0x1F, 0x22, 0x2F, 0x5C, 0x7F, 0x2028, 0xFEFF, 0x1F600] {
            awkward.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        let odd = [
            Diagnostic(
                rule: "a-rule-of-its-own", severity: .warning,
                location: FindingLocation(document: "x", path: "/abs/p q/文档.md", line: 0, column: 0, endColumn: 4),
                message: awkward, text: awkward, suggestion: "\"\(awkward)\""),
            Diagnostic(
                rule: "near-miss", severity: .info,
                location: FindingLocation(document: "y", path: "zh-Hans/a#b?.md", line: 7, column: 3),
                message: "m", text: "t", suggestion: "no end column, so no fix"),
        ].withStableFingerprints()
        let reporters = [
            reporter,
            SARIFReporter(toolVersion: "9", sourceRoot: URL(fileURLWithPath: "/tmp/corpus root")),
        ]
        let reports = [
            SampleFindings.report,
            FindingsReport(diagnostics: [], documentCount: 0),
            FindingsReport(diagnostics: odd + SampleFindings.diagnostics, documentCount: 3),
        ]
        for reporter in reporters {
            for report in reports {
                #expect(reporter.report(report) == reporter.encodedThroughJSONEncoder(report))
                // Handed over in chunks (as `build` writes its log): the same bytes, in chunks of
                // about the size asked for, each result cut at its end.
                for size in [1, 200, 1 << 20] {
                    var chunks: [[UInt8]] = []
                    reporter.report(report, chunk: size) { chunks.append($0) }
                    #expect(String(decoding: chunks.joined(), as: UTF8.self) == reporter.report(report))
                    #expect(chunks.allSatisfy { !$0.isEmpty })
                    if size == 1 { #expect(chunks.count > report.diagnostics.count) }
                }
            }
        }
    }

    @Test func matchesGoldenFile() throws {
        try Golden.check(reporter.report(SampleFindings.report), against: "findings.sarif")
    }

    static let pythonHasJSONSchema: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Validates with python3's `jsonschema` against `Fixtures/sarif-2.1.0-subset.schema.json`,
    /// our own schema for the part of SARIF 2.1.0 we emit (the official schema needs a network).
    @Test(.enabled(if: pythonHasJSONSchema, "needs python3 with jsonschema"))
    func validatesAgainstTheSARIFSubsetSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logs = [
            reporter.report(SampleFindings.report),
            SARIFReporter(toolVersion: "1", sourceRoot: URL(fileURLWithPath: "/tmp/c")).report(SampleFindings.report),
            reporter.report(FindingsReport(diagnostics: [], documentCount: 0)),
        ]
        var paths: [String] = []
        for (index, text) in logs.enumerated() {
            let url = folder.appendingPathComponent("log\(index).sarif")
            try text.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
            bad = 0
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    bad += 1
                    print(path, list(error.absolute_path), error.message)
            sys.exit(1 if bad else 0)
            """
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Golden.fixture("sarif-2.1.0-subset.schema.json").path] + paths
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "schema validation failed:\n\(String(decoding: data, as: UTF8.self))")
    }

    /// Guards the validation test itself: a log with a level SARIF does not define must fail.
    @Test(.enabled(if: pythonHasJSONSchema, "needs python3 with jsonschema"))
    func schemaRejectsAMalformedLog() throws {
        let broken = reporter.report(SampleFindings.report).replacingOccurrences(of: "\"level\" : \"note\"", with: "\"level\" : \"info\"")
        #expect(broken.contains("\"info\""))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import json,sys,jsonschema; jsonschema.validate(json.loads(sys.stdin.read()), json.load(open(sys.argv[1])))",
            Golden.fixture("sarif-2.1.0-subset.schema.json").path,
        ]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(broken.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
    }
}
