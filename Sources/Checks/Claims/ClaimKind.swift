/// What a claim is about, as `termbridge verify --kind` and the JSON `kind` field name it.
public enum ClaimKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// A platform version stated for an API or feature (`iOS 17.2以降`).
    case availability
    /// An API named in prose or used in a code listing.
    case api
    /// An identifier a code listing uses: declared, bound, received or imported.
    case identifier
    /// An eligibility rule a document states (paid duration, time since last subscribed, wait).
    case rule
    /// A statement of a worked example's narrative (`2か月経過すると…対象となります`).
    case example
    /// A list of kinds with or without a count (`3種類のオファー`).
    case enumeration
    /// The behaviour of a code sample that the model also implements.
    case sample

    public static func < (lhs: ClaimKind, rhs: ClaimKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
