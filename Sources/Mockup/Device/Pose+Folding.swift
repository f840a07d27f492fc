extension Pose {
    /// The fold a capture of `width × height` asks for when no pose is given (sweep, animate): an
    /// open (sideways inner) capture folds as a book, an upright one as a laptop; a cover capture
    /// cannot fold (`FoldJobError` naming `job`). `singleArtPose` is a single bezel file's own
    /// pose, which wins over the capture's size.
    public static func folded(captureWidth width: Int, captureHeight height: Int, file: String, singleArtPose: Pose?,
                              job: String) throws -> Pose {
        let inferred = try resolve(requested: singleArtPose, captureWidth: width, captureHeight: height, file: file)
        switch inferred {
        case .open: return .book
        case .upright: return .laptop
        default: throw FoldJobError.cannotFold(file: file, pose: inferred, job: job)
        }
    }
}

/// A pose or capture a job that folds (sweep, animate) cannot use. Invariant: `description` is
/// one line naming the job (and the file, for a capture).
public enum FoldJobError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A cover capture, which has no hinge.
    case cannotFold(file: String, pose: Pose, job: String)
    /// A pose that is not a fold was asked for.
    case notAFold(Pose, job: String)

    public var description: String {
        switch self {
        case .cannotFold(let file, let pose, let job):
            "\(file): \(pose.withArticle) capture cannot fold; \(job) needs an inner-display capture (book or laptop)"
        case .notAFold(let pose, let job):
            "\(job) folds the book or laptop pose, not \(pose.name)"
        }
    }
}
