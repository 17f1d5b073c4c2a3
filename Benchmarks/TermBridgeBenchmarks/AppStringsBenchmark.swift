import ArgumentParser
import Checks
import Foundation
import GlossaryKit
import LocalizationFormats
import TermBridgeCommandLine

/// `termbridge check` on a generated String Catalog of 50,000 keys (en, ja, zh-Hans; plain values
/// and plural variations; one key in ten with a deprecated term, a half-width run, a placeholder
/// mismatch or a needs_review state): reading alone (the baseline), every rule, and the command end
/// to end. Pass another key count as the first argument.
enum AppStringsBenchmark {
    static func run(_ arguments: [String]) throws {
        let keys = arguments.first.flatMap(Int.init) ?? 50_000
        let bytes = catalogue(keys: keys)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appstrings-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let glossary = try TBXReader.read(contentsOf: "Glossary/storekit-offers.tbx").glossary
        print("catalogue: \(keys) keys, \(bytes.count) bytes; cores: \(ProcessInfo.processInfo.activeProcessorCount)")

        var file: LocalizationFile?
        let read = try Harness.measure("read the catalogue (JSON scan with positions; baseline)", runs: 5) {
            file = try LocalizationFile.read(bytes: bytes, path: path)
        }
        Harness.report(read, bytes: bytes.count)
        let catalogue = file!
        var findings: [Diagnostic] = []
        let check = Harness.measure("every rule on the read catalogue", runs: 3) {
            findings = Checker(glossary: glossary).check([], catalogs: [catalogue])
        }
        Harness.report(check, bytes: bytes.count)
        let command = try Harness.measure("termbridge check FILE --format json (end to end)", runs: 3) {
            var check = try TermBridge.parseAsRoot(["check", path, "--format", "json", "--output", "/dev/null"])
            do { try check.run() } catch let exit as ExitCode where exit.rawValue == 2 {}
        }
        Harness.report(command, bytes: bytes.count)
        var byRule: [String: Int] = [:]
        for finding in findings { byRule[finding.rule, default: 0] += 1 }
        print("  findings: " + byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print(String(format: "  ratios to reading: rules %.1f, end to end %.1f", check.median / read.median,
                     command.median / read.median))
    }

    /// A catalogue as Xcode writes it (two-space indent, `"key" : value`, no final newline).
    static func catalogue(keys: Int) -> [UInt8] {
        func unit(_ value: String, _ state: String = "translated", indent: String) -> String {
            """
            {
            \(indent)  "stringUnit" : {
            \(indent)    "state" : "\(state)",
            \(indent)    "value" : "\(value)"
            \(indent)  }
            \(indent)}
            """
        }
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<keys {
            let key = String(format: "screen%05d.title", index)
            var en = "Redeem your win-back offer \(index)"
            var ja = "ウィンバックオファー\(index)を利用する"
            var zh = "兑换你的赢回优惠 \(index)"
            var state = "translated"
            switch index % 40 {
            case 3: ja = "再獲得提供オファー\(index)を利用する"
            case 7: ja = "ｵﾌｧｰｺｰﾄﾞ\(index)を使う"
            case 11: (en, ja) = ("%lld days free, then %@ \(index)", "%@日間無料、その後は%lld \(index)")
            case 19: state = "needs_review"
            case 23: zh = "开始免费试用,现在 \(index)"
            default: break
            }
            out += "    \"\(key)\" : {\n      \"localizations\" : {\n"
            out += "        \"en\" : " + unit(en, indent: "        ") + ",\n"
            out += "        \"ja\" : " + unit(ja, state, indent: "        ") + ",\n"
            out += "        \"zh-Hans\" : " + unit(zh, indent: "        ") + "\n"
            out += "      }\n    }" + (index + 1 < keys ? ",\n" : "\n")
        }
        out += "  },\n  \"version\" : \"1.0\"\n}"
        return Array(out.utf8)
    }
}
