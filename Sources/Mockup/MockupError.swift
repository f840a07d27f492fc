import _Support

/// What can be wrong with a capture or the place a mock-up is written to. Invariant:
/// `description` is one line naming the file concerned, without naming a flag.
public indirect enum MockupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every pixel is black: the panel was not drawing when the capture was taken.
    case pureBlackCapture(file: String)
    /// Every pixel of the capture is fully transparent: nothing to show.
    case fullyTransparentCapture(file: String)
    /// The output would pass the pixel limit.
    case outputTooLarge(width: Int, height: Int, limit: Int)
    /// The capture's size is none of the device's, at any scale.
    case unknownCaptureSize(file: String, width: Int, height: Int, knownSizes: [String])
    /// The capture's and the screen's aspect ratios differ by more than the tolerance, and no fit was chosen.
    case aspectMismatch(captureWidth: Int, captureHeight: Int, screenWidth: Int, screenHeight: Int, percent: Double)
    /// The capture is shaped for another flat pose's screen than the one `requested` shows.
    case wrongPose(captureWidth: Int, captureHeight: Int, capturePose: Pose, requested: Pose)
    /// A problem with the capture `file`.
    case inCapture(file: String, MockupError)
    /// A path that should be (or become) a folder is a file.
    case notAFolder(String)
    /// A folder could not be created.
    case cannotCreateFolder(String, reason: String)

    public var description: String {
        switch self {
        case .pureBlackCapture(let file):
            "\(file): the capture is pure black: the panel was not drawing when it was taken"
        case .fullyTransparentCapture(let file):
            "\(file): the capture is fully transparent (every pixel has alpha 0): there is nothing to show on the screen"
        case .outputTooLarge(let w, let h, let limit):
            "the output would be \(w)×\(h) pixels, over the limit of \(limit) pixels; make it smaller or raise the limit"
        case .unknownCaptureSize(let file, let w, let h, let sizes):
            "\(file): cannot tell the pose from the capture's size \(w)×\(h) (3x sizes: \(sizes.joined(separator: ", ")); "
                + "also 1x and 2x); name the pose"
        case .aspectMismatch(let cw, let ch, let sw, let sh, let pct):
            "the capture is \(cw)×\(ch) but the screen is \(sw)×\(sh): their aspect ratios differ by "
                + "\(NumberText.shortest(pct))%; choose how to fit it (fill, fit or stretch)"
        case .wrongPose(let w, let h, let capturePose, let requested):
            "this is \(capturePose.withArticle) capture (\(w)×\(h)) and \(requested.name) shows the "
                + "\(requested.flatPose.name) screen: use the pose \(capturePose.posesShowingIt.map(\.name).joined(separator: " or ")), "
                + "or choose how to fit it"
        case .inCapture(let file, let error):
            "\(file): \(error)"
        case .notAFolder(let path):
            "\(path): exists and is not a folder"
        case .cannotCreateFolder(let path, let reason):
            "\(path): cannot create the folder: \(reason)"
        }
    }
}
