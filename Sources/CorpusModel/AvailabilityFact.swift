/// A statement that something is available on a platform version (`iOS 17.2以降`, `从 iOS 18.0 开始`).
public struct AvailabilityFact: Hashable, Sendable, Codable {
    /// How the version bounds availability.
    public enum Relation: String, Hashable, Sendable, Codable {
        /// Available from this version on.
        case since
        /// Available up to this version.
        case until
        /// Available from `version` through `upperVersion`.
        case range
        /// Deprecated as of this version.
        case deprecated
        /// The version is named without a bound (`macOS 15.0でも`, `Xcode 16`).
        case mentioned
    }

    /// `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`, `iPadOS`, `Xcode`, `App Store Connect API`.
    public var platform: String
    public var version: String
    public var upperVersion: String?
    public var relation: Relation
    /// The API or feature the sentence is about, when it names one.
    public var subject: String?
    public var line: Int
    public var column: Int

    public init(
        platform: String, version: String, upperVersion: String? = nil, relation: Relation, subject: String? = nil,
        line: Int, column: Int
    ) {
        self.platform = platform
        self.version = version
        self.upperVersion = upperVersion
        self.relation = relation
        self.subject = subject
        self.line = line
        self.column = column
    }
}
