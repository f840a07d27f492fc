import Dispatch
import Testing
@testable import Raster

/// Warming pages in never touches what the buffer holds, even while it is being written.
struct PageWarmerTests {
    @Test func contentsWrittenBeforeAndDuringTheWarmingStayAsWritten() {
        let count = PageWarmer.minimumBytes * 2 + 123
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 64)
        defer { buffer.deallocate() }
        // The first half written before, the second half after the warming has started.
        for i in 0..<(count / 2) { buffer[i] = UInt8(truncatingIfNeeded: i &* 31 &+ 7) }
        PageWarmer.warm(buffer)
        for i in (count / 2)..<count { buffer[i] = UInt8(truncatingIfNeeded: i &* 31 &+ 7) }
        // Let the worker finish its slices (it runs beside this thread).
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { done.signal() }
        done.wait()
        var wrong = 0
        for i in 0..<count where buffer[i] != UInt8(truncatingIfNeeded: i &* 31 &+ 7) { wrong += 1 }
        #expect(wrong == 0)
    }
}
