import Raster

/// Reads bezel art from a PNG file: invariant: the result is the file's pixels, premultiplied.
enum BezelArtReader {
    /// Reads `path`; errors are `BezelError`s "FILE: problem".
    static func read(path: String) throws -> Image {
        // Codecs' ImageFile.read lands in main with the codecs branch.
        throw BezelError.file(path, "cannot read PNG files yet (Codecs not merged)")
    }
}
