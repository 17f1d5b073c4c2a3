import Foundation
import Testing
import TextKit

@testable import TermBridgeCommandLine

/// `build` hands its index snapshot to the writer's thread through a `Handover`, so that the
/// writer can let go of what it has written: the holder must not keep the value once taken.
@Suite struct HandoverTests {
    final class Payload: Sendable {}

    @Test func theHolderLetsGoOfWhatWasTaken() throws {
        weak var watched: Payload?
        let handover: Handover<Payload> = {
            let payload = Payload()
            watched = payload
            return Handover(payload)
        }()
        let expected = try #require(watched.map(ObjectIdentifier.init), "the holder keeps the value until it is taken")
        let task = BackgroundTask { ObjectIdentifier(handover.take()) }
        #expect(try task.value() == expected)
        #expect(watched == nil, "taken and dropped on the other thread, the value is gone though the holder lives")
        withExtendedLifetime(handover) {}
    }
}
