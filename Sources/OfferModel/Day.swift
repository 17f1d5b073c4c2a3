/// A calendar day in the proleptic Gregorian calendar, UTC, without a time of day.
///
/// The model measures everything in whole days so that calendar-month arithmetic is exact and
/// independent of time zones and of `Date()`.
///
/// Arithmetic never traps: a day moved by days or months stays within ``Day/distantPast`` ...
/// ``Day/distantFuture`` (years -9,999,999 to 9,999,999), and a result beyond that range is that bound.
/// Dates read from files have four-digit years and every period and count read from a file is bounded
/// (``SubscriptionPeriod/maximumValue``, ``WinBackOffer/maximumPeriodCount``), so real input never
/// reaches the bounds; they only keep a careless caller of the API from overflowing `Int`.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The largest year a day may have.
    public static let maximumYear = 9_999_999
    /// The earliest day arithmetic can produce.
    public static let distantPast = Day(uncheckedYear: -maximumYear, month: 1, day: 1)
    /// The latest day arithmetic can produce.
    public static let distantFuture = Day(uncheckedYear: maximumYear, month: 12, day: 31)


    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a day; returns `nil` when the components do not name a real date or the year is beyond
    /// ±``maximumYear``.
    public init?(year: Int, month: Int, day: Int) {
        guard abs(year) <= Day.maximumYear, (1...12).contains(month), day >= 1,
              day <= Day.daysIn(year: year, month: month) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public static func < (a: Day, b: Day) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before).
    public var ordinal: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// The day with the given ordinal (days since 1970-01-01), clamped to ``distantPast`` ... ``distantFuture``.
    public init(ordinal z0: Int) {
        if z0 <= Day.distantPast.ordinal { self = .distantPast; return }
        if z0 >= Day.distantFuture.ordinal { self = .distantFuture; return }
        let z = z0 + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// This day plus `n` days, clamped to ``distantPast`` ... ``distantFuture`` (never overflows).
    public func adding(days n: Int) -> Day {
        let (sum, overflow) = ordinal.addingReportingOverflow(n)
        if overflow { return n > 0 ? .distantFuture : .distantPast }
        return Day(ordinal: sum)
    }

    /// This day plus `n` calendar months; the day of month is clamped to the target month's length
    /// (January 31 + 1 month = February 28 or 29). The result is clamped to ``distantPast`` ...
    /// ``distantFuture`` (never overflows).
    public func adding(months n: Int) -> Day {
        let limit = 2 * 12 * (Day.maximumYear + 1)
        if n > limit { return .distantFuture }
        if n < -limit { return .distantPast }
        let total = year * 12 + (month - 1) + n
        if total >= (Day.maximumYear + 1) * 12 { return .distantFuture }
        if total < -Day.maximumYear * 12 { return .distantPast }
        let y = total >= 0 ? total / 12 : (total - 11) / 12
        let m = total - y * 12 + 1
        let d = min(day, Day.daysIn(year: y, month: m))
        return Day(year: y, month: m, day: d)!
    }

    /// Whole calendar months from `start` to `end`, rounded down (0 when `end` is before `start`).
    ///
    /// The count is the largest `n` with `start.adding(months: n) <= end`.
    public static func wholeMonths(from start: Day, to end: Day) -> Int {
        guard start <= end else { return 0 }
        var n = (end.year - start.year) * 12 + (end.month - start.month)
        while n > 0 && start.adding(months: n) > end { n -= 1 }
        return max(0, n)
    }
}
