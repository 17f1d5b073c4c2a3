import ArgumentParser
import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import TermBridgeCommandLine

/// `check` and `align` on a ja/zh-Hans document pair written on one line each (no line break), the
/// shape that made parity and alignment quadratic in paragraph length. The pair is generated from
/// the perf corpus: the subtitle lines of the same sessions in both languages, joined with spaces,
/// the Japanese side cut at each size and the Chinese side at the same share of its text.
///
///     swift run -c release TermBridgeBenchmarks longline [KB …]     # default 54 109 218 500
enum LongLineBenchmark {
    static func run(_ arguments: [String]) throws {
        let sizes = arguments.isEmpty ? [54, 109, 218, 500] : arguments.compactMap { Int($0) }
        let (ja, zh) = try pair()
        print("one-line pairs from the perf corpus (ja \(ja.utf8.count) bytes, zh-Hans \(zh.utf8.count) bytes available)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("longline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in sizes {
            let jaText = prefix(ja, bytes: size * 1000)
            let share = Double(jaText.utf8.count) / Double(ja.utf8.count)
            let zhText = prefix(zh, bytes: Int(Double(zh.utf8.count) * share))
            let pairFolder = folder.appendingPathComponent("k\(size)")
            try FileManager.default.createDirectory(at: pairFolder, withIntermediateDirectories: true)
            let jaFile = pairFolder.appendingPathComponent("long.ja.txt").path
            let zhFile = pairFolder.appendingPathComponent("long.zh-Hans.txt").path
            try jaText.write(toFile: jaFile, atomically: false, encoding: .utf8)
            try zhText.write(toFile: zhFile, atomically: false, encoding: .utf8)
            print("\(size) KB: ja \(jaText.utf8.count) bytes, zh-Hans \(zhText.utf8.count) bytes")
            let align = try Harness.measure("  align ja zh-Hans --format json", runs: 3, warmup: 0) {
                var command = try TermBridge.parseAsRoot(
                    ["align", jaFile, zhFile, "--format", "json", "--no-glossary"])
                try silencingStandardOutput { try command.run() }
            }
            Harness.report(align)
            let check = try Harness.measure("  check FOLDER --format json", runs: 3, warmup: 0) {
                var command = try TermBridge.parseAsRoot(
                    ["check", pairFolder.path, "--format", "json", "--output", pairFolder.appendingPathComponent("f.json").path])
                do { try command.run() } catch let exit as ExitCode where exit.rawValue == 2 {}
            }
            Harness.report(check)
        }
        print("peak resident set of the process: \(peakResidentKilobytes()) KB")
    }

    /// The perf corpus's ja and zh-Hans subtitle lines of the sessions both languages have, each
    /// language joined into one line.
    static func pair() throws -> (ja: String, zh: String) {
        var ja: [String] = [], zh: [String] = []
        for jaURL in try Harness.perfCorpusFiles(language: "ja") {
            let zhURL = URL(fileURLWithPath: jaURL.path.replacingOccurrences(of: ".ja.txt", with: ".zh-Hans.txt"))
            guard FileManager.default.fileExists(atPath: zhURL.path) else { continue }
            ja += try lines(jaURL)
            zh += try lines(zhURL)
        }
        return (ja.joined(separator: " "), zh.joined(separator: " "))
    }

    /// The subtitle text lines of a file: no headings, list lines, URLs or italics markup.
    static func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            let text = line.replacingOccurrences(of: "<i>", with: "").replacingOccurrences(of: "</i>", with: "")
                .trimmingCharacters(in: .whitespaces)
            guard let first = text.first, first != "#", first != "*", !text.hasPrefix("http") else { return nil }
            return text
        }
    }

    /// The longest prefix of `text` of at most `bytes` UTF-8 bytes, cut between characters.
    static func prefix(_ text: String, bytes: Int) -> String {
        var count = 0
        var end = text.startIndex
        for index in text.indices {
            let next = count + text[index].utf8.count
            if next > bytes { break }
            count = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// Runs `body` with standard output sent to /dev/null (align prints its pairs there).
    static func silencingStandardOutput(_ body: () throws -> Void) rethrows {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        defer {
            fflush(nil)
            dup2(saved, STDOUT_FILENO)
            close(saved)
            close(null)
        }
        try body()
    }

    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
