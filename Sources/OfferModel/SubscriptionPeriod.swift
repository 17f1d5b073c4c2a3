/// A subscription or offer period in ISO 8601 form (`P3D`, `P1W`, `P1M`, `P1Y`).
public struct SubscriptionPeriod: Hashable, Sendable, CustomStringConvertible {
    /// The unit of a period.
    public enum Unit: String, CaseIterable, Sendable {
        case day = "D", week = "W", month = "M", year = "Y"
    }

    /// The largest number of units a period read from text may have (`P9999Y`): far beyond any period
    /// App Store Connect offers, small enough that no date arithmetic on it can overflow.
    public static let maximumValue = 9999

    /// The number of units (StoreKit's `period.value`).
    public let value: Int
    public let unit: Unit

    public init(value: Int, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Parses `P<n><D|W|M|Y>` with `n` in 1 ... ``maximumValue``.
    public init?(iso8601 text: String) {
        guard text.hasPrefix("P"), let last = text.last, let unit = Unit(rawValue: String(last)) else { return nil }
        let digits = text.dropFirst().dropLast()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits),
              (1...Self.maximumValue).contains(n) else { return nil }
        self.init(value: n, unit: unit)
    }

    /// Whether `text` has the form of a period but a number of units above ``maximumValue``.
    static func exceedsMaximum(_ text: String) -> Bool {
        guard text.hasPrefix("P"), let last = text.last, Unit(rawValue: String(last)) != nil else { return false }
        let digits = text.dropFirst().dropLast()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        guard let n = Int(digits) else { return true }
        return n > maximumValue
    }

    public var description: String { "P\(value)\(unit.rawValue)" }

    /// The day this period (repeated `count` times) ends when it starts on `start`.
    ///
    /// The multiplication is checked: a product beyond `Int` gives ``Day/distantFuture`` (or
    /// ``Day/distantPast`` for a negative count) instead of trapping.
    public func end(startingOn start: Day, count: Int = 1) -> Day {
        let (perUnit, isMonths): (Int, Bool) = switch unit {
        case .day: (1, false)
        case .week: (7, false)
        case .month: (1, true)
        case .year: (12, true)
        }
        let (units, o1) = value.multipliedReportingOverflow(by: count)
        let (total, o2) = units.multipliedReportingOverflow(by: perUnit)
        if o1 || o2 { return (value < 0) != (count < 0) ? .distantPast : .distantFuture }
        return isMonths ? start.adding(months: total) : start.adding(days: total)
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
