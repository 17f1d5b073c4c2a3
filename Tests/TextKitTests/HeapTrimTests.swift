import Foundation
import Testing

@testable import TextKit

/// `HeapTrim.releaseFreePages` gives free heap pages back to the system (glibc), which a build calls
/// between its stages.
@Suite struct HeapTrimTests {
    /// The process's resident size in bytes (Linux: `/proc/self/statm`).
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The arena cap is set on glibc, and left to the user who sets `MALLOC_ARENA_MAX`.
    @Test func theArenaCapIsSetUnlessTheEnvironmentSetsIt() {
        #expect(!HeapTrim.limitArenas(to: 2, environment: ["MALLOC_ARENA_MAX": "4"]), "the user's setting stands")
        #expect(!HeapTrim.limitArenas(to: 0, environment: [:]), "no cap of zero arenas")
        #if os(Linux) && canImport(Glibc)
            // (A cap above glibc's default of eight per core changes nothing for the tests around it.)
            #expect(HeapTrim.limitArenas(to: 64 * ProcessInfo.processInfo.activeProcessorCount, environment: [:]))
        #endif
    }

    @Test func freePagesInsideTheHeapGoBackToTheSystem() throws {
        #if os(Linux)
            guard Self.residentBytes() != nil else {
                print("skip: no /proc/self/statm")
                return
            }
            // 192 MB in 64 KB blocks (below glibc's mmap threshold: they are heap memory), every other
            // one freed: 96 MB of free pages between blocks still in use, which free() cannot give back.
            let blockSize = 64 << 10, count = 3_072
            var blocks: [UnsafeMutableRawPointer] = []
            blocks.reserveCapacity(count)
            for _ in 0..<count {
                let block = try #require(malloc(blockSize))
                memset(block, 1, blockSize)
                blocks.append(block)
            }
            defer { for (index, block) in blocks.enumerated() where index % 2 == 1 { free(block) } }
            for (index, block) in blocks.enumerated() where index % 2 == 0 { free(block) }
            let before = try #require(Self.residentBytes())
            HeapTrim.releaseFreePages()
            let after = try #require(Self.residentBytes())
            #expect(before - after > 48 << 20, "resident \(before >> 20) MB before, \(after >> 20) MB after")
        #else
            print("skip: the heap is trimmed with glibc only")
        #endif
    }
}
