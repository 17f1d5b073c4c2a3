import Foundation

/// How serious a finding is: `info` < `warning` < `error`.
///
/// The ordering is what `--severity` thresholds compare against: a threshold of `warning` is
/// reached by warnings and errors.
public enum Severity: String, CaseIterable, Codable, Sendable, Comparable, CustomStringConvertible {
    case info
    case warning
    case error

    /// Parses a `--severity` value (`error`, `warning` or `info`, case-insensitive, surrounding
    /// spaces ignored).
    ///
    /// - Throws: `CheckError.unknownSeverity` naming the value.
    public init(parsing text: String) throws(CheckError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let severity = Severity(rawValue: trimmed) else { throw .unknownSeverity(text) }
        self = severity
    }

    public var description: String { rawValue }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
