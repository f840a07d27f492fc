import Raster

/// How to encode: PNG and JPEG settings side by side; the format is chosen elsewhere.
public struct EncodeOptions: Sendable {
    public var png = PNGEncodeOptions()
    public var jpeg = JPEGEncodeOptions()

    public init() {}

    public init(png: PNGEncodeOptions = PNGEncodeOptions(), jpeg: JPEGEncodeOptions = JPEGEncodeOptions()) {
        self.png = png
        self.jpeg = jpeg
    }
}

/// The PNG row filter: one for every row, or the adaptive per-row choice.
public enum PNGFilter: Int, Sendable, CaseIterable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4
    /// Per row, the filter whose output has the least sum of absolute values (libpng's and
    /// Pillow's default heuristic), counted after the row's first pixel: that pixel has no left
    /// neighbour, and its whole value under Sub would otherwise outweigh a row Sub predicts to zeros.
    case adaptive = 5
}

/// PNG encoder settings: deflate level 0...9 and the row filter. The default (level 6, adaptive)
/// stays within about 0.5 % of one zlib stream at level 6 (well under Pillow's) and runs on all cores.
public struct PNGEncodeOptions: Sendable {
    /// Changes whenever the same image and options give other bytes (a filter heuristic, a
    /// level's meaning): part of the content keys that decide whether a page is written again.
    public static let revision = "2"

    /// Deflate level on zlib's scale, clamped to 0...9: libdeflate's level for every band (0
    /// stores the rows uncompressed).
    public var compressionLevel: Int
    public var filter: PNGFilter

    public init(compressionLevel: Int = 6, filter: PNGFilter = .adaptive) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }
}

/// JPEG encoder settings: quality 1...100 and the colour transparent pixels are composited over.
public struct JPEGEncodeOptions: Sendable {
    /// libjpeg quality, clamped to 1...100.
    public var quality: Int
    /// What shows through transparent and translucent pixels (JPEG has no alpha). A translucent
    /// background is itself taken as composited over black.
    public var background: StraightRGBA8
    /// Chroma subsampling (default: 4:4:4 at quality 90 and above, else 4:2:0).
    public var chroma: JPEGChroma = .automatic

    public init(quality: Int = 90, background: StraightRGBA8 = StraightRGBA8(r: 255, g: 255, b: 255),
                chroma: JPEGChroma = .automatic) {
        self.quality = quality
        self.background = background
        self.chroma = chroma
    }

    /// True when the colour planes are kept at full resolution (4:4:4).
    public var keepsFullChroma: Bool {
        switch chroma {
        case .automatic: quality >= 90
        case .full: true
        case .half: false
        }
    }
}

/// JPEG chroma subsampling: `full` 4:4:4 (thin coloured lines keep their colour), `half` 4:2:0
/// (smaller files), `automatic` full at quality 90 and above.
public enum JPEGChroma: String, Sendable, CaseIterable {
    case automatic = "auto"
    case full = "444"
    case half = "420"
}
