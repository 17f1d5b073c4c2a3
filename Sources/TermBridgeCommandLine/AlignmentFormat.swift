import ArgumentParser

/// Output formats of `termbridge align`.
enum AlignmentFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
    case tmx
}
