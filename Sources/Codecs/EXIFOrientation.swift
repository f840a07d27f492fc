import Raster

/// The EXIF orientation (tag 0x0112) is Raster's `Orientation`; this file reads it from EXIF.
public typealias EXIFOrientation = Orientation

extension Orientation {
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

    /// The image turned upright.
    public func apply(to image: Image) -> Image { image.oriented(self) }
}
