import _Batch
import _Support
import DuoMockup
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

/// The fold a capture asks for when no pose is given (sweep, animate): an open (sideways inner)
/// capture folds as a book, an upright one as a laptop; a cover capture cannot fold, which is a
/// usage error naming `command`. `bezelPose` is a single `--bezel`'s own pose, which wins.
func foldedPose(for capture: Image, file: String, bezelPose: Pose?, command: String) throws -> Pose {
    try foldedPose(width: capture.width, height: capture.height, file: file, bezelPose: bezelPose, command: command)
}

/// `foldedPose(for:…)` for a capture known by its size (a recording's picture).
func foldedPose(width: Int, height: Int, file: String, bezelPose: Pose?, command: String) throws -> Pose {
    let inferred = try Pose.resolve(requested: bezelPose, captureWidth: width, captureHeight: height, file: file)
    switch inferred {
    case .open: return .book
    case .upright: return .laptop
    default:
        throw UsageError("\(file): \(Words.article(inferred.name)) \(inferred.name) capture cannot fold; \(command) needs an inner-display capture (book or laptop)")
    }
}

/// `poses`, with the art their outer faces use when these options may show them (a cover
/// capture, a `--lit` choice, a view from behind), and whether the device's back is needed too.
func withOuterArt(_ poses: Set<Pose>, _ options: RenderOptions) -> (poses: Set<Pose>, back: Bool) {
    var all = poses
    var back = false
    for pose in poses where options.mayShowOuterFaces(options.pose ?? pose) {
        all.formUnion(RenderOptions.outerArtPoses(for: options.pose ?? pose))
        back = true
    }
    return (all, back)
}
