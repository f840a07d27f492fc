import Codecs
import Raster

/// Writes an image through the codecs (opaque images become RGB PNGs).
func Codecs_write(_ image: Image, _ path: String) throws {
    try ImageFile.write(image, to: path)
}
