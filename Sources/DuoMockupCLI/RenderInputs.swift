import Codecs
import Dispatch
import Mockup

/// Runs two independent pieces of work at once (decoding a capture while the bezel art loads)
/// and rethrows the first one's error, else the second's.
func concurrently<A, B>(_ first: () throws -> A, _ second: () throws -> B) throws -> (A, B) {
    var a: Result<A, Error>?
    var b: Result<B, Error>?
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                if i == 0 { a = Result { try first() } } else { b = Result { try second() } }
            }
        }
    }
    return (try a!.get(), try b!.get())
}

/// The poses whose art a capture may need, known before decoding it: the requested pose (and
/// its turned twin for the cover), else the pose a PNG's declared size implies; nil when unknown.
func posesNeeded(requested: Pose?, capturePath: String) -> Set<Pose>? {
    // Only a regular file is peeked at: reading a pipe's header would take it from the decoder.
    guard FileBytes.isRegularFile(capturePath), let size = PNGHeader.size(ofFile: capturePath) else {
        guard let requested else { return nil }
        return requested == .closed || requested == .closedTurned ? [.closed, .closedTurned] : [requested]
    }
    guard let pose = try? Pose.resolve(requested: requested, captureWidth: size.width, captureHeight: size.height,
                                       file: capturePath) else { return nil }
    return [pose]
}
