import Checks
import Foundation
import LocalizationFormats
import Testing

@testable import TermBridgeCommandLine

/// The real files of `shared/interop/samples/{xcstrings,xliff,strings}` (written by Xcode and a
/// few other tools): each reads without error, and `--fix` on a copy of one that needs no fix leaves
/// it byte for byte as it was. Skipped, with a message, when the samples are absent.
struct RealSampleTests {
    static func sampleFiles() -> [URL] {
        guard let samples = AppStringsFixture.samples else { return [] }
        return ["xcstrings", "xliff", "strings"].flatMap { folder -> [URL] in
            let url = samples.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().map { url.appendingPathComponent($0) }
        }
    }

    /// The sample's path with the `%` of its flattened name as folders (`ja.lproj%Localizable.strings`
    /// → `ja.lproj/Localizable.strings`), which gives `.strings` files their language.
    static func displayPath(_ url: URL) -> String { url.lastPathComponent.replacingOccurrences(of: "%", with: "/") }

    @Test func everyRealSampleReadsWithoutError() throws {
        let files = Self.sampleFiles()
        guard !files.isEmpty else {
            print("RealSampleTests: shared/interop/samples is absent; skipped")
            return
        }
        #expect(files.count == 34)
        var total = 0
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            let file = try LocalizationFile.read(bytes: bytes, path: Self.displayPath(url))
            let values = file.entries.reduce(0) { $0 + $1.values.count }
            print("\(url.lastPathComponent): \(file.format.rawValue), \(file.entries.count) entries, \(values) translated values, languages \(file.languages.joined(separator: " "))")
            #expect(!file.entries.isEmpty, "\(url.lastPathComponent) has no entries")
            if file.encoding != .binaryPropertyList {
                #expect(file.entries.allSatisfy { $0.values.allSatisfy { $0.range != nil } })
            }
            total += file.entries.count
        }
        print("RealSampleTests: \(files.count) files, \(total) entries")
    }

    @Test func catalogueVersionsAreKeptAndUnknownOnesWarned() throws {
        guard let samples = AppStringsFixture.samples else {
            print("RealSampleTests: shared/interop/samples is absent; skipped")
            return
        }
        let url = samples.appendingPathComponent("xcstrings/coteditor+CotEditor%CotEditor%Localizables%Document Window%Accessory Views%FileScopeEditor.xcstrings")
        let file = try LocalizationFile.read(bytes: [UInt8](try Data(contentsOf: url)), path: "FileScopeEditor.xcstrings")
        #expect(file.version == "1.3")
        #expect(file.warnings.isEmpty)
    }

    @Test func fixOnACopyOfEachRealFileThatNeedsNoFixLeavesItByteIdentical() throws {
        let files = Self.sampleFiles()
        guard !files.isEmpty else {
            print("RealSampleTests: shared/interop/samples is absent; skipped")
            return
        }
        let glossary = try AppStringsFixture.glossary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var unchanged = 0
        for url in files {
            let copy = folder.appendingPathComponent(url.lastPathComponent)
            try FileManager.default.copyItem(at: url, to: copy)
            let original = try Data(contentsOf: copy)
            let file = try LocalizationFile.read(bytes: [UInt8](original), path: copy.path)
            let findings = Checker(glossary: glossary).check([], catalogs: [file])
            guard file.safeEdits(from: findings).isEmpty else { continue }
            let outcome = AppStringFixes.apply(findings, to: [file], dryRun: false)
            #expect(outcome.filesChanged == 0)
            if file.encoding != .binaryPropertyList {
                #expect(try file.applying([]).bytes == [UInt8](original), "\(url.lastPathComponent) does not re-encode")
            }
            #expect(try Data(contentsOf: copy) == original, "\(url.lastPathComponent) changed")
            unchanged += 1
        }
        print("RealSampleTests: \(unchanged) of \(files.count) real files need no fix and stay byte-identical")
        #expect(unchanged > 25)
    }
}
