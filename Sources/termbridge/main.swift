import Foundation
import TermBridgeCommandLine
import TextKit

// One heap arena per core (unless MALLOC_ARENA_MAX says otherwise), before any thread starts:
// see `HeapTrim.limitArenas(to:)`.
HeapTrim.limitArenas(to: ProcessInfo.processInfo.activeProcessorCount)
TermBridge.main()
