import Dispatch

/// Splits work over the machine's cores. Every closure gets a disjoint range; ranges cover
/// `0..<count` exactly once. Work below `minChunk` items runs on the calling thread.
public enum Parallel {
    /// The number of worker threads used for large images (the active processor count).
    public static let coreCount: Int = max(1, sysconfActiveProcessors())

    /// How many workers a `Parallel` loop started here would use: the core count, or 1 inside
    /// `serially` (for work that picks its own split, such as the PNG encoder's bands).
    public static var workerCount: Int { isSerial ? 1 : coreCount }

    /// Runs `body` on disjoint consecutive sub-ranges of `0..<count`, in parallel when worthwhile
    /// (and not inside `serially`).
    public static func forEachChunk(count: Int, minChunk: Int = 1, _ body: (Range<Int>) -> Void) {
        guard count > 0 else { return }
        let chunks = min(coreCount * 4, max(1, count / max(1, minChunk)))
        if chunks <= 1 || coreCount == 1 || isSerial {
            body(0..<count)
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = DisjointRangeWork(body)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let lo = count * c / chunks, hi = count * (c + 1) / chunks
                if lo < hi { work.run(lo..<hi) }
            }
        }
    }

    /// Runs `body(i)` for every `i` in `0..<count`, each as a task of its own that the next free
    /// worker claims, in increasing order: put the longest task first and the rest balance
    /// behind it. In order on the calling thread when there is one worker (or inside `serially`).
    public static func forEachTask(count: Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        if count == 1 || workerCount == 1 {
            for i in 0..<count { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = DisjointRangeWork { range in for i in range { body(i) } }
            DispatchQueue.concurrentPerform(iterations: count) { i in work.run(i..<i + 1) }
        }
    }

    /// Runs `body` for each row band of an image of `height` rows, in parallel when the image is
    /// large (`width × height` above about a quarter of a megapixel).
    public static func forEachRowBand(width: Int, height: Int, _ body: (Range<Int>) -> Void) {
        let minRows = max(1, (1 << 16) / max(1, width))
        forEachChunk(count: height, minChunk: minRows, body)
    }
}

/// A closure that `Parallel` calls from several workers at once, each with a range that no
/// other call overlaps. Invariant: the closure touches only what its range owns (rows of an image,
/// a slice of a buffer), so sharing it across threads is safe although Swift cannot prove it;
/// this is the package's one `@unchecked Sendable` for shared buffers.
private struct DisjointRangeWork: @unchecked Sendable {
    let body: (Range<Int>) -> Void
    init(_ body: @escaping (Range<Int>) -> Void) { self.body = body }
    func run(_ range: Range<Int>) { body(range) }
}

extension Parallel {
    /// Runs `body` with every `Parallel` loop it starts on this thread kept on this thread: for
    /// callers that already keep every core busy with independent work (a gallery's workers,
    /// one image each), where splitting each image again would only add contention.
    public static func serially<R>(_ body: () throws -> R) rethrows -> R {
        let previous = pthread_getspecific(serialKey)
        pthread_setspecific(serialKey, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(serialKey, previous) }
        return try body()
    }

    /// True inside `serially` on the current thread.
    static var isSerial: Bool { pthread_getspecific(serialKey) != nil }

    /// The thread-specific flag behind `serially`.
    private static let serialKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

#if canImport(Glibc)
import Glibc
private func sysconfActiveProcessors() -> Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
#elseif canImport(Darwin)
import Darwin
private func sysconfActiveProcessors() -> Int { Int(sysconf(_SC_NPROCESSORS_ONLN)) }
#else
private func sysconfActiveProcessors() -> Int { 1 }
#endif
