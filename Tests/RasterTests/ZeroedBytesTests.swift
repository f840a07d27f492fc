import Testing
@testable import Raster

/// Pixel-sized buffers: zero and of the asked size on both sides of the huge-page threshold.
struct ZeroedBytesTests {
    @Test(arguments: [0, 1, 4095, ZeroedBytes.hugePageThreshold - 1, ZeroedBytes.hugePageThreshold,
                      ZeroedBytes.hugePageThreshold + 12_345])
    func arraysAreZeroAndExactlySized(count: Int) {
        let bytes = ZeroedBytes.array(count: count)
        #expect(bytes.count == count)
        #expect(bytes.allSatisfy { $0 == 0 })
    }

    @Test func aLargeImageStartsTransparentAndKeepsWhatIsWritten() {
        // 1100×1000 RGBA is over the threshold, so its buffer takes the advised path.
        var image = Image(width: 1100, height: 1000)
        #expect(image.pixels.count >= ZeroedBytes.hugePageThreshold)
        #expect(image.pixels.allSatisfy { $0 == 0 })
        image[1099, 999] = PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 4)
        #expect(image[1099, 999] == PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 4))
        #expect(image[0, 0] == .transparent)
    }
}
