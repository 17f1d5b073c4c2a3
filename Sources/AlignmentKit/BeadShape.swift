import Foundation

/// A bead shape of the alignment programme: how many source and target units it covers, and its
/// prior probability.
struct BeadShape: Sendable {
    var s: Int
    var t: Int
    var prior: Double
    /// −log(prior), the shape's cost in nats (computed once: the programme adds it at every cell).
    var priorCost: Double

    init(_ s: Int, _ t: Int, _ prior: Double) {
        self.s = s
        self.t = t
        self.prior = prior
        self.priorCost = -log(prior)
    }
}
