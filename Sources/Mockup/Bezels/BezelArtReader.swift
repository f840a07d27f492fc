import Codecs
import Colour
import Raster

/// Bezel art as read from its file: the pixels, premultiplied, the space they are in, and why the
/// file's colour information was not used (naming the file), when it was not.
package struct BezelArt: Sendable {
    public var image: Image
    public var colour: ColourSpace
    public var colourWarning: String?

    public init(image: Image, colour: ColourSpace = .sRGB, colourWarning: String? = nil) {
        self.image = image; self.colour = colour; self.colourWarning = colourWarning
    }
}

/// Reads bezel art from a PNG (or JPEG) file: invariant: the result is the file's pixels,
/// premultiplied, in the space its colour chunks name, or `BezelError.unreadable`.
enum BezelArtReader {
    static func read(path: String) throws -> BezelArt {
        do {
            let decoded = try ImageFile.read(path: path)
            let resolved = ColourSpace.of(decoded.colour)
            return BezelArt(image: decoded.image, colour: resolved.space, colourWarning: resolved.warning(file: path))
        } catch let error as CodecError {
            throw BezelError.unreadable(file: error.file, problem: error.problem)
        }
    }
}
