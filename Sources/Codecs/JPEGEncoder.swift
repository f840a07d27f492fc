import Raster
import _CodecShims

/// Encodes an `Image` as a baseline YCbCr JPEG (4:4:4 or 4:2:0, as the options say), compositing it over the options'
/// background first since JPEG has no alpha; the ICC profile goes into APP2.
enum JPEGEncoder {
    static func encode(_ image: Image, colour: ColourInfo, options: JPEGEncodeOptions) throws -> [UInt8] {
        let flattened = image.isOpaque ? image : composited(image, over: options.background)
        var encoding = duo_jpeg_encoding()
        encoding.width = UInt32(flattened.width)
        encoding.height = UInt32(flattened.height)
        encoding.row_bytes = flattened.rowBytes
        encoding.input_space = Int32(JPEGColourSpace.rgbx)
        encoding.quality = Int32(min(max(options.quality, 1), 100))
        encoding.full_chroma = options.keepsFullChroma ? 1 : 0
        return try encodeJPEG(encoding, pixels: flattened.pixels, iccProfile: colour.iccProfile?.bytes)
    }

    /// Runs libjpeg's compressor over `pixels` (laid out as `encoding` says).
    static func encodeJPEG(_ encoding: duo_jpeg_encoding, pixels: [UInt8], iccProfile: [UInt8]?) throws -> [UInt8] {
        var encoding = encoding
        guard let buffer = duo_buffer_create() else { throw CodecFailure(.outOfMemory) }
        defer { duo_buffer_destroy(buffer) }
        var error = [CChar](repeating: 0, count: 256)
        let profile = iccProfile ?? []
        let status = pixels.withUnsafeBufferPointer { pixelBytes in
            profile.withUnsafeBufferPointer { profileBytes in
                encoding.pixels = pixelBytes.baseAddress
                if !profile.isEmpty {
                    encoding.icc_profile = profileBytes.baseAddress
                    encoding.icc_length = UInt32(profile.count)
                }
                return duo_jpeg_encode(&encoding, buffer, &error, error.count)
            }
        }
        guard status == 0 else { throw CodecFailure(.cannotEncode(.jpeg, message: String(errorBuffer: error))) }
        return Array(UnsafeBufferPointer(start: duo_buffer_bytes(buffer), count: duo_buffer_count(buffer)))
    }

    /// The image composited over `background` (Raster's destination-over with a solid colour,
    /// so the image stays on top).
    static func composited(_ image: Image, over background: StraightRGBA8) -> Image {
        var result = image
        result.fill(background.premultiplied, rect: result.bounds, mode: .destinationOver)
        return result
    }
}

/// libjpeg's J_COLOR_SPACE values used by the shims (jpeglib.h's enum, libjpeg-turbo numbering).
enum JPEGColourSpace {
    /// JCS_EXT_RGBX: 4 bytes a pixel, the 4th ignored; the Image layout, alpha ignored.
    static let rgbx = 7
}
