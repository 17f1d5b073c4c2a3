import Crypto
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// Content hashes and input digests are written as lowercase hexadecimal, two digits a byte: the
/// index keys documents by them, so a change of spelling would make every stored parse unusable.
@Suite struct DigestHexTests {
    @Test func everyByteIsTwoLowercaseDigits() {
        let bytes = (0...255).map(UInt8.init)
        let expected = bytes.map { byte in
            let digits = String(byte, radix: 16)
            return (digits.count == 1 ? "0" : "") + digits
        }.joined()
        #expect(CheckInputs.hex(bytes) == expected)
        #expect(CheckInputs.hex([UInt8]()) == "")
    }

    @Test func aSHA256DigestIsItsKnownSpelling() {
        // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
        #expect(
            CheckInputs.hex(SHA256.hash(data: Data("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
