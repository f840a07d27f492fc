import Dispatch
import Testing
@testable import _Support

/// `Locked` keeps every change made from many threads at once.
@Suite struct LockedTests {
    @Test func noIncrementIsLostAcrossThreads() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 40_000)
    }

    @Test func withLockReturnsWhatTheBodyReturnsAndRethrows() {
        struct Refused: Error {}
        let list = Locked([3, 1, 2])
        #expect(list.withLock { $0.sorted() } == [1, 2, 3])
        #expect(throws: Refused.self) { try list.withLock { _ in throw Refused() } }
        #expect(list.withLock { $0 } == [3, 1, 2])
    }
}
