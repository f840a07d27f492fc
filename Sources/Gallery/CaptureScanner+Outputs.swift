import _Batch
import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CaptureScanner {
    /// True when `folder` holds a gallery's state (`.gallery/`): it is some gallery's OUTDIR, and
    /// nothing in it is a capture.
    public static func holdsGalleryState(_ folder: String) -> Bool {
        var st = stat()
        return lstat(folder + "/" + OutputSafety.reservedFolder, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Throws when the input folder `input` is the output folder (however spelled) or another
    /// gallery's output folder: a gallery's outputs are never its captures.
    public static func refuseOutputFolderAsInput(input: String, outputDirectory: String) throws {
        if let a = FileIdentity(path: input), a == FileIdentity(path: outputDirectory) {
            throw GalleryError.outputFolderIsInput(outputDirectory, input: input)
        }
        if holdsGalleryState(input) {
            throw GalleryError.inputIsAGalleryOutput(input, stateFolder: OutputSafety.reservedFolder)
        }
    }
}
