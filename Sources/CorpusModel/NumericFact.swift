/// A quantity stated in the text (`3か月間`, `至少三个月`, `过去 2 至 24 个月内`).
public struct NumericFact: Hashable, Sendable, Codable {
    /// The unit, normalized across languages.
    public enum Unit: String, Hashable, Sendable, Codable {
        case month, year, week, day, hour, minute, percent, count
        /// A version or decimal number (`1.29`, `v1.30.2`, `0.5`); the value packs the parts.
        case version
    }

    public var value: Int
    /// The upper bound when the text gives a range.
    public var upperValue: Int?
    public var unit: Unit
    /// The text the fact was read from.
    public var text: String
    public var line: Int
    public var column: Int

    public init(value: Int, upperValue: Int? = nil, unit: Unit, text: String, line: Int, column: Int) {
        self.value = value
        self.upperValue = upperValue
        self.unit = unit
        self.text = text
        self.line = line
        self.column = column
    }
}
