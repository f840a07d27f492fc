/// The colour chunks that travel with an image (ICC profile, sRGB intent, gamma, chromaticities,
/// the EXIF colour space), kept exactly as read; the pixel values are never converted by them
/// here (the Colour module says what they mean).
public struct ColourInfo: Sendable, Equatable {
    /// The embedded ICC profile (PNG iCCP or JPEG APP2 ICC_PROFILE), uncompressed.
    public var iccProfile: ICCProfile?
    /// The sRGB chunk's rendering intent: its presence says the pixels are sRGB.
    public var sRGBIntent: RenderingIntent?
    /// The gAMA chunk: the image gamma × 100000 (45455 for 1/2.2).
    public var gamma: UInt32?
    /// The cHRM chunk.
    public var chromaticities: Chromaticities?
    /// True when the PNG had an iCCP chunk that libpng refused (and warned of): not untagged,
    /// but with no profile to use.
    public var iccProfileDropped = false
    /// What a JPEG's EXIF says of its colour space, when it says.
    public var exifColourSpace: EXIFColourSpace?

    public init(iccProfile: ICCProfile? = nil, sRGBIntent: RenderingIntent? = nil,
                gamma: UInt32? = nil, chromaticities: Chromaticities? = nil) {
        self.iccProfile = iccProfile
        self.sRGBIntent = sRGBIntent
        self.gamma = gamma
        self.chromaticities = chromaticities
    }

    /// True when no colour information is present.
    public var isEmpty: Bool {
        iccProfile == nil && sRGBIntent == nil && gamma == nil && chromaticities == nil && !iccProfileDropped
            && exifColourSpace == nil
    }
}

/// An ICC profile: its name (PNG iCCP keyword; JPEG has none) and the uncompressed profile bytes.
public struct ICCProfile: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// The rendering intent of a PNG sRGB chunk, with its byte value.
public enum RenderingIntent: UInt8, Sendable {
    case perceptual = 0, relativeColorimetric = 1, saturation = 2, absoluteColorimetric = 3
}

/// A PNG cHRM chunk: white point and primaries as CIE x, y × 100000.
public struct Chromaticities: Sendable, Equatable {
    public var whiteX: UInt32, whiteY: UInt32
    public var redX: UInt32, redY: UInt32
    public var greenX: UInt32, greenY: UInt32
    public var blueX: UInt32, blueY: UInt32

    public init(whiteX: UInt32, whiteY: UInt32, redX: UInt32, redY: UInt32,
                greenX: UInt32, greenY: UInt32, blueX: UInt32, blueY: UInt32) {
        self.whiteX = whiteX; self.whiteY = whiteY
        self.redX = redX; self.redY = redY
        self.greenX = greenX; self.greenY = greenY
        self.blueX = blueX; self.blueY = blueY
    }
}
