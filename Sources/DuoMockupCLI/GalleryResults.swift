import DuoMockup
import Foundation

/// The results of a run's items, filled in by the workers. Invariant: slot `i` holds item `i`'s
/// result once its worker is done with it.
final class GalleryResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [GalleryItemResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ result: GalleryItemResult) {
        lock.lock()
        slots[i] = result
        lock.unlock()
    }

    var all: [GalleryItemResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
