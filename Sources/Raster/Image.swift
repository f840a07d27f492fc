/// An image that owns premultiplied RGBA8 pixels: rows tightly packed (stride = width × 4 bytes),
/// top row first, width ≥ 1 and height ≥ 1, and every colour channel ≤ its alpha.
///
/// This is the one image type of the whole pipeline. Straight (un-premultiplied) alpha exists
/// only at the codec boundary (`StraightRGBA8`).
public struct Image: Sendable, Equatable {
    /// Width in pixels, ≥ 1.
    public let width: Int
    /// Height in pixels, ≥ 1.
    public let height: Int
    /// `width × height × 4` bytes, premultiplied R, G, B, A per pixel, rows tightly packed.
    public internal(set) var pixels: [UInt8]

    /// Bytes per row: always `width × 4`.
    @inlinable public var rowBytes: Int { width * 4 }

    /// The image's bounds, at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// A fully transparent image. A large one is zeroed in parallel row bands, so the first
    /// touch of its fresh pages (most of the cost for a 30 MB canvas) is shared by the cores.
    public init(width: Int, height: Int) {
        self.init(uninitializedWidth: width, height: height, writingEveryByteWith: { bytes in
            let base = bytes.baseAddress!
            Parallel.forEachRowBand(width: width, height: height) { rows in
                (base + rows.lowerBound * width * 4).initializeMemory(as: UInt8.self, repeating: 0,
                                                                      count: rows.count * width * 4)
            }
        })
    }

    /// Creates an image whose bytes are all written by `writer`, which receives the buffer of
    /// `width × height × 4` bytes uninitialized and must leave premultiplied RGBA8 in every one of
    /// them (for producers that write each pixel anyway: a decoder's rows, a full-canvas layer).
    /// With `scratch`, the buffer has that many more bytes past the pixels, for the writer's own
    /// use while it works (a decoder's input, read as its rows are written). If `writer` throws,
    /// the bytes are never read. Unchecked: the package's own producers only.
    package init(uninitializedWidth width: Int, height: Int, scratch: Int = 0,
                writingEveryByteWith writer: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
        precondition(width >= 1 && height >= 1, "image size must be positive, got \(width)×\(height)")
        precondition(scratch >= 0, "scratch bytes cannot be negative")
        self.width = width
        self.height = height
        let count = width * height * 4
        self.pixels = try [UInt8](unsafeUninitializedCapacity: count + scratch) { buffer, initialized in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            try writer(UnsafeMutableRawBufferPointer(buffer))
            initialized = count
        }
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: PremultipliedRGBA8) {
        self.init(width: width, height: height)
        if fill != .transparent { self.fill(fill) }
    }

    /// Wraps bytes that are already premultiplied RGBA8 with rows tightly packed.
    /// The caller promises the premultiplied invariant (each colour channel ≤ alpha): the
    /// package's own producers only; library users have `init(checkedWidth:height:premultipliedPixels:)`.
    package init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        precondition(width >= 1 && height >= 1, "image size must be positive, got \(width)×\(height)")
        precondition(premultipliedPixels.count == width * height * 4, "pixel buffer has the wrong size")
        self.width = width
        self.height = height
        self.pixels = premultipliedPixels
    }

    /// Wraps premultiplied RGBA8 bytes (rows tightly packed), or nil when the size is not positive,
    /// the bytes are not `width × height × 4`, or a colour channel exceeds its pixel's alpha.
    public init?(checkedWidth width: Int, height: Int, premultipliedPixels: [UInt8]) {
        let count = premultipliedPixels.count
        guard width >= 1 && height >= 1 && count % (4 * width) == 0 && count / (4 * width) == height else { return nil }
        for i in stride(from: 0, to: premultipliedPixels.count, by: 4) {
            let a = premultipliedPixels[i + 3]
            guard premultipliedPixels[i] <= a && premultipliedPixels[i + 1] <= a && premultipliedPixels[i + 2] <= a else { return nil }
        }
        self.init(width: width, height: height, premultipliedPixels: premultipliedPixels)
    }

    /// Builds an image from straight-alpha RGBA8 bytes (rows tightly packed), premultiplying them.
    public init(width: Int, height: Int, straightPixels: [UInt8]) {
        precondition(straightPixels.count == width * height * 4, "pixel buffer has the wrong size")
        self.init(width: width, height: height, premultipliedPixels: straightPixels)
        self.withUnsafeMutableBytes { Premultiply.premultiplyInPlace($0) }
    }

    /// Creates an image whose bytes are written by `initializer`, which receives the zeroed
    /// buffer of `width × height × 4` bytes and must leave premultiplied RGBA8 in it (unchecked).
    package init(width: Int, height: Int,
                initializingWith initializer: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
        self.init(width: width, height: height)
        try pixels.withUnsafeMutableBytes { try initializer($0) }
    }

    /// The pixel at (x, y). Reading outside the image is a programmer error.
    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Read-only access to the premultiplied bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }

    /// Mutable access to the premultiplied bytes; the body must keep the premultiplied invariant.
    public mutating func withUnsafeMutableBytes<R>(
        _ body: (UnsafeMutableRawBufferPointer) throws -> R
    ) rethrows -> R {
        try pixels.withUnsafeMutableBytes(body)
    }

    /// The bytes as straight-alpha RGBA8 (for encoders).
    public func straightPixels() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBytes { Premultiply.unpremultiplyInPlace($0) }
        return out
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool { alphaCoverage.allOpaque }

    /// In one pass over the pixels: whether every alpha is 255, and whether any is above 0.
    public var alphaCoverage: (allOpaque: Bool, anyVisible: Bool) {
        pixels.withUnsafeBytes { raw in
            var all: UInt32 = 0xFFFF_FFFF, any: UInt32 = 0
            for v in raw.bindMemory(to: UInt32.self) { all &= v; any |= v }
            // Little-endian: alpha is the top byte of each 32-bit word.
            return (all.littleEndian >> 24 == 0xFF, any.littleEndian >> 24 != 0)
        }
    }

    /// Fills the whole image with one colour.
    public mutating func fill(_ colour: PremultipliedRGBA8) {
        let word = colour.packed
        pixels.withUnsafeMutableBytes { raw in
            let p = raw.bindMemory(to: UInt32.self)
            p.initialize(repeating: word)
        }
    }
}
