import Mockup

/// What can go wrong in a gallery outside the mock-ups themselves and its files (`BatchError`):
/// a capture folder that cannot be listed, a capture no pose fits, an input folder that is an
/// output folder, a shard that does not exist. Invariant: `description` is one line naming the
/// path concerned, without a flag.
public enum GalleryError: Error, Sendable, Equatable, CustomStringConvertible {
    case notAFolder(String)
    case cannotList(String, reason: String)
    /// A capture whose size is none of the device's.
    case captureFitsNoPose(file: String, width: Int, height: Int)
    /// A gallery writing into the folder it reads its captures from.
    case outputFolderIsInput(String, input: String)
    /// An input folder that holds another gallery's state: its files are outputs, not captures.
    case inputIsAGalleryOutput(String, stateFolder: String)
    /// A shard `index/count` that does not exist, or text that is not `I/N`.
    case invalidShard(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path): not a folder"
        case .cannotList(let path, let reason): "\(path): cannot list the folder: \(reason)"
        case .captureFitsNoPose(let file, let w, let h):
            "\(file): the capture is \(w)×\(h), which is none of the iPhone Duo's sizes (\(Self.deviceSizes))"
        case .invalidShard(let problem): "a shard is I/N, the I-th of N parts: \(problem)"
        case .outputFolderIsInput(let output, let input):
            "\(output): the output folder is the input folder, so the next run would read its mock-ups as captures; "
                + "give a folder beside it or inside it (e.g. \(input)/mockups)"
        case .inputIsAGalleryOutput(let input, let state):
            "\(input): this input folder is a gallery's output folder (it holds \(state)/); give the folder of the captures"
        }
    }

    /// The device's window sizes and capture scales (`DuoDevice`), as the message lists them:
    /// `466×678, 678×466, 951×669, 669×951 at 1x, 2x or 3x`.
    private static var deviceSizes: String {
        let sizes = Pose.flatPoses.map { "\($0.pointSize.width)×\($0.pointSize.height)" }
        let scales = DuoDevice.captureScales.sorted().map { "\($0)x" }
        return sizes.joined(separator: ", ") + " at " + scales.dropLast().joined(separator: ", ") + " or " + scales.last!
    }
}
