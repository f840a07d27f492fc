import Foundation
import Raster

/// How far apart two images of the same size are. Invariant: identical images give ∞ dB.
public enum ImageDifference {
    /// Peak signal-to-noise ratio over all four premultiplied channels, in dB.
    public static func psnr(_ a: Image, _ b: Image) -> Double {
        precondition(a.width == b.width && a.height == b.height, "PSNR compares images of one size")
        var se = 0.0
        for i in a.pixels.indices { let d = Double(a.pixels[i]) - Double(b.pixels[i]); se += d * d }
        let mse = se / Double(a.pixels.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
