import Foundation

/// A value shared by threads. Invariant: it is read and changed only inside `withLock`, one
/// thread at a time, so a `Locked` may cross threads whatever the value's type.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held; what `body` returns is returned.
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
