import Mockup
import Foundation

/// A fixed number of threads that take work items by index from a shared counter until none are
/// left: at most `workers` items are in progress at once, so memory is bounded by the number of
/// workers, not by the number of items. Invariant: `body` runs exactly once for each index in
/// `0..<count`, never twice at once for the same index.
public enum WorkerPool {
    /// Runs `body(i)` for every `i` in `0..<count` on `workers` threads; returns when all are done.
    public static func run(count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let threads = max(1, min(workers, count))
        if threads == 1 {
            for i in 0..<count { body(i) }
            return
        }
        let next = IndexCounter()
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                while let i = next.take(below: count) { body(i) }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }
}

/// The next index to hand out, shared by the workers under a lock.
final class IndexCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
