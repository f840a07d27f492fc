#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CodecError {
    /// What was wrong with a file, by the stage that found it, with the facts the line is made
    /// of: sizes, limits, an `errno`, the format, libpng's or libjpeg's own words. Invariant:
    /// `description` is one line, without the file name.
    public enum Problem: Sendable, Equatable, CustomStringConvertible {
        // Reading the file.
        /// `open` failed with `errno`.
        case cannotOpen(errno: Int32)
        /// `fstat` or `read` failed with `errno`.
        case cannotRead(errno: Int32)
        case isAFolder
        case emptyFile
        /// The first bytes are neither PNG's signature nor JPEG's start of image.
        case notAnImage(looksLikeText: Bool)

        // Decoding it.
        /// A decoder or encoder buffer could not be allocated.
        case outOfMemory
        /// The header's size is not positive.
        case emptyImage(width: Int, height: Int)
        /// `width × height` passes `DecodeLimits.maxPixels` (`limit`).
        case overPixelLimit(width: Int, height: Int, limit: Int)
        /// libpng or libjpeg refused the data; `message` is the library's own.
        case invalid(ImageFormat, message: String)
        /// libjpeg filled the rest with grey; `damage` is its warning.
        case partialJPEG(damage: String)

        // Encoding an image or an animation.
        /// A name without .png, .jpg or .jpeg.
        case unknownOutputFormat
        /// libdeflate could not compress the PNG rows.
        case cannotCompress
        /// libpng or libjpeg could not write the file; `message` is the library's own.
        case cannotEncode(ImageFormat, message: String)
        /// libdeflate could not compress animation frame `frame` (1-based).
        case cannotCompressFrame(Int)
        /// The PNG written for an animation's first frame has no IDAT.
        case noImageData
        /// An animation given a frame after the `announced` count.
        case moreFramesThanAnnounced(Int)
        /// An animation finished after `written` of the `announced` frames.
        case framesMissing(written: Int, announced: Int)
        case noFrames

        // Writing it.
        /// Writing, closing or renaming the temporary file failed with `errno`.
        case cannotWrite(errno: Int32)
        /// No temporary file could be made in `folder`; `errno` says why.
        case cannotCreateTemporary(folder: String, errno: Int32)
        /// The folder checked before the run is no longer at its path.
        case folderReplaced
        /// An interruption came before the file was begun.
        case interrupted
        /// An interruption came before the process writing the file started.
        case interruptedBeforeWriter

        public var description: String {
            let line: String
            switch self {
            case .cannotOpen(let code): line = "cannot open: \(Self.text(errno: code))"
            case .cannotRead(let code): line = "cannot read: \(Self.text(errno: code))"
            case .isAFolder: line = "is a folder, not an image"
            case .emptyFile: line = "the file is empty"
            case .notAnImage(let looksLikeText):
                line = "not a PNG or JPEG image (\(looksLikeText ? "it looks like text" : "unrecognised content"))"
            case .outOfMemory: line = "out of memory"
            case .emptyImage(let width, let height): line = "the header gives an empty image (\(width)×\(height))"
            case .overPixelLimit(let width, let height, let limit):
                line = "the image is \(width)×\(height) pixels, over the limit of \(limit) pixels"
            case .invalid(let format, let message): line = "invalid \(format.name): \(message)"
            case .partialJPEG(let damage):
                line = "libjpeg could decode only part of the image (\(damage)); the file is truncated or corrupt"
            case .unknownOutputFormat: line = "unknown output format: the name must end in .png, .jpg or .jpeg"
            case .cannotCompress: line = "cannot compress the image data (out of memory?)"
            case .cannotEncode(let format, let message): line = "cannot write \(format.name): \(message)"
            case .cannotCompressFrame(let frame):
                line = "zlib failed to compress " + (frame == 1 ? "the first frame" : "frame \(frame)")
            case .noImageData: line = "the PNG container has no image data"
            case .moreFramesThanAnnounced(let announced): line = "more frames than the \(announced) announced"
            case .framesMissing(let written, let announced): line = "\(written) frames written of the \(announced) announced"
            case .noFrames: line = "an animation needs at least one frame"
            case .cannotWrite(let code): line = "cannot write: \(Self.text(errno: code))"
            case .cannotCreateTemporary(let folder, let code):
                line = "cannot create a temporary file in \(folder): \(Self.text(errno: code))"
            case .folderReplaced: line = "its folder was replaced while the run wrote (by a link?); nothing was written there"
            case .interrupted: line = "not written: the run was interrupted"
            case .interruptedBeforeWriter: line = "interrupted before its writer started"
            }
            return String(line.map { $0.isNewline ? " " : $0 })
        }

        /// The C library's words for `errno`.
        private static func text(errno code: Int32) -> String { String(cString: strerror(code)) }
    }
}
