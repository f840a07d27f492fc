/// Why the header of a file offered as a store image cannot be read: not a PNG or JPEG, or one
/// whose header is missing or unknown. Invariant: `description` is one line naming the file.
public enum StoreImageError: Error, Sendable, Equatable, CustomStringConvertible {
    case notPNGOrJPEG(file: String)
    case pngWithoutHeader(file: String)
    /// A PNG whose IHDR names a colour type PNG does not define.
    case pngColourTypeUnknown(file: String, colourType: UInt8)
    /// A JPEG whose bytes end before its frame (SOF) header.
    case jpegWithoutFrameHeader(file: String)

    public var description: String {
        let text = switch self {
        case .notPNGOrJPEG(let file): "\(file): not a PNG or JPEG image"
        case .pngWithoutHeader(let file): "\(file): a PNG without its IHDR header"
        case .pngColourTypeUnknown(let file, let type): "\(file): a PNG with the unknown colour type \(type)"
        case .jpegWithoutFrameHeader(let file): "\(file): a JPEG without a frame header (truncated?)"
        }
        return OneLine.of(text)
    }
}
