import _CodecShims

/// Builds test JPEGs with libjpeg's compressor (through the shim), in any colour space the
/// decoder must read, and splices EXIF segments into them.
enum JPEGBuilder {
    /// J_COLOR_SPACE values (jpeglib.h).
    static let grayscale: Int32 = 1, rgb: Int32 = 2, ycbcr: Int32 = 3, cmyk: Int32 = 4, ycck: Int32 = 5, rgbx: Int32 = 7

    /// Compresses `pixels` (`channels` bytes a pixel: 1 grey, 4 RGBX or CMYK).
    static func encode(_ pixels: [UInt8], width: Int, height: Int, inputSpace: Int32, fileSpace: Int32 = 0,
                       quality: Int32 = 95, progressive: Bool = false, adobeMarker: Bool = false) -> [UInt8] {
        let channels = inputSpace == grayscale ? 1 : 4
        precondition(pixels.count == width * height * channels)
        let buffer = duo_buffer_create()!
        defer { duo_buffer_destroy(buffer) }
        var error = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { p -> Int32 in
            var e = duo_jpeg_encoding()
            e.pixels = p.baseAddress
            e.width = UInt32(width); e.height = UInt32(height)
            e.row_bytes = width * channels
            e.input_space = inputSpace
            e.jpeg_space = fileSpace
            e.quality = quality
            e.progressive = progressive ? 1 : 0
            e.adobe_marker = adobeMarker ? 1 : 0
            return duo_jpeg_encode(&e, buffer, &error, error.count)
        }
        precondition(status == 0, String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        return Array(UnsafeBufferPointer(start: duo_buffer_bytes(buffer), count: duo_buffer_count(buffer)))
    }

    /// `jpeg` with an APP1 EXIF segment holding only the orientation tag, right after SOI.
    static func withOrientation(_ jpeg: [UInt8], _ orientation: Int, bigEndian: Bool = false) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(8)                       // header, IFD0 at offset 8
        tiff += u16(1)                                 // one entry:
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)   // Orientation, SHORT, 1 value
        tiff += u32(0)                                 // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }
}
