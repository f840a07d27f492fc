import Codecs
import Raster

/// Reads bezel art from a PNG (or JPEG) file: invariant: the result is the file's pixels,
/// premultiplied, or a `BezelError` "FILE: problem".
enum BezelArtReader {
    static func read(path: String) throws -> Image {
        do {
            return try ImageFile.read(path: path).image
        } catch let error as CodecError {
            throw BezelError.file(error.file, error.problem)
        }
    }
}
