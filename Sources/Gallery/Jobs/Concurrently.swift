import _Batch
import _Support
import Dispatch
import Foundation

/// Runs two independent pieces of work at once (decoding a capture while the bezel art loads)
/// and rethrows the first one's error, else the second's. `second` runs on the calling thread, so
/// the `Parallel` loops inside it may spread over every core (inside another `concurrentPerform`
/// they would be kept to one); `first` runs on a worker beside it.
func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () throws -> A,
                                            _ second: () throws -> B) throws -> (A, B) {
    let firstResult = Locked<Result<A, Error>?>(nil)
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) {
        let result = Result { try first() }
        firstResult.withLock { $0 = result }
    }
    let secondResult = Result { try second() }
    done.wait()
    return (try firstResult.withLock { $0! }.get(), try secondResult.get())
}
