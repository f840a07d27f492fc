/// What a JPEG's EXIF says of its colour space: the ColorSpace tag (0xA001) of the Exif IFD, 1
/// for sRGB, 2 (written by some cameras) or "uncalibrated" (0xFFFF) with the DCF
/// interoperability index R03 for Adobe RGB. Invariant: read with every offset bounds-checked;
/// anything else (uncalibrated alone, a malformed IFD) is no answer.
public enum EXIFColourSpace: String, Sendable, Equatable {
    case sRGB
    case adobeRGB

    /// Reads the EXIF payload (the TIFF header onward).
    public init?(exif: UnsafeBufferPointer<UInt8>) {
        guard let reader = TIFFReader(exif), let first = reader.uint32(at: 4),
              let exifIFD = reader.number(0x8769, inIFDAt: Int(first)),
              let tag = reader.number(0xA001, inIFDAt: exifIFD) else { return nil }
        switch tag {
        case 1: self = .sRGB
        case 2: self = .adobeRGB
        case 0xFFFF:
            guard let interop = reader.number(0xA005, inIFDAt: exifIFD),
                  reader.shortText(0x0001, inIFDAt: interop) == "R03" else { return nil }
            self = .adobeRGB
        default: return nil
        }
    }
}
