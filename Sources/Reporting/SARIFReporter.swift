import Checks
import Foundation

/// Findings as a SARIF 2.1.0 log, for code-scanning services and IDEs.
///
/// One run whose `tool.driver` is `termbridge` with every rule of `RuleDescriptor.all` (plus any
/// other rule a finding names), so `ruleIndex` is stable across runs. Each result carries:
/// - `level`: `error`, `warning`, or `note` for info;
/// - one location whose `artifactLocation.uri` is the document's relative path (percent-encoded)
///   against the `%SRCROOT%` base, and a region with `startLine`, `startColumn` and, when known,
///   `endColumn` (columns count Unicode code points: the run's `columnKind` is
///   `unicodeCodePoints`);
/// - `partialFingerprints["termbridge/v1"]`, the finding's `fingerprint`;
/// - a `fixes` entry replacing the offending text with the suggestion, when there is a
///   suggestion and the end column is known.
///
/// `originalUriBaseIds["%SRCROOT%"]` holds the corpus root's `file:` URI when the caller passes
/// one, and otherwise only a description.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "termbridge/\(Fingerprint.version)"
    /// The base id that artifact URIs are relative to.
    public static let sourceRootBaseID = "%SRCROOT%"

    /// The version of termbridge reported in `tool.driver.version`.
    public var toolVersion: String
    /// The documentation address reported in `tool.driver.informationUri`.
    public var informationURI: String?
    /// The absolute folder the document paths are relative to, if known.
    public var sourceRoot: URL?

    public init(toolVersion: String, informationURI: String? = nil, sourceRoot: URL? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.sourceRoot = sourceRoot
    }

    /// The log, written directly (`SARIFLog.json`): encoding every finding of a corpus through
    /// `JSONEncoder` was a twentieth of a build with one document changed.
    public func report(_ report: FindingsReport) -> String { String(decoding: utf8(report), as: UTF8.self) }

    /// `report(_:)` as UTF-8 bytes.
    public func utf8(_ report: FindingsReport) -> [UInt8] {
        JSONBytes.whole { write(report, to: &$0) }
    }

    /// `report(_:)` handed to `sink` about `chunk` bytes at a time, in order: a large corpus's log is
    /// tens of megabytes, never whole in memory this way, and each result's value is made only as
    /// it is written.
    public func report(_ report: FindingsReport, chunk: Int = 1 << 20, sink: @escaping ([UInt8]) -> Void) {
        JSONBytes.chunked(chunk: chunk, sink: sink) { write(report, to: &$0) }
    }

    private func write(_ report: FindingsReport, to out: inout JSONBytes) {
        let (run, indices) = emptyRun(report)
        let diagnostics = report.diagnostics
        let artifacts = ArtifactLocations()
        let results = JSONBytes.Value.elements(count: diagnostics.count) { index in
            result(for: diagnostics[index], ruleIndex: indices[diagnostics[index].rule] ?? 0, artifacts: artifacts).json
        }
        out.value(SARIFLog(runs: [run]).json(runs: .array([run.json(results: results)])), indent: 0)
        out.append("\n")
    }

    /// `report(_:)` through `JSONEncoder`: the shape it reproduces.
    func encodedThroughJSONEncoder(_ report: FindingsReport) -> String {
        ReportingJSON.encode(log(report))
    }

    func log(_ report: FindingsReport) -> SARIFLog {
        var (run, indices) = emptyRun(report)
        let artifacts = ArtifactLocations()
        run.results = report.diagnostics.map { result(for: $0, ruleIndex: indices[$0.rule] ?? 0, artifacts: artifacts) }
        return SARIFLog(runs: [run])
    }

    /// The report's run without its results, and each rule's index in its driver's rules.
    private func emptyRun(_ report: FindingsReport) -> (SARIFLog.Run, [String: Int]) {
        var descriptors = RuleDescriptor.all
        for diagnostic in report.diagnostics where !descriptors.contains(where: { $0.id == diagnostic.rule }) {
            descriptors.append(RuleDescriptor(
                id: diagnostic.rule, defaultSeverity: diagnostic.severity,
                shortDescription: diagnostic.rule, help: diagnostic.rule))
        }
        let indices = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($0.element.id, $0.offset) })
        let run = SARIFLog.Run(
            tool: SARIFLog.Tool(driver: SARIFLog.ToolComponent(
                name: "termbridge", version: toolVersion, informationUri: informationURI,
                rules: descriptors.map(Self.descriptor))),
            originalUriBaseIds: [Self.sourceRootBaseID: baseLocation()], results: [])
        return (run, indices)
    }

    /// The SARIF `level` for a severity.
    public static func level(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative path as a relative URI reference: each segment percent-encoded, `/` kept.
    public static func relativeURI(forPath path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@")
        let normalized = path.replacingOccurrences(of: "\\", with: "/")
        return normalized.addingPercentEncoding(withAllowedCharacters: allowed) ?? normalized
    }

    /// Where a finding's file is: a path relative to the corpus root against `%SRCROOT%`; a file
    /// outside it (an absolute path, as the command gives for files outside the current folder) as
    /// an absolute `file:` URI of its own, since a relative reference must not start with `/`.
    static func artifactLocation(forPath path: String) -> SARIFLog.ArtifactLocation {
        guard path.hasPrefix("/") else {
            return SARIFLog.ArtifactLocation(uri: relativeURI(forPath: path), uriBaseId: sourceRootBaseID)
        }
        return SARIFLog.ArtifactLocation(uri: "file://" + relativeURI(forPath: path))
    }

    private static func descriptor(_ rule: RuleDescriptor) -> SARIFLog.ReportingDescriptor {
        SARIFLog.ReportingDescriptor(
            id: rule.id,
            shortDescription: SARIFLog.Message(text: rule.shortDescription),
            fullDescription: SARIFLog.Message(text: rule.help),
            help: SARIFLog.Message(text: rule.help),
            defaultConfiguration: SARIFLog.Configuration(level: level(for: rule.defaultSeverity)))
    }

    private func baseLocation() -> SARIFLog.ArtifactLocation {
        guard let sourceRoot else {
            return SARIFLog.ArtifactLocation(
                description: SARIFLog.Message(text: "the root of the checked corpus"))
        }
        var absolute = sourceRoot.standardizedFileURL.absoluteString
        if !absolute.hasSuffix("/") { absolute += "/" }
        return SARIFLog.ArtifactLocation(uri: absolute)
    }

    /// Each path's artifact location, made once per log: a corpus's findings name a few hundred
    /// files, and percent-encoding the path of every finding was half of writing the log.
    private final class ArtifactLocations {
        private var byPath: [String: SARIFLog.ArtifactLocation] = [:]

        func callAsFunction(_ path: String) -> SARIFLog.ArtifactLocation {
            if let known = byPath[path] { return known }
            let made = SARIFReporter.artifactLocation(forPath: path)
            byPath[path] = made
            return made
        }
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, artifacts: ArtifactLocations) -> SARIFLog.Result {
        let artifact = artifacts(diagnostic.location.path)
        let region = SARIFLog.Region(
            startLine: max(1, diagnostic.location.line), startColumn: max(1, diagnostic.location.column),
            endColumn: diagnostic.location.endColumn.map { max($0, max(1, diagnostic.location.column)) })
        var fixes: [SARIFLog.Fix]?
        if let suggestion = diagnostic.suggestion, region.endColumn != nil {
            fixes = [SARIFLog.Fix(
                description: SARIFLog.Message(text: "replace '\(diagnostic.text)' with '\(suggestion)'"),
                artifactChanges: [SARIFLog.ArtifactChange(
                    artifactLocation: artifact,
                    replacements: [SARIFLog.Replacement(
                        deletedRegion: region, insertedContent: SARIFLog.ArtifactContent(text: suggestion))])])]
        }
        var text = diagnostic.message
        if let suggestion = diagnostic.suggestion { text += " (suggestion: '\(suggestion)')" }
        return SARIFLog.Result(
            ruleId: diagnostic.rule,
            ruleIndex: ruleIndex,
            level: Self.level(for: diagnostic.severity),
            message: SARIFLog.Message(text: text),
            locations: [SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(
                artifactLocation: artifact, region: region))],
            partialFingerprints: [Self.fingerprintKey: diagnostic.fingerprint],
            fixes: fixes)
    }
}
