import Codecs
import _Batch
import Mockup

/// What a store looks at in an image file, read from its header without decoding the pixels:
/// format, size, colour model, alpha channel, bit depth, file size. Invariant: `size` is as the
/// file declares it.
package struct StoreImageFacts: Sendable, Equatable {
    public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG" }
    public var format: Format
    public var size: PixelSize
    /// PNG colour type 2 or 6, or a 3-component JPEG.
    public var isRGB: Bool
    /// PNG colour types 4 and 6, or a palette with a tRNS chunk. (Even when every pixel is opaque.)
    public var hasAlpha: Bool
    /// A short name of the colour model: "RGB", "RGBA", "grey", "grey+alpha", "palette", "CMYK".
    public var colourModel: String
    public var bitDepth: Int
    public var bytes: Int

    /// Reads the facts of the file at `path`; throws one line naming it when it is not a PNG or JPEG.
    public static func read(_ path: String) throws -> StoreImageFacts {
        let data = try FileBytes.read(path)
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(data, path: path) }
        if data.starts(with: [0xFF, 0xD8]) { return try jpeg(data, path: path) }
        throw StoreImageError.notPNGOrJPEG(file: path)
    }

    /// Why the file at `path` cannot be decoded whole (its pixels are decoded and dropped), or
    /// nil when it can; a damaged JPEG that libjpeg fills with grey counts as not whole.
    static func decodeProblem(_ path: String, facts: StoreImageFacts) -> String? {
        // Within the header's own size, so that a huge image is refused by its size, not here.
        let limits = DecodeLimits(maxPixels: max(1, facts.size.width) * max(1, facts.size.height))
        do {
            _ = try ImageFile.read(path: path, limits: limits)
            return nil
        } catch let error as CodecError {
            // Without the decoder's remedy: here the file itself must be whole.
            return error.problem
        } catch {
            return "\(error)"
        }
    }

    static func be32(_ d: [UInt8], _ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }

    static func png(_ d: [UInt8], path: String) throws -> StoreImageFacts {
        guard d.count >= 33, d[12...15].elementsEqual("IHDR".utf8) else { throw StoreImageError.pngWithoutHeader(file: path) }
        let w = be32(d, 16), h = be32(d, 20), depth = Int(d[24]), type = d[25]
        // Look for tRNS before the first IDAT.
        var hasTRNS = false
        var i = 8
        while i + 8 <= d.count {
            let length = be32(d, i)
            let name = d[(i + 4)..<(i + 8)]
            if name.elementsEqual("IDAT".utf8) || name.elementsEqual("IEND".utf8) { break }
            if name.elementsEqual("tRNS".utf8) { hasTRNS = true }
            i += 12 + length
        }
        let model: String
        switch type {
        case 0: model = "grey"
        case 2: model = "RGB"
        case 3: model = "palette"
        case 4: model = "grey+alpha"
        case 6: model = "RGBA"
        default: throw StoreImageError.pngColourTypeUnknown(file: path, colourType: type)
        }
        return StoreImageFacts(format: .png, size: PixelSize(w, h), isRGB: type == 2 || type == 6,
                               hasAlpha: type == 4 || type == 6 || hasTRNS, colourModel: model + (hasTRNS ? "+tRNS" : ""),
                               bitDepth: depth, bytes: d.count)
    }

    static func jpeg(_ d: [UInt8], path: String) throws -> StoreImageFacts {
        var i = 2
        while i + 4 <= d.count {
            guard d[i] == 0xFF else { i += 1; continue }
            let marker = d[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) || marker == 0xFF { i += marker == 0xFF ? 1 : 2; continue }
            let length = Int(d[i + 2]) << 8 | Int(d[i + 3])
            let isSOF = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isSOF {
                guard i + 10 <= d.count else { break }
                let depth = Int(d[i + 4]), h = Int(d[i + 5]) << 8 | Int(d[i + 6]), w = Int(d[i + 7]) << 8 | Int(d[i + 8])
                let components = Int(d[i + 9])
                let model = components == 3 ? "RGB" : components == 1 ? "grey" : components == 4 ? "CMYK" : "\(components) channels"
                return StoreImageFacts(format: .jpeg, size: PixelSize(w, h), isRGB: components == 3, hasAlpha: false,
                                       colourModel: model, bitDepth: depth, bytes: d.count)
            }
            i += 2 + length
        }
        throw StoreImageError.jpegWithoutFrameHeader(file: path)
    }
}
