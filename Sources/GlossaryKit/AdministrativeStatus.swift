/// How a term is sanctioned for use in its language (TBX `administrativeStatus`).
///
/// Exactly one term per language and concept should be ``preferred``; ``admitted`` terms may be
/// used, ``deprecated`` and ``superseded`` ones should be replaced by the preferred term.
public enum AdministrativeStatus: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case preferred
    case admitted
    case deprecated
    case superseded

    /// The TBX picklist value (`preferredTerm-admn-sts`).
    public var tbxValue: String { rawValue + "Term-admn-sts" }

    /// Parses a TBX picklist value (`preferredTerm-admn-sts`) or a bare name (`preferred`).
    public init?(tbxValue: String) {
        var value = tbxValue
        if value.hasSuffix("Term-admn-sts") { value.removeLast("Term-admn-sts".count) }
        self.init(rawValue: value)
    }

    /// The mark used in CSV cells: `*` preferred, none admitted, `!` deprecated, `~` superseded.
    public var csvMark: String {
        switch self {
        case .preferred: "*"
        case .admitted: ""
        case .deprecated: "!"
        case .superseded: "~"
        }
    }

    private var rank: Int {
        switch self {
        case .preferred: 0
        case .admitted: 1
        case .deprecated: 2
        case .superseded: 3
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}
