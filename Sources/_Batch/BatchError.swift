/// What can go wrong with a batch job's files outside the mock-ups themselves: files that cannot
/// be read, output names that would leave the output folder or replace an input, outputs another
/// run owns, a lock that cannot be taken. Invariant: `description` is one line naming the path
/// concerned, without a flag.
public enum BatchError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(String, reason: String)
    /// An output name that would be empty, absolute or leave the output folder.
    case unsafeOutputName(String, problem: String)
    /// An output inside the state folder (`OutputSafety.reservedFolder`).
    case reservedOutputName(String, folder: String)
    case notAPlainFolder(String)
    case cannotCreateFolder(String, reason: String)
    case symbolicLink(String)
    case wouldOverwriteInput(String)
    /// An output that names the input `input` (the same file, by identity or resolved path).
    case wouldOverwrite(String, input: String)
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
        case .unsafeOutputName(let name, let problem): "'\(name)': \(problem)"
        case .reservedOutputName(let name, let folder): "'\(name)': \(folder)/ inside the output folder is the gallery's own"
        case .notAPlainFolder(let path):
            "\(path): is not a plain folder (a symbolic link or a file); outputs stay inside the output folder"
        case .cannotCreateFolder(let path, let reason): "\(path): cannot create the folder: \(reason)"
        case .symbolicLink(let path): "\(path): is a symbolic link; the gallery does not write through links"
        case .wouldOverwriteInput(let path): "\(path): the output would overwrite an input file"
        case .wouldOverwrite(let output, let input): "\(output): the output would overwrite the input \(input)"
        case .notWrittenHere(let path, let kind, let record):
            "\(path): exists and duo-mockup \(kind) did not write it, or it changed since (\(record) lists what it wrote); "
                + "it is left alone: move it away or choose another output folder"
        case .cannotLock(let path, let reason): "\(path): cannot open the output folder's lock: \(reason)"
        case .folderWhereAFileGoes(let path): "\(path): is a folder, where an output file goes; move it away or choose another output folder"
        }
    }
}
