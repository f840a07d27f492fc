import Dispatch
import Foundation
import Raster

/// Renders the frames of a clip on every core and hands them to one consumer in order, holding at
/// most `window` finished frames: memory follows the window, not the clip's length.
public enum FrameStream {
    /// Runs `render(i)` for i in 0..<count on `workers` threads (each frame on one core) and
    /// `consume(i, frame)` on the calling thread in order. The first error (from either side)
    /// stops the workers and is rethrown once they have finished. A frame is usually an `Image`;
    /// a recording's is an image or word that it repeats the one before.
    public static func run<Frame: Sendable>(count: Int, workers: Int = Parallel.coreCount, window: Int? = nil,
                                            render: @escaping @Sendable (Int) throws -> Frame,
                                            consume: (Int, Frame) throws -> Void) throws {
        guard count > 0 else { return }
        let workers = max(1, min(workers, count))
        let state = StreamState<Frame>(window: max(workers, window ?? workers + 2))
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let i = state.claim(count: count) {
                    let result = Result { try Parallel.serially { try render(i) } }
                    state.deliver(i, result)
                }
            }
        }
        defer { state.cancel(); group.wait() }
        for i in 0..<count {
            let frame = try state.take(i).get()
            try consume(i, frame)
            state.consumed()
        }
    }

    /// The shared state of one run: which frame starts next, finished frames by index.
    private final class StreamState<Frame: Sendable>: @unchecked Sendable {
        let window: Int
        let condition = NSCondition()
        var results: [Int: Result<Frame, Error>] = [:]
        var nextToStart = 0
        var consumedCount = 0
        var cancelled = false

        init(window: Int) { self.window = window }

        /// The next frame to render, waiting while the window is full; nil when done or cancelled.
        func claim(count: Int) -> Int? {
            condition.lock(); defer { condition.unlock() }
            while !cancelled && nextToStart < count && nextToStart >= consumedCount + window { condition.wait() }
            guard !cancelled && nextToStart < count else { return nil }
            nextToStart += 1
            return nextToStart - 1
        }

        func deliver(_ i: Int, _ result: Result<Frame, Error>) {
            condition.lock(); defer { condition.unlock() }
            results[i] = result
            if case .failure = result { cancelled = true }
            condition.broadcast()
        }

        func take(_ i: Int) -> Result<Frame, Error> {
            condition.lock(); defer { condition.unlock() }
            while results[i] == nil { condition.wait() }
            return results.removeValue(forKey: i)!
        }

        func consumed() {
            condition.lock(); defer { condition.unlock() }
            consumedCount += 1
            condition.broadcast()
        }

        func cancel() {
            condition.lock(); defer { condition.unlock() }
            cancelled = true
            condition.broadcast()
        }
    }
}
