/// Why a gallery's input cannot be read into items: not a folder of captures or a gallery file,
/// or a folder whose captures cannot all have their own outputs. Invariant: `description` is one
/// line naming the input (or the captures) and the problem.
public enum GalleryInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input folder holds the output folder (or is it).
    case outputFolderIsInput(GalleryError)
    /// The folder and its sub-folders hold no capture.
    case noCaptures(folder: String)
    /// Two captures whose outputs would have the same names.
    case sameOutputs(first: String, second: String, name: String, reason: String)
    case noSuchInput(String)
    /// A file that is not a gallery file (.json).
    case notAGalleryFile(String)

    public var description: String {
        switch self {
        case .outputFolderIsInput(let error): error.description
        case .noCaptures(let folder): "\(folder): no captures (PNG or JPEG files, or recordings) in the folder or below it"
        case .sameOutputs(let first, let second, let name, let reason):
            "\(first) and \(second) would make the same outputs (\(name)-…)" + reason + "; rename one"
        case .noSuchInput(let path): "\(path): no such file or folder"
        case .notAGalleryFile(let path):
            "\(path): expected a folder of captures or a gallery file (.json); for one capture use render"
        }
    }
}
