/// What can go wrong in a batch job outside the mock-ups themselves: files that cannot be read or
/// listed, output names that would leave the output folder or replace an input, a shard that does
/// not exist. Invariant: `description` is one line naming the path concerned, without a flag.
public enum GalleryError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(String, reason: String)
    case notAFolder(String)
    case cannotList(String, reason: String)
    /// A capture whose size is none of the device's.
    case captureFitsNoPose(file: String, width: Int, height: Int)
    /// An output name that would be empty, absolute or leave the output folder.
    case unsafeOutputName(String, problem: String)
    /// An output inside the gallery's own state folder.
    case reservedOutputName(String, folder: String)
    case notAPlainFolder(String)
    case cannotCreateFolder(String, reason: String)
    case symbolicLink(String)
    case wouldOverwriteInput(String)
    /// An output that names the input `input` (the same file, by identity or resolved path).
    case wouldOverwrite(String, input: String)
    /// A gallery writing into the folder it reads its captures from.
    case outputFolderIsInput(String, input: String)
    /// An input folder that holds another gallery's state: its files are outputs, not captures.
    case inputIsAGalleryOutput(String, stateFolder: String)
    /// A shard `index/count` that does not exist, or text that is not `I/N`.
    case invalidShard(String)
    /// A file where a run of `kind` would write, which that kind's record (`record`) does not show
    /// it wrote, or which changed since.
    case notWrittenHere(String, kind: String, record: String)
    /// A folder where an output file goes.
    case folderWhereAFileGoes(String)
    /// The output folder's lock file cannot be opened.
    case cannotLock(String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
        case .notAFolder(let path): "\(path): not a folder"
        case .cannotList(let path, let reason): "\(path): cannot list the folder: \(reason)"
        case .captureFitsNoPose(let file, let w, let h):
            "\(file): the capture is \(w)×\(h), which is none of the iPhone Duo's sizes "
                + "(466×678, 678×466, 951×669, 669×951 at 1x, 2x or 3x)"
        case .unsafeOutputName(let name, let problem): "'\(name)': \(problem)"
        case .reservedOutputName(let name, let folder): "'\(name)': \(folder)/ inside the output folder is the gallery's own"
        case .notAPlainFolder(let path):
            "\(path): is not a plain folder (a symbolic link or a file); outputs stay inside the output folder"
        case .cannotCreateFolder(let path, let reason): "\(path): cannot create the folder: \(reason)"
        case .symbolicLink(let path): "\(path): is a symbolic link; the gallery does not write through links"
        case .wouldOverwriteInput(let path): "\(path): the output would overwrite an input file"
        case .invalidShard(let problem): "a shard is I/N, the I-th of N parts: \(problem)"
        case .wouldOverwrite(let output, let input): "\(output): the output would overwrite the input \(input)"
        case .outputFolderIsInput(let output, let input):
            "\(output): the output folder is the input folder, so the next run would read its mock-ups as captures; "
                + "give a folder beside it or inside it (e.g. \(input)/mockups)"
        case .notWrittenHere(let path, let kind, let record):
            "\(path): exists and duo-mockup \(kind) did not write it, or it changed since (\(record) lists what it wrote); "
                + "it is left alone: move it away or choose another output folder"
        case .cannotLock(let path, let reason): "\(path): cannot open the output folder's lock: \(reason)"
        case .folderWhereAFileGoes(let path): "\(path): is a folder, where an output file goes; move it away or choose another output folder"
        case .inputIsAGalleryOutput(let input, let state):
            "\(input): this input folder is a gallery's output folder (it holds \(state)/); give the folder of the captures"
        }
    }
}
