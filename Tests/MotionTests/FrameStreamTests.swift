import Foundation
import Testing
import Raster
@testable import Motion

/// Frames rendered on several threads arrive in order, with a bounded number in memory, and
/// an error on either side stops the stream.
@Suite struct FrameStreamTests {
    final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var alive = 0, peak = 0
        func enter() { lock.lock(); alive += 1; peak = max(peak, alive); lock.unlock() }
        func leave() { lock.lock(); alive -= 1; lock.unlock() }
    }

    @Test func framesArriveInOrderWithinTheWindow() throws {
        let counter = Counter()
        var seen: [Int] = []
        try FrameStream.run(count: 40, workers: 3, window: 4, render: { i in
            counter.enter()
            usleep(UInt32((i * 7919) % 5) * 1000)
            return Image(width: 1, height: 1, fill: PremultipliedRGBA8(r: UInt8(i), g: 0, b: 0, a: 255))
        }) { i, image in
            #expect(Int(image[0, 0].r) == i)
            seen.append(i)
            counter.leave()
        }
        #expect(seen == Array(0..<40))
        #expect(counter.peak <= 4 + 3, "at most window + workers frames alive, saw \(counter.peak)")
    }

    struct Boom: Error {}

    @Test func errorsStopTheStream() {
        #expect(throws: Boom.self) {
            try FrameStream.run(count: 50, workers: 2, render: { i in
                if i == 7 { throw Boom() }
                return Image(width: 1, height: 1)
            }) { _, _ in }
        }
        var consumed = 0
        #expect(throws: Boom.self) {
            try FrameStream.run(count: 50, workers: 2, render: { _ in Image(width: 1, height: 1) }) { i, _ in
                consumed += 1
                if i == 3 { throw Boom() }
            }
        }
        #expect(consumed == 4)
    }
}
