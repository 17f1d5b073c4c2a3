import ArgumentParser
import Checks
import Foundation
import LocalizationFormats
import Testing

@testable import TermBridgeCommandLine

/// `termbridge check --fix` on copies of the fixtures: only the fixed values change, checking
/// again finds no fixable finding, `--dry-run` writes nothing, a file changed since it was read is
/// left alone.
@Suite(.serialized) struct FixTests {
    func run(_ arguments: [String]) {
        do {
            var command = try TermBridge.parseAsRoot(arguments)
            try command.run()
        } catch {}
    }

    func fixable(in folder: URL) throws -> [Diagnostic] {
        let catalogs = try AppStringsFixture.files.map { try AppStringsFixture.read($0, in: folder) }
        let findings = Checker(glossary: try AppStringsFixture.glossary()).check([], catalogs: catalogs)
        return catalogs.flatMap { file in
            findings.filter { finding in file.safeEdits(from: [finding]).count == 1 }
        }
    }

    @Test func fixRoundTripsAndChangesOnlyTheFixedValues() throws {
        let folder = try AppStringsFixture.copyOfFixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try !fixable(in: folder).isEmpty)
        let before = try AppStringsFixture.files.map { try AppStringsFixture.read($0, in: folder) }
        let report = scratchOutput()
        defer { try? FileManager.default.removeItem(atPath: report) }
        run(["check", folder.path, "--glossary", AppStringsFixture.glossaryPath, "--fix", "--output", report])
        #expect(try fixable(in: folder).isEmpty, "fixable findings left after --fix")
        for old in before {
            let new = try AppStringsFixture.read(old.path, in: folder)
            #expect(new.encoding == old.encoding)
            #expect(new.text.lineStarts.count == old.text.lineStarts.count)
            // Every changed line holds a fixed value (a piece of one, for a PO value continued over
            // lines); every other line is byte for byte the same.
            let fixedLines = Set(new.entries.flatMap(\.values).flatMap { value in
                [value.position.line] + value.pieces.map { new.text.position(of: $0.lowerBound).line }
            })
            for line in 1...old.text.lineStarts.count where old.text.line(line) != new.text.line(line) {
                #expect(fixedLines.contains(line), "\(old.path):\(line) changed outside a value")
            }
        }
        let xcstrings = try String(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(xcstrings.contains("\"value\" : \"ウィンバックオファーを利用する\""))
        #expect(xcstrings.contains("\"value\" : \"オファーコードを使う\""))
        #expect(!xcstrings.hasSuffix("\n"), "the catalogue's missing final newline is kept")
        let strings = try AppStringsFixture.read("ja.lproj/Localizable.strings", in: folder)
        #expect(strings.encoding == .utf16LittleEndianWithBOM)
        #expect(strings.entries.contains { $0.values.first?.text == "おかえりなさい!ウィンバックオファーをご利用いただけます." })
    }

    @Test func dryRunWritesNothing() throws {
        let folder = try AppStringsFixture.copyOfFixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try AppStringsFixture.files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let report = scratchOutput()
        defer { try? FileManager.default.removeItem(atPath: report) }
        run(["check", folder.path, "--glossary", AppStringsFixture.glossaryPath, "--fix", "--dry-run", "--output", report])
        let after = try AppStringsFixture.files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(before == after)
    }

    @Test func dryRunDiffShowsTheChangedLines() throws {
        let file = try AppStringsFixture.read("Localizable.xcstrings")
        let findings = Checker(glossary: try AppStringsFixture.glossary()).check([], catalogs: [file])
        let result = try file.applying(file.safeEdits(from: findings))
        let diff = AppStringFixes.diff(file, result.bytes)
        #expect(diff.contains("-            \"value\" : \"再獲得提供オファーを利用する\""))
        #expect(diff.contains("+            \"value\" : \"ウィンバックオファーを利用する\""))
        #expect(diff.contains("@@ -131 +131 @@"))
    }

    @Test func fileChangedSinceReadIsNotFixed() throws {
        let folder = try AppStringsFixture.copyOfFixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        let file = try LocalizationFile.read(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let findings = Checker(glossary: try AppStringsFixture.glossary()).check([], catalogs: [file])
        let edited = Data(file.originalBytes + Array("\n".utf8))
        try edited.write(to: URL(fileURLWithPath: path))
        let outcome = AppStringFixes.apply(findings, to: [file], dryRun: false)
        #expect(outcome.filesChanged == 0)
        #expect(outcome.problems.contains { $0.contains("changed since it was read") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)
    }

    @Test func editOutsideAValueIsRefused() throws {
        let file = try AppStringsFixture.read("Localizable.xcstrings")
        let result = try file.applying([ValueEdit(position: TextPosition(line: 2, column: 4), original: "sourceLanguage", replacement: "x")])
        #expect(result.applied.isEmpty && result.skipped.count == 1)
        #expect(result.bytes == file.originalBytes)
    }

    @Test func replacementIsEscapedForTheFormat() throws {
        let file = try AppStringsFixture.read("ja.xcloc/Localized Contents/ja.xliff")
        let result = try file.applying([ValueEdit(position: TextPosition(line: 54, column: 36), original: "無料トライアル", replacement: "<無料> & \"試用\"")])
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.contains("&lt;無料&gt; &amp; \"試用\"を開始"))
        let po = try AppStringsFixture.read("po/ja.po")
        let fixed = try po.applying([ValueEdit(position: TextPosition(line: 19, column: 9), original: "再獲得提供オファー", replacement: "\"ウィンバック\"\\\n")])
        #expect(String(decoding: fixed.bytes, as: UTF8.self).contains("msgstr \"\\\"ウィンバック\\\"\\\\\\nを利用する\""))
    }

    /// The PO file a fix wrote is one GNU gettext still compiles, its format strings checked
    /// (`msgfmt -c`; skipped where gettext is not installed, which `.ci/run` installs).
    @Test func fixedPOFileCompilesWithMsgfmt() throws {
        guard let msgfmt = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            print("skipped: msgfmt (GNU gettext) is not installed")
            return
        }
        let folder = try AppStringsFixture.copyOfFixtures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try AppStringsFixture.read("po/ja.po", in: folder)
        let report = scratchOutput()
        defer { try? FileManager.default.removeItem(atPath: report) }
        run(["check", folder.path, "--glossary", AppStringsFixture.glossaryPath, "--fix", "--output", report])
        let after = try AppStringsFixture.read("po/ja.po", in: folder)
        #expect(after.originalBytes != before.originalBytes, "the PO file was fixed")
        #expect(after.entries.contains { $0.values.first?.text == "ウィンバックオファーを利用する" })
        #expect(after.entries.contains { $0.values.first?.text == "今すぐオファーコードを使う。" }, "fixed in a continued line")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: msgfmt)
        process.arguments = ["-c", "-o", "/dev/null", folder.appendingPathComponent("po/ja.po").path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "msgfmt -c refused the fixed file")
    }
}

/// A fresh file path for a report the test does not read (never a device: a regression in the
/// writer must not be able to replace one).
private func scratchOutput() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-report-\(UUID().uuidString)").path
}
