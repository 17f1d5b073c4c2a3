import Foundation

/// The shared interoperability material (`../shared/interop` next to the package, found by walking
/// up from this file); tests that need it skip with a message when it is absent.
enum SharedMaterial {
    static let interop: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/interop")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        print("skipping: no shared/interop folder next to the package (third-party TBX files)")
        return nil
    }()

    static var hasInterop: Bool { interop != nil }

    /// Every `*.tbx` under `folder` of the interop material, sorted.
    static func tbxFiles(under folder: String) -> [String] {
        guard let root = interop?.appendingPathComponent(folder),
            let walker = FileManager.default.enumerator(atPath: root.path)
        else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".tbx") }.sorted()
            .map { root.appendingPathComponent($0).path }
    }
}
