import Testing
@testable import OfferModel

struct DayTests {
    @Test(arguments: [
        ("2024-01-31", 1, "2024-02-29"), ("2023-01-31", 1, "2023-02-28"), ("2024-11-15", 2, "2025-01-15"),
        ("2024-03-31", -1, "2024-02-29"), ("2024-07-01", 6, "2025-01-01"),
    ])
    func addsCalendarMonthsClampingTheDay(start: String, months: Int, expected: String) throws {
        let day = try #require(Day(start))
        #expect(day.adding(months: months).description == expected)
    }

    @Test(arguments: [
        ("2024-04-01", "2024-06-01", 2), ("2024-04-01", "2024-05-31", 1), ("2024-01-31", "2024-02-29", 1),
        ("2024-10-01", "2024-12-15", 2), ("2024-06-01", "2024-04-01", 0), ("2024-01-01", "2026-01-01", 24),
    ])
    func countsWholeMonthsRoundedDown(from: String, to: String, expected: Int) throws {
        #expect(Day.wholeMonths(from: try #require(Day(from)), to: try #require(Day(to))) == expected)
    }

    @Test func roundTripsOrdinalsAcrossLeapYears() throws {
        for ordinal in stride(from: -800_000, through: 800_000, by: 997) {
            let day = Day(ordinal: ordinal)
            #expect(day.ordinal == ordinal, "ordinal \(ordinal) became \(day)")
        }
        #expect(try #require(Day("1970-01-01")).ordinal == 0)
        #expect(try #require(Day("2000-03-01")).ordinal == 11017)
    }

    @Test(arguments: ["2024-02-30", "2023-02-29", "2024-13-01", "24-01-01", "2024-1-01", "2024/01/01", ""])
    func rejectsInvalidDates(_ text: String) {
        #expect(Day(text) == nil)
    }
}
