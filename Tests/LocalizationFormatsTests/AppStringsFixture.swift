import Checks
import Foundation
import GlossaryKit
import LocalizationFormats

/// Where the tests' files are: the package root, the bundled glossary, the PaywallApp fixtures and
/// the shared interop samples (absent on some machines).
enum AppStringsFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let glossaryPath = root.appendingPathComponent("Glossary/storekit-offers.tbx").path
    static let paywall = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PaywallApp")

    /// The fixture files, by path relative to `paywall`.
    static let files = [
        "Localizable.xcstrings", "ja.xcloc/Localized Contents/ja.xliff", "ja.lproj/Localizable.strings",
        "zh-Hans.lproj/Localizable.strings", "ja.lproj/Localizable.stringsdict", "po/ja.po",
    ]

    static func glossary() throws -> Glossary { try TBXReader.read(contentsOf: glossaryPath).glossary }

    /// A fixture read with its relative path as the displayed path.
    static func read(_ name: String, in folder: URL = paywall) throws -> LocalizationFile {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        return try LocalizationFile.read(bytes: bytes, path: name)
    }

    /// The interop samples folder (`shared/interop/samples` next to the package or one of its
    /// parents), or nil when this machine does not have it.
    static var samples: URL? {
        var folder = root
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("shared/interop/samples")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// A fresh temporary folder holding a copy of the PaywallApp fixtures.
    static func copyOfFixtures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appstrings-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: paywall, to: folder)
        return folder
    }
}
