/// The subset of the SARIF 2.1.0 object model that `SARIFReporter` emits.
///
/// Property names follow the OASIS SARIF 2.1.0 specification; optional properties that are
/// `nil` are left out of the output, as the specification allows.
struct SARIFLog: Encodable {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    let schema = SARIFLog.schemaURI
    let version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: ToolComponent
    }

    struct ToolComponent: Encodable {
        var name: String
        var version: String
        var informationUri: String?
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var fixes: [Fix]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endColumn: Int?
    }

    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        var text: String
    }
}
