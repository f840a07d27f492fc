import _Support

/// What can be wrong with a capture or the place a mock-up is written to. Invariant:
/// `description` is one line naming the file concerned, without naming a flag.
public indirect enum MockupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every pixel is black: the panel was not drawing when the capture was taken.
    case pureBlackCapture(file: String)
    /// The capture's size is none of the device's, at any scale.
    case unknownCaptureSize(file: String, width: Int, height: Int, knownSizes: [String])
    /// The capture's and the screen's aspect ratios differ by more than the tolerance, and no fit was chosen.
    case aspectMismatch(captureWidth: Int, captureHeight: Int, screenWidth: Int, screenHeight: Int, percent: Double)
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
        case .unknownCaptureSize(let file, let w, let h, let sizes):
            "\(file): cannot tell the pose from the capture's size \(w)×\(h) (3x sizes: \(sizes.joined(separator: ", ")); "
                + "also 1x and 2x); name the pose"
        case .aspectMismatch(let cw, let ch, let sw, let sh, let pct):
            "the capture is \(cw)×\(ch) but the screen is \(sw)×\(sh): their aspect ratios differ by "
                + "\(NumberText.shortest(pct))%; choose how to fit it (fill, fit or stretch)"
        case .inCapture(let file, let error):
            "\(file): \(error)"
        case .notAFolder(let path):
            "\(path): exists and is not a folder"
        case .cannotCreateFolder(let path, let reason):
            "\(path): cannot create the folder: \(reason)"
        }
    }
}
