@testable import Raster
import TestSupport


/// Helpers that make test images.
enum TestImages {
    /// A random premultiplied colour; alpha is 0 or 255 a quarter of the time each.
    static func randomColour(_ g: inout SeededGenerator) -> PremultipliedRGBA8 {
        let pick = Int.random(in: 0..<4, using: &g)
        let a: UInt8 = pick == 0 ? 0 : pick == 1 ? 255 : UInt8.random(in: 0...255, using: &g)
        func channel() -> UInt8 { UInt8.random(in: 0...a, using: &g) }
        return PremultipliedRGBA8(r: channel(), g: channel(), b: channel(), a: a)
    }

    /// A one-row image of random colours that come in runs (so that whole groups of four pixels
    /// are often opaque or transparent, exercising the engine's fast paths).
    static func randomRow(width: Int, seed: UInt64) -> Image {
        var g = SeededGenerator(seed: seed)
        var image = Image(width: width, height: 1)
        var x = 0
        while x < width {
            let colour = randomColour(&g)
            let run = Int.random(in: 1...9, using: &g)
            for _ in 0..<run where x < width {
                image[x, 0] = Int.random(in: 0..<3, using: &g) == 0 ? randomColour(&g) : colour
                x += 1
            }
        }
        return image
    }

    /// True when every colour channel of every pixel is ≤ its alpha.
    static func isPremultiplied(_ image: Image) -> Bool {
        stride(from: 0, to: image.pixels.count, by: 4).allSatisfy { i in
            let a = image.pixels[i + 3]
            return image.pixels[i] <= a && image.pixels[i + 1] <= a && image.pixels[i + 2] <= a
        }
    }

    /// The sum of all alpha values divided by 255.
    static func alphaMass(_ image: Image) -> Double {
        Double(stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }) / 255
    }
}
