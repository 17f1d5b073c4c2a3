import Foundation
@testable import GlossaryKit

/// Test fixtures under `Tests/GlossaryKitTests/Fixtures`.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func glossary(_ name: String = "winback.tbx") throws -> Glossary {
        try TBXReader.read(contentsOf: path(name)).glossary
    }
}
