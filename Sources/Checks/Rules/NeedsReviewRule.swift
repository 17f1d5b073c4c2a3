import LocalizationFormats

/// `needs-review`: a value whose state is `needs_review` or `new` (a value the translator has not
/// confirmed).
struct NeedsReviewRule: CheckRule {
    let descriptor = RuleDescriptor.needsReview

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for file in context.catalogs {
            for entry in file.entries where entry.shouldTranslate {
                for value in entry.values where value.state == .needsReview || value.state == .new {
                    let what = value.variation.isEmpty ? "" : " (\(value.variation))"
                    let state = value.state == .new ? "new" : "needs_review"
                    result.append(
                        finding(
                            at: file.location(of: value),
                            message:
                                "the '\(value.language)' value of '\(entry.shownKey)'\(what) is in state '\(state)'; review it and mark it translated",
                            text: value.text))
                }
            }
        }
        return result
    }
}
