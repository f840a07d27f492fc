import _Batch
import Testing
import _Support
@testable import Gallery

/// The worker pool runs each index once and `map` returns the results in the order of the indices.
@Suite struct WorkerPoolTests {
    @Test(arguments: [1, 3, 8]) func mapKeepsTheIndicesOrder(workers: Int) {
        let runs = Locked([Int](repeating: 0, count: 500))
        let squares = WorkerPool.map(count: 500, workers: workers) { i in
            runs.withLock { $0[i] += 1 }
            return i * i
        }
        #expect(squares == (0..<500).map { $0 * $0 })
        #expect(runs.withLock { $0 }.allSatisfy { $0 == 1 })
    }

    @Test func mapOfNothingIsEmpty() {
        #expect(WorkerPool.map(count: 0, workers: 4) { $0 }.isEmpty)
    }
}
