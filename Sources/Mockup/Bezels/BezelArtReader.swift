import Codecs
import Raster

/// Reads bezel art from a PNG (or JPEG) file: invariant: the result is the file's pixels,
/// premultiplied, or `BezelError.unreadable`.
enum BezelArtReader {
    static func read(path: String) throws -> Image {
        do {
            return try ImageFile.read(path: path).image
        } catch let error as CodecError {
            throw BezelError.unreadable(file: error.file, problem: error.problem)
        }
    }
}
