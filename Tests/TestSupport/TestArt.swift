import Raster

/// Pictures the tests draw: invariant: the same arguments give the same pixels on every run.
public enum TestArt {
    /// Opaque gradients (red across, green down) with a 4-pixel checker in blue: every pixel
    /// differs from its neighbours, so any shift or resampling shows.
    public static func gradientChecker(width: Int, height: Int) -> Image {
        var img = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8((x * 255) / max(1, width - 1)), g = UInt8((y * 255) / max(1, height - 1))
                let b: UInt8 = (x / 4 + y / 4) % 2 == 0 ? 200 : 40
                img[x, y] = PremultipliedRGBA8(r: r, g: g, b: b, a: 255)
            }
        }
        return img
    }
}
