import Raster
import _CodecShims

/// Decodes PNG bytes with libpng (through the C shims) straight into an `Image`, keeping the
/// colour chunks; straight alpha is premultiplied in place.
enum PNGDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String, limits: DecodeLimits) throws -> DecodedImage {
        try decode(bytes, name: name, limits: limits, inflatingAhead: true).image
    }

    /// `decode`, with the image data inflated ahead by libdeflate (within the pixel limit) or left
    /// to libpng's zlib; and whether they were, and into the image's own buffer (tests compare the
    /// two ways).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String, limits: DecodeLimits,
                       inflatingAhead: Bool) throws -> (image: DecodedImage, inflatedAhead: Bool, inPlace: Bool) {
        let inflateLimit = inflatingAhead ? UInt64(max(0, limits.maxPixels)) : 0
        guard let reader = duo_png_reader_create(bytes.baseAddress, bytes.count, inflateLimit) else {
            throw CodecError(file: name, reason: .outOfMemory)
        }
        defer { duo_png_reader_destroy(reader) }
        func failure() -> CodecError {
            let messages = ShimMessages(duo_png_reader_messages(reader))
            return CodecError(file: name, reason: .invalid(.png, message: messages.error))
        }

        var header = duo_png_header()
        guard duo_png_reader_read_header(reader, &header) == 0 else { throw failure() }
        let width = Int(header.width), height = Int(header.height)
        if let refusal = limits.refusal(width: width, height: height) {
            throw CodecError(file: name, reason: refusal)
        }
        let colour = colourInfo(header)
        let tryingAhead = duo_png_reader_inflated_ahead(reader) != 0
        let count = width * height * 4

        var decoded = true
        // libpng writes every row (or fails, and the image is dropped): no zeroing first. The rows
        // inflated ahead go at the end of the same buffer (with a byte a row past the image for
        // 8-bit RGBA), and libpng fills it from the start, behind them.
        let image = Image(uninitializedWidth: width, height: height, scratch: duo_png_reader_scratch_bytes(reader),
                          writingEveryByteWith: { raw in
            // libpng fills the rows in order on this thread; their pages are mapped in beside it
            // while zlib inflates. Rows inflated ahead come fast, already in the buffer.
            if !tryingAhead { PageWarmer.warm(UnsafeMutableRawBufferPointer(rebasing: raw[..<count])) }
            decoded = duo_png_reader_decode_rgba(reader, raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                 width * 4, raw.count) == 0
            if decoded && header.has_alpha != 0 {
                Premultiply.premultiplyInPlace(UnsafeMutableRawBufferPointer(rebasing: raw[..<count]))
            }
        })
        guard decoded else { throw failure() }
        let warnings = ShimMessages(duo_png_reader_messages(reader)).warnings
        return (DecodedImage(image: image, colour: colour, format: .png, warnings: warnings,
                             isKnownOpaque: header.has_alpha == 0),
                duo_png_reader_inflated_ahead(reader) != 0, duo_png_reader_inflated_in_place(reader) != 0)
    }

    /// The colour chunks before the image data, without decoding it.
    static func colour(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws -> ColourInfo {
        guard let reader = duo_png_reader_create(bytes.baseAddress, bytes.count, 0) else {
            throw CodecError(file: name, reason: .outOfMemory)
        }
        defer { duo_png_reader_destroy(reader) }
        var header = duo_png_header()
        guard duo_png_reader_read_header(reader, &header) == 0 else {
            throw CodecError(file: name, reason: .invalid(.png, message: ShimMessages(duo_png_reader_messages(reader)).error))
        }
        return colourInfo(header)
    }

    private static func colourInfo(_ header: duo_png_header) -> ColourInfo {
        var colour = ColourInfo()
        if let name = header.icc_name, let profile = header.icc_profile {
            colour.iccProfile = ICCProfile(name: String(cString: name),
                                           bytes: Array(UnsafeBufferPointer(start: profile, count: Int(header.icc_length))))
        }
        colour.iccProfileDropped = header.icc_dropped != 0
        if header.has_srgb != 0 { colour.sRGBIntent = RenderingIntent(rawValue: UInt8(clamping: header.srgb_intent)) }
        if header.has_gamma != 0 { colour.gamma = header.gamma }
        if header.has_chrm != 0 {
            let c = withUnsafeBytes(of: header.chrm) { Array($0.bindMemory(to: UInt32.self)) }
            colour.chromaticities = Chromaticities(whiteX: c[0], whiteY: c[1], redX: c[2], redY: c[3],
                                                   greenX: c[4], greenY: c[5], blueX: c[6], blueY: c[7])
        }
        return colour
    }
}
