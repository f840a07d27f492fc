import _Support
import Foundation

/// A fixed number of threads that take work items by index from a shared counter until none are
/// left: at most `workers` items are in progress at once, so memory is bounded by the number of
/// workers, not by the number of items. Invariant: `body` runs exactly once for each index in
/// `0..<count`, never twice at once for the same index.
package enum WorkerPool {
    /// Runs `body(i)` for every `i` in `0..<count` on `workers` threads; returns when all are done.
    public static func run(count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let threads = max(1, min(workers, count))
        if threads == 1 {
            for i in 0..<count { body(i) }
            return
        }
        let next = Locked(0)
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                while let i = next.withLock({ n -> Int? in
                    guard n < count else { return nil }
                    defer { n += 1 }
                    return n
                }) { body(i) }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }

    /// `body(i)` for every `i` in `0..<count`, computed on `workers` threads as `run` does, in
    /// the order of `i`.
    public static func map<T: Sendable>(count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let slots = Locked([T?](repeating: nil, count: count))
        run(count: count, workers: workers) { i in
            let value = body(i)
            slots.withLock { $0[i] = value }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
