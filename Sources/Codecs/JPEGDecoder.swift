import Raster
import _CodecShims

/// Decodes JPEG bytes with libjpeg (through the C shims) straight into an opaque `Image`,
/// keeping the ICC profile and turning the image upright by its EXIF orientation.
enum JPEGDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, name: String, limits: DecodeLimits) throws -> DecodedImage {
        guard let reader = duo_jpeg_reader_create(bytes.baseAddress, bytes.count) else {
            throw CodecError(file: name, reason: .outOfMemory)
        }
        defer { duo_jpeg_reader_destroy(reader) }
        func failure() -> CodecError {
            let messages = ShimMessages(duo_jpeg_reader_messages(reader))
            return CodecError(file: name, reason: .invalid(.jpeg, message: messages.error))
        }

        var header = duo_jpeg_header()
        guard duo_jpeg_reader_read_header(reader, &header) == 0 else { throw failure() }
        let width = Int(header.width), height = Int(header.height)
        if let refusal = limits.refusal(width: width, height: height) {
            throw CodecError(file: name, reason: refusal)
        }
        let colour = colourInfo(header)
        let exif = header.exif.map { UnsafeBufferPointer(start: $0, count: Int(header.exif_length)) }
        let orientation = exif.flatMap(EXIFOrientation.init(exif:)) ?? .up

        var decoded = true
        // libjpeg writes every row (a damaged file's missing ones in grey) or fails, and then the
        // image is dropped: no zeroing first. Its pages are mapped in beside it, as for PNG.
        let stored = Image(uninitializedWidth: width, height: height, writingEveryByteWith: { raw in
            PageWarmer.warm(raw)
            decoded = duo_jpeg_reader_decode_rgba(reader, raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                  width * 4) == 0
        })
        guard decoded else { throw failure() }
        let warnings = ShimMessages(duo_jpeg_reader_messages(reader)).warnings
        if !limits.allowPartial, let damage = duo_jpeg_reader_damage(reader).map(String.init(cString:)) {
            throw CodecError(file: name, reason: .partialJPEG(damage: damage), remedy: .allowPartial)
        }
        return DecodedImage(image: orientation.apply(to: stored), colour: colour, format: .jpeg, warnings: warnings,
                            isKnownOpaque: true)
    }

    /// The ICC profile and EXIF colour space of the markers before the image data, without decoding it.
    static func colour(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws -> ColourInfo {
        guard let reader = duo_jpeg_reader_create(bytes.baseAddress, bytes.count) else {
            throw CodecError(file: name, reason: .outOfMemory)
        }
        defer { duo_jpeg_reader_destroy(reader) }
        var header = duo_jpeg_header()
        guard duo_jpeg_reader_read_header(reader, &header) == 0 else {
            throw CodecError(file: name, reason: .invalid(.jpeg, message: ShimMessages(duo_jpeg_reader_messages(reader)).error))
        }
        return colourInfo(header)
    }

    private static func colourInfo(_ header: duo_jpeg_header) -> ColourInfo {
        var colour = ColourInfo()
        if let profile = header.icc_profile {
            colour.iccProfile = ICCProfile(name: "ICC_PROFILE",
                                           bytes: Array(UnsafeBufferPointer(start: profile, count: Int(header.icc_length))))
        }
        colour.exifColourSpace = header.exif.flatMap {
            EXIFColourSpace(exif: UnsafeBufferPointer(start: $0, count: Int(header.exif_length)))
        }
        return colour
    }
}
