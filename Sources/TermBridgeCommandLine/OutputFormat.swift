import ArgumentParser

/// The formats a command can print.
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}
