/// A bead shape of the alignment programme: how many source and target units it covers, and its
/// prior probability.
struct BeadShape: Sendable {
    var s: Int
    var t: Int
    var prior: Double

    init(_ s: Int, _ t: Int, _ prior: Double) {
        self.s = s
        self.t = t
        self.prior = prior
    }
}
