import Raster
import Warp

/// Small deterministic images and measures shared by the warp tests.
enum WarpTestImages {
    /// Pseudo-random premultiplied pixels, some of them partly transparent.
    static func noise(width: Int, height: Int, seed: UInt64 = 0x9E37_79B9) -> Image {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let a = UInt8(truncatingIfNeeded: state >> 56) | (i % 3 == 0 ? 0 : 0x80)
            for c in 0..<3 {
                let v = UInt8(truncatingIfNeeded: state >> (8 * UInt64(c) + 8))
                bytes[i * 4 + c] = Premultiply.multiply(v, a)
            }
            bytes[i * 4 + 3] = a
        }
        return Image(width: width, height: height, premultipliedPixels: bytes)
    }

    /// Opaque vertical stripes whose period shrinks from `maxPeriod` to 2 px across the image
    /// (a chirp): fine detail that aliases when squeezed.
    static func chirp(width: Int, height: Int, maxPeriod: Double = 6) -> Image {
        var img = Image(width: width, height: height)
        for x in 0..<width {
            let t = Double(x) / Double(width)
            let period = maxPeriod + (2 - maxPeriod) * t
            let phase = Double(x) / period
            let on = phase - phase.rounded(.down) < 0.5
            let v: UInt8 = on ? 235 : 20
            for y in 0..<height { img[x, y] = PremultipliedRGBA8(r: v, g: v, b: v, a: 255) }
        }
        return img
    }

    /// Peak signal-to-noise ratio over all four channels, in dB (∞ for identical images).
    static func psnr(_ a: Image, _ b: Image) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var se = 0.0
        for i in a.pixels.indices { let d = Double(a.pixels[i]) - Double(b.pixels[i]); se += d * d }
        let mse = se / Double(a.pixels.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The largest per-channel difference.
    static func maxDifference(_ a: Image, _ b: Image) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
