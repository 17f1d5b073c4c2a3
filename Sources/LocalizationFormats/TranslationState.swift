/// The state of one translated value, as the file records it.
public enum TranslationState: String, Sendable, Hashable, Codable {
    /// Translated and reviewed (`translated`; XLIFF `translated`, `final`, `signed-off`).
    case translated
    /// Translated but to be looked at again (`needs_review`; XLIFF `needs-review-*`).
    case needsReview = "needs_review"
    /// Not translated yet (`new`; XLIFF `new`, `needs-translation`).
    case new
    /// No state recorded (`.strings`, `.stringsdict`, a bare XLIFF `<target>`): taken as translated.
    case unspecified

    /// The state named by a catalogue's `state` or an XLIFF target's `state`, if known.
    public init?(fileValue: String) {
        switch fileValue {
        case "translated", "final", "signed-off": self = .translated
        case "needs_review", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation",
            "needs-l10n", "needs-adaptation":
            self = .needsReview
        case "new", "needs-translation": self = .new
        default: return nil
        }
    }
}
