/// Why a text is not a compact JWS (a reason for `invalid`, not an error of the run).
struct JWSFormatError: Error, Sendable {
    var message: String

    init(_ message: String) { self.message = message }
}
