/// A subscription or offer period in ISO 8601 form (`P3D`, `P1W`, `P1M`, `P1Y`).
public struct SubscriptionPeriod: Hashable, Sendable, CustomStringConvertible {
    /// The unit of a period.
    public enum Unit: String, CaseIterable, Sendable {
        case day = "D", week = "W", month = "M", year = "Y"
    }

    /// The number of units (StoreKit's `period.value`).
    public let value: Int
    public let unit: Unit

    public init(value: Int, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Parses `P<n><D|W|M|Y>` with a positive `n`.
    public init?(iso8601 text: String) {
        guard text.hasPrefix("P"), let last = text.last, let unit = Unit(rawValue: String(last)) else { return nil }
        let digits = text.dropFirst().dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let n = Int(digits), n > 0 else { return nil }
        self.init(value: n, unit: unit)
    }

    public var description: String { "P\(value)\(unit.rawValue)" }

    /// The day this period (repeated `count` times) ends when it starts on `start`.
    public func end(startingOn start: Day, count: Int = 1) -> Day {
        switch unit {
        case .day: return start.adding(days: value * count)
        case .week: return start.adding(days: 7 * value * count)
        case .month: return start.adding(months: value * count)
        case .year: return start.adding(months: 12 * value * count)
        }
    }

    /// The period's mean length in days (a month is 365.2425 / 12 days, a year 365.2425 days),
    /// used to compare periods of different units by real duration.
    public var meanDays: Double {
        switch unit {
        case .day: return Double(value)
        case .week: return Double(7 * value)
        case .month: return Double(value) * 365.2425 / 12
        case .year: return Double(value) * 365.2425
        }
    }

    /// Whether this period is shorter than `other` in real duration.
    public func isShorter(than other: SubscriptionPeriod) -> Bool { meanDays < other.meanDays }
}
