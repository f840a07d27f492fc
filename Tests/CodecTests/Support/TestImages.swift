import Raster

/// Small deterministic images for the codec tests.
enum TestImages {
    /// Smooth gradients with a translucent band and a fully transparent corner: exercises every
    /// filter and the alpha path.
    static func translucent(width: Int = 37, height: Int = 23) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = x + y < 6 ? 0 : (y % 7 == 3 ? UInt8(40 + x * 5 % 200) : 255)
                let colour = StraightRGBA8(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height),
                                           b: UInt8((x * y) & 0xFF), a: alpha)
                image[x, y] = colour.premultiplied
            }
        }
        return image
    }

    /// An opaque image with smooth areas and sharp edges.
    static func opaque(width: Int = 40, height: Int = 24) -> Image {
        var image = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let stripe: UInt8 = (x / 8) % 2 == 0 ? 200 : 30   // edges on JPEG block boundaries
                image[x, y] = PremultipliedRGBA8(r: UInt8(x * 255 / width), g: stripe, b: UInt8(y * 255 / height), a: 255)
            }
        }
        return image
    }
}
