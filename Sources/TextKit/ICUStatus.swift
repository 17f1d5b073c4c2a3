internal import CICUShims

/// Helpers over ICU's `UErrorCode`, carried as `Int32` so that no ICU type leaves the shim.
enum ICUStatus {
    static let bufferOverflow: Int32 = cicu_buffer_overflow_error()

    static func isFailure(_ code: Int32) -> Bool { code > 0 }

    /// ICU's symbolic name for a code, such as `U_INVALID_ID`.
    static func name(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = cicu_error_name(code, &buffer, Int32(buffer.count))
        return String(nulTerminated: buffer)
    }
}

extension String {
    /// The UTF-8 text a C function wrote into `buffer`, up to its first NUL (all of it without one).
    init(nulTerminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Array where Element == UInt16 {
    /// Calls `body` with a buffer of `capacity` units; if ICU reports an overflow, retries once with
    /// the length it asked for. Returns the produced units.
    static func icuFilling(
        initialCapacity: Int,
        _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
    ) -> (units: [UInt16], status: Int32) {
        var capacity = Swift.max(initialCapacity, 16)
        for _ in 0..<2 {
            var status: Int32 = 0
            var produced: Int32 = 0
            let units = [UInt16](unsafeUninitializedCapacity: capacity) { buffer, count in
                produced = body(buffer.baseAddress!, Int32(capacity), &status)
                count = ICUStatus.isFailure(status) ? 0 : Int(produced)
            }
            if status == ICUStatus.bufferOverflow {
                capacity = Int(produced) + 1
                continue
            }
            return (units, status)
        }
        return ([], ICUStatus.bufferOverflow)
    }
}
