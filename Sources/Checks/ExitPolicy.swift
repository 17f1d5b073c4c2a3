/// The exit status of `termbridge check`: 0 when no finding reaches the `--severity` threshold,
/// 2 when at least one does. (1, a runtime failure, and 64, bad usage, are decided elsewhere.)
public enum ExitPolicy {
    /// The status when no finding reaches the threshold.
    public static let clean: Int32 = 0
    /// The status when at least one finding reaches the threshold.
    public static let findingsReachThreshold: Int32 = 2

    /// The exit status for `diagnostics` under `threshold` (default `.error`).
    ///
    /// - Complexity: O(*n*) for *n* findings.
    public static func exitCode(for diagnostics: [Diagnostic], threshold: Severity = .error) -> Int32 {
        diagnostics.contains { $0.severity >= threshold } ? findingsReachThreshold : clean
    }
}
