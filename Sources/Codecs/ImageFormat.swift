import _Support
/// A file format the codecs read and write.
public enum ImageFormat: Sendable, Equatable {
    case png, jpeg

    /// The format named by a file extension: "png", "jpg" or "jpeg", any case; nil otherwise.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        default: return nil
        }
    }

    /// The format named by the extension of the last path component, if any.
    public init?(path: String) {
        let ext = PathText.pathExtension(path)
        guard !ext.isEmpty else { return nil }
        self.init(pathExtension: ext)
    }

    /// The format that `bytes` are in, judged by their first bytes (the PNG signature or a
    /// JPEG start-of-image marker); nil for anything else.
    public init?(sniffing bytes: [UInt8]) {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.count >= 8, Array(bytes[0..<8]) == pngSignature {
            self = .png
        } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// "PNG" or "JPEG", for messages.
    public var name: String { self == .png ? "PNG" : "JPEG" }
}
