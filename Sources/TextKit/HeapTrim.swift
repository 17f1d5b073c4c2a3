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

    /// The bytes allocated and not yet freed (on glibc; nil elsewhere): the live heap, which the
    /// resident size exceeds by the free pages the allocator keeps.
    public static var inUse: Int? {
        let bytes = cicu_heap_in_use()
        return bytes >= 0 ? Int(bytes) : nil
    }
}
