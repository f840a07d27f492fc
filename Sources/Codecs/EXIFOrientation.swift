import Raster

/// The EXIF orientation (tag 0x0112): how the stored pixels must be turned to stand upright.
/// Raw values 1...8; 1 is already upright.
public enum EXIFOrientation: Int, Sendable, CaseIterable {
    case up = 1, mirrored = 2, down = 3, downMirrored = 4
    case leftMirrored = 5, right = 6, rightMirrored = 7, left = 8

    /// Reads the orientation from an EXIF payload (the TIFF header onward, as found after
    /// "Exif\0\0" in APP1). Nil when the payload is malformed or has no valid orientation tag.
    public init?(exif: UnsafeBufferPointer<UInt8>) {
        let reader = TIFFReader(exif)
        guard let reader, let ifd = reader.uint32(at: 4) else { return nil }
        let ifdOffset = Int(ifd)
        guard let count = reader.uint16(at: ifdOffset) else { return nil }
        for entry in 0..<Int(count) {
            let at = ifdOffset + 2 + entry * 12
            guard let tag = reader.uint16(at: at), let type = reader.uint16(at: at + 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // SHORT (3) is the standard type; some writers use LONG (4).
            let value: Int?
            switch type {
            case 3: value = reader.uint16(at: at + 8).map(Int.init)
            case 4: value = reader.uint32(at: at + 8).map(Int.init)
            default: value = nil
            }
            guard let value, let orientation = EXIFOrientation(rawValue: value) else { return nil }
            self = orientation
            return
        }
        return nil
    }

    /// True for the four orientations that swap width and height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// The image turned upright.
    public func apply(to image: Image) -> Image {
        if self == .up { return image }
        let w = image.width, h = image.height
        let outWidth = swapsDimensions ? h : w, outHeight = swapsDimensions ? w : h
        // Output pixel (x, y) comes from source index origin + x × stepX + y × stepY.
        let (origin, stepX, stepY): (Int, Int, Int)
        switch self {
        case .up: (origin, stepX, stepY) = (0, 1, w)
        case .mirrored: (origin, stepX, stepY) = (w - 1, -1, w)
        case .down: (origin, stepX, stepY) = (w * h - 1, -1, -w)
        case .downMirrored: (origin, stepX, stepY) = ((h - 1) * w, 1, -w)
        case .leftMirrored: (origin, stepX, stepY) = (0, w, 1)
        case .right: (origin, stepX, stepY) = ((h - 1) * w, -w, 1)
        case .rightMirrored: (origin, stepX, stepY) = (w * h - 1, -w, -1)
        case .left: (origin, stepX, stepY) = (w - 1, w, -1)
        }
        return image.withUnsafeBytes { sourceRaw in
            let source = sourceRaw.bindMemory(to: UInt32.self).baseAddress!
            return Image(width: outWidth, height: outHeight) { outRaw in
                let out = outRaw.bindMemory(to: UInt32.self).baseAddress!
                Parallel.forEachRowBand(width: outWidth, height: outHeight) { rows in
                    for y in rows {
                        var s = origin + y * stepY
                        let row = out + y * outWidth
                        for x in 0..<outWidth {
                            row[x] = source[s]
                            s += stepX
                        }
                    }
                }
            }
        }
    }
}

/// Bounds-checked reads from a TIFF structure in either byte order.
private struct TIFFReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let littleEndian: Bool

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 8 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        self.bytes = bytes
        guard uint16(at: 2) == 42 else { return nil }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
        return littleEndian ? a | b << 8 : a << 8 | b
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let first = uint16(at: offset), let second = uint16(at: offset + 2) else { return nil }
        return littleEndian ? UInt32(first) | UInt32(second) << 16 : UInt32(first) << 16 | UInt32(second)
    }
}
