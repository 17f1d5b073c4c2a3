import Foundation
internal import CICUShims

/// Gives the heap's free pages back to the system where the C library keeps them (glibc's
/// `malloc_trim`; nothing elsewhere).
///
/// glibc keeps the memory a thread frees in that thread's arena for later allocations. A build
/// allocates and frees hundreds of megabytes a stage at a time, on every core, so its resident size
/// stayed well above what it held: after the check of a 108 MB corpus, about 230 MB of 880 MB were
/// free pages.
public enum HeapTrim {
    /// Returns the free pages of every arena to the system when at least `minimumFree` bytes are free
    /// (giving them back walks the heap: a few milliseconds a call on a build's heap, worth it only
    /// when there is much to give). Call it between stages, not in loops.
    public static func releaseFreePages(minimumFree: Int = 64 << 20) {
        cicu_release_free_heap(Int64(minimumFree))
    }

    /// Caps the C library's heap arenas at `count` (glibc's `M_ARENA_MAX`) unless `environment` sets
    /// `MALLOC_ARENA_MAX` itself; true when the cap was set. Call it first thing, before any thread
    /// starts.
    ///
    /// glibc gives a thread that finds the arenas busy an arena of its own, up to eight per core, and
    /// a block freed in one arena serves only that arena's later allocations. A build's stages hand
    /// data between threads (the reference site is built on one thread while the index is written on
    /// another), so each arena kept room the others could not use: a ×10 build's peak was 551 MB with
    /// the default, 526 MB with one arena per core, no slower.
    @discardableResult
    public static func limitArenas(
        to count: Int, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        guard environment["MALLOC_ARENA_MAX"] == nil, count > 0 else { return false }
        return cicu_limit_heap_arenas(Int32(clamping: count)) == 1
    }

    /// The bytes allocated and not yet freed (on glibc; nil elsewhere): the live heap, which the
    /// resident size exceeds by the free pages the allocator keeps.
    public static var inUse: Int? {
        let bytes = cicu_heap_in_use()
        return bytes >= 0 ? Int(bytes) : nil
    }
}
