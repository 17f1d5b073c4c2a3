import Foundation

/// The shared material folder (`shared/`, a sibling of the package or of one of its parent folders),
/// or `nil` when this machine does not have it; tests that need it skip with a message.
enum SharedMaterial {
    static let root: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("interop").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// The `.storekit` samples, as paths relative to `interop/samples/storekit` (`revenuecat/…`).
    static let storeKitSamples: [String] = {
        guard let root else { return [] }
        let folder = root.appendingPathComponent("interop/samples/storekit")
        var out: [String] = []
        for sub in ["revenuecat", "other"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            out += names.filter { $0.hasSuffix(".storekit") }.sorted().map { "\(sub)/\($0)" }
        }
        return out
    }()

    static func storeKitSample(_ name: String) -> URL {
        root!.appendingPathComponent("interop/samples/storekit").appendingPathComponent(name)
    }
}
